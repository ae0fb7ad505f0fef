import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot, type WatchedPage } from '../support/browser.ts'
import {
  actAs,
  api,
  type ChatView,
  chatView,
  openChatFromList,
  serverUnread,
  waitForBadge,
} from '../support/chat-page.ts'
import { cuttableConnection } from '../support/connection.ts'
import { holdRequests, until } from '../support/held-requests.ts'
import { axeFindings, logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

type Viewport = { width: number; height: number }
const DESKTOP: Viewport = { width: 1280, height: 900 }
const PHONE: Viewport = { width: 375, height: 812 }

// every message of a run carries this, so a re-run on the same data never matches an older one
const RUN = Date.now().toString(36)
const say = (text: string) => `${text} (${RUN})`
// this run's messages in a chat, top to bottom
const ours = async (chat: ChatView) => (await chat.texts()).filter((text) => text.endsWith(`(${RUN})`))

function assertNoBlockingFindings(findings: Awaited<ReturnType<typeof axeFindings>>, where: string) {
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')
  assert.deepEqual(blocking, [], `${where}: ${JSON.stringify(blocking, null, 2)}`)
}

describe('chatting live between two browsers', () => {
  const suite = useSite()
  const { journey } = suite
  // Ava's conversation with Atelier Nord, for the visitor's try at it
  let designerChatId = 0
  let avaId = 0

  before(async () => {
    const response = await suite.site.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ userByUsername(username: "ava") { id } }' },
    })
    avaId = Number(response.json().data.userByUsername.id)
    assert.ok(avaId > 0, 'the demo has Ava')
  })

  // two members at once, each in their own browser context; either one's browser errors fail it
  async function twoBrowsers(
    run: (first: WatchedPage, second: WatchedPage) => Promise<void>,
    viewports: [Viewport, Viewport] = [DESKTOP, DESKTOP],
  ): Promise<void> {
    const first = await suite.browser.newPage(viewports[0])
    const second = await suite.browser.newPage(viewports[1]).catch(async (error) => {
      await first.close()
      throw error
    })
    try {
      await run(first, second)
      first.assertNoProblems()
      second.assertNoProblems()
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  }

  async function signedIn(page: Page, email: string): Promise<void> {
    await openHome(page, suite.site.url, '/london/')
    await logIn(page, email)
  }

  test("Ava messages Atelier Nord from its page; Olga, acting as the designer, sees it counted, opens it and answers, and each sees the other's messages without reloading", () =>
    twoBrowsers(async (ava, olga) => {
      await signedIn(olga.page, 'olga@showroom.test')
      await actAs(olga.page, 'Atelier Nord')
      const designerUnread = await serverUnread(olga.page)
      await waitForBadge(olga.page, designerUnread)

      await signedIn(ava.page, 'ava@showroom.test')
      await ava.page.goto(suite.at('/brand/atelier-nord/'))
      await waitForApps(ava.page, ['mfe-discovery:pages', 'mfe-chat:header-widget'])
      await ava.page.getByRole('button', { name: 'Message', exact: true }).click()
      const avaChat = chatView(ava.page.getByRole('dialog', { name: 'Atelier Nord' }))
      await avaChat.root.getByText('This is the start of your chat with Atelier Nord').waitFor()
      const hello = say('Hello! Is the sample sale open to members on Friday?')
      await avaChat.send(hello)

      // Olga's header counts it as it arrives
      await waitForBadge(olga.page, designerUnread + 1)
      await olga.page.getByTestId('chat-button').click()
      const list = olga.page.getByRole('dialog', { name: 'Chats' })
      const row = list.getByTestId('chat-list-item').filter({ hasText: 'Ava Sinclair' })
      await row.filter({ hasText: hello }).waitFor()
      designerChatId = Number(await row.getAttribute('data-chat-id'))
      assert.ok(designerChatId > 0, 'the list item carries its chat id')
      assertNoBlockingFindings(await axeFindings(olga.page), 'the chat list overlay')
      await row.click()
      const olgaChat = chatView(olga.page.getByRole('dialog', { name: 'Ava Sinclair' }))
      await olgaChat.waitFor(hello)
      // opening the chat reads it
      await waitForBadge(olga.page, designerUnread)

      const answer = say('It is: members from 10am, bring your card.')
      await olgaChat.send(answer)
      const received = await avaChat.waitFor(answer)
      assert.match(
        (await received.first().textContent()) ?? '',
        /Message from Atelier Nord/,
        'Olga answered as the designer',
      )

      const thanks = say('Perfect, see you there.')
      await avaChat.send(thanks)
      await olgaChat.waitFor(thanks)
      assert.deepEqual(await ours(avaChat), [hello, answer, thanks])
      assert.deepEqual(await ours(olgaChat), [hello, answer, thanks])

      assertNoBlockingFindings(await axeFindings(ava.page), 'the chat overlay')
      await screenshot(ava.page, 'chat-overlay-1280', { fullPage: false })
    }))

  test("Pia writes to Ava, who is on her phone: Ava's badge counts while the chat is closed and clears when she opens it; offline, she catches up on every message once, in order", () =>
    twoBrowsers(
      async (ava, pia) => {
        const connection = await cuttableConnection(ava.context)
        await signedIn(ava.page, 'ava@showroom.test')
        await signedIn(pia.page, 'pia@showroom.test')
        // a member page would offer Pia this with a Message button: the same call
        const { chat_id: chatId } = await api<{ chat_id: number }>(pia.page, 'user_chat_create', {
          targets: [{ type: 'user', id: avaId }],
        })
        assert.ok(chatId > 0)

        await pia.page.goto(suite.at(`/c/${chatId}/`))
        const piaChat = chatView(pia.page.locator('[data-mfe="mfe-chat"][data-app="chat-page"]'))
        await piaChat.root.getByRole('heading', { name: 'Ava Sinclair' }).waitFor()
        await piaChat.root.getByText('This is the start of your chat with Ava Sinclair').waitFor()

        const avaUnread = await serverUnread(ava.page)
        await waitForBadge(ava.page, avaUnread)
        const first = say('Ava! Are you going to the Glasshouse sale?')
        const second = say('I have a spare early-entry pass.')
        await piaChat.send(first)
        await waitForBadge(ava.page, avaUnread + 1)
        await piaChat.send(second)
        await waitForBadge(ava.page, avaUnread + 2)

        const avaChat = await openChatFromList(ava.page, 'Pia Moretti', second)
        await avaChat.waitFor(second)
        await waitForBadge(ava.page, avaUnread)
        assert.deepEqual(await ours(avaChat), [first, second])
        await screenshot(ava.page, 'chat-overlay-375', { fullPage: false })

        // the chat is live before the connection goes
        await avaChat.root.locator('[data-transport="live"]').waitFor()
        // the page's failed requests while offline are the point here
        ava.allow(/net::ERR_INTERNET_DISCONNECTED/)
        await connection.goOffline()
        await avaChat.root.locator('[data-transport="polling"]').waitFor()
        const whileAway = [1, 2, 3, 4, 5].map((n) => say(`Message ${n} while you were away`))
        for (const text of whileAway) await piaChat.send(text)
        assert.equal(
          await avaChat.log.getByText(`while you were away (${RUN})`).count(),
          0,
          'nothing reaches a browser that is offline',
        )
        let opened = connection.socketsOpened
        await connection.goOnline()
        for (const text of whileAway) await avaChat.waitFor(text)
        // back to live: a new socket, subscribed from the last message seen
        await avaChat.root.locator('[data-transport="live"]').waitFor()
        assert.ok(connection.socketsOpened > opened, 'the page opened a new WebSocket')

        // now only the socket drops, and the 1 s polling that stands in for it is held up: what
        // was missed can only come through the new subscription, from the last message seen; the
        // held poll then answers with the same messages, and none may show twice
        const polls = await holdRequests(ava.page, '/api/universal_comments_list')
        await connection.dropWebSockets()
        await avaChat.root.locator('[data-transport="polling"]').waitFor()
        const whileDropped = [1, 2, 3].map((n) => say(`Line ${n} while the socket was down`))
        for (const text of whileDropped) await piaChat.send(text)
        await until(() => polls.held() > 0, 'the page polls while its socket is down')
        assert.equal(await avaChat.log.getByText(`while the socket was down (${RUN})`).count(), 0)
        opened = connection.socketsOpened
        await connection.goOnline()
        for (const text of whileDropped) await avaChat.waitFor(text)
        await avaChat.root.locator('[data-transport="live"]').waitFor()
        assert.ok(connection.socketsOpened > opened, 'the page opened a new WebSocket')
        await polls.release()

        // in order and after all the others: once it shows, nothing older can still arrive twice
        const last = say('Back online? The pass is yours.')
        await piaChat.send(last)
        await avaChat.waitFor(last)
        const all = [first, second, ...whileAway, ...whileDropped, last]
        assert.deepEqual(await ours(avaChat), all)
        assert.deepEqual(await ours(piaChat), all)
        // read as they arrived, with the chat open
        await until(async () => (await serverUnread(ava.page)) === avaUnread, 'Ava has read them all')
        await waitForBadge(ava.page, avaUnread)
      },
      [PHONE, DESKTOP],
    ))

  test("another member opening the chat's page is told it does not exist, as for an id nobody has", () =>
    journey(async (watched) => {
      const { page } = watched
      assert.ok(designerChatId > 0, 'the first journey opened the chat')
      // both refusals are 404s, which the browser reports on its console
      watched.allow(/status of 404/)
      await signedIn(page, 'ben@showroom.test')
      for (const chatId of [designerChatId, designerChatId + 100_000]) {
        await page.goto(suite.at(`/c/${chatId}/`))
        const chatPage = page.locator('[data-mfe="mfe-chat"][data-app="chat-page"]')
        await chatPage.getByText('This chat does not exist.').waitFor()
        assert.equal(await page.getByTestId('chat-message').count(), 0, `chat ${chatId}: no message shown`)
        assert.equal(await page.getByText(`(${RUN})`).count(), 0)
        assert.equal(
          await chatPage.getByRole('textbox', { name: /^Message / }).count(),
          0,
          'nowhere to write',
        )
      }
    }))

  test('a visitor who taps the chat icon, a Message button or a chat link is asked to join, on a desktop and a phone', async () => {
    assert.ok(designerChatId > 0, 'the first journey opened the chat')
    for (const viewport of [DESKTOP, PHONE]) {
      await journey(async ({ page }) => {
        const join = page.getByRole('dialog', { name: 'Join Showroom' })
        await openHome(page, suite.site.url, '/london/')
        await page.getByTestId('chat-button').click()
        await join.waitFor()
        assert.equal(await page.getByRole('dialog', { name: 'Chats' }).count(), 0, 'no chat list')
        await page.keyboard.press('Escape')
        await join.waitFor({ state: 'hidden' })

        await page.goto(suite.at('/brand/atelier-nord/'))
        await waitForApps(page, ['mfe-discovery:pages'])
        await page.getByRole('button', { name: 'Message', exact: true }).click()
        await join.waitFor()
        assert.equal(await page.getByRole('dialog', { name: 'Atelier Nord' }).count(), 0, 'no chat opened')
        await page.keyboard.press('Escape')
        await join.waitFor({ state: 'hidden' })

        await page.goto(suite.at(`/c/${designerChatId}/`))
        await join.waitFor()
        assert.equal(await page.getByTestId('chat-message').count(), 0, 'no message shown')
        assert.equal(await page.getByText(`(${RUN})`).count(), 0)
      }, viewport)
    }
  })
})
