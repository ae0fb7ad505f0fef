import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { PATIENCE_MS, screenshot, type WatchedPage } from '../support/browser.ts'
import { cuttableConnection } from '../support/connection.ts'
import { axeFindings, logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

type Viewport = { width: number; height: number }
const DESKTOP: Viewport = { width: 1280, height: 900 }
const PHONE: Viewport = { width: 375, height: 812 }

// every message of a run carries this, so a re-run on the same data never matches an older one
const RUN = Date.now().toString(36)
const say = (text: string) => `${text} (${RUN})`

function assertNoBlockingFindings(findings: Awaited<ReturnType<typeof axeFindings>>, where: string) {
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')
  assert.deepEqual(blocking, [], `${where}: ${JSON.stringify(blocking, null, 2)}`)
}

// one /api/* call from inside the page, with its cookies and origin, as the client makes it
async function api<V>(page: Page, name: string, payload: Record<string, unknown> = {}): Promise<V> {
  const body = await page.evaluate(
    async ({ name, payload }) => {
      const response = await fetch(`/api/${name}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
      })
      return { status: response.status, envelope: await response.json() }
    },
    { name, payload },
  )
  assert.equal(body.status, 200, `${name}: ${JSON.stringify(body.envelope)}`)
  return body.envelope.values as V
}

const serverUnread = (page: Page) =>
  api<{ unread_count: number }>(page, 'user_chats_unread_count', { no_cache: 1 }).then((v) => v.unread_count)

// the header's count as shown: the badge's number, none when nothing is unread
async function waitForBadge(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (count) => {
      const badge = document.querySelector('[data-testid="chat-unread"]')
      return (badge ? Number(badge.textContent) : 0) === count
    },
    count,
    { timeout: PATIENCE_MS },
  )
  const label = await page.getByTestId('chat-button').getAttribute('aria-label')
  assert.equal(
    label,
    count === 0 ? 'Chats' : `Chats, ${count} unread message${count === 1 ? '' : 's'}`,
    'the button says what the badge shows',
  )
}

// waits for a condition the test itself keeps (counts of routed requests), with the usual patience
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// requests for one path wait at the browser's edge until released, then go on to the site;
// release resolves once every held one has its answer
async function holdRequests(
  page: Page,
  pathname: string,
): Promise<{ held(): number; release(): Promise<void> }> {
  let held = 0
  let answered = 0
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  const matches = (url: URL) => url.pathname === pathname
  await page.route(matches, async (route) => {
    held += 1
    await released
    try {
      await route.continue()
      await route.request().response()
    } catch {
      // the page gave up on it while it was held: there is no answer to wait for
    } finally {
      answered += 1
    }
  })
  return {
    held: () => held,
    async release() {
      open()
      await until(() => answered >= held, 'the held requests are answered')
      await page.unroute(matches)
    },
  }
}

// Olga manages the designer and the venue: she answers as whichever she picks
async function actAs(page: Page, persona: string): Promise<void> {
  await page.getByTestId('profile-button').click()
  await page
    .getByRole('dialog', { name: 'Your account' })
    .getByRole('button', { name: 'Switch persona' })
    .click()
  await page
    .getByRole('dialog', { name: 'Act as' })
    .getByRole('button', { name: new RegExp(persona) })
    .click()
  await page.getByText(`You're now acting as ${persona}.`).waitFor()
}

// an open chat, on its page or in the overlay: its messages and its composer
interface ChatView {
  root: Locator
  log: Locator
  send(text: string): Promise<void>
  waitFor(text: string): Promise<Locator>
  texts(): Promise<string[]>
}

function chatView(root: Locator): ChatView {
  const log = root.getByRole('log', { name: 'Messages' })
  const message = (text: string) => log.getByTestId('chat-message').filter({ hasText: text })
  const view: ChatView = {
    root,
    log,
    async send(text) {
      const input = root.getByRole('textbox', { name: /^Message / })
      await input.fill(text)
      await root.getByRole('button', { name: 'Send' }).click()
      await view.waitFor(text)
      assert.equal(await input.inputValue(), '', 'posting cleared the input')
    },
    async waitFor(text) {
      const found = message(text)
      await found.first().waitFor()
      return found
    },
    // this run's messages as shown, top to bottom
    async texts() {
      const all = await log.locator('[data-testid="chat-message"] .sr-chat-message__text').allTextContents()
      return all.map((text) => text.trim()).filter((text) => text.endsWith(`(${RUN})`))
    },
  }
  return view
}

// the chat list from the header icon, then one conversation in the chat overlay
async function openChatFromList(page: Page, title: string, lastText: string): Promise<ChatView> {
  await page.getByTestId('chat-button').click()
  const list = page.getByRole('dialog', { name: 'Chats' })
  const row = list.getByTestId('chat-list-item').filter({ hasText: title })
  await row.filter({ hasText: lastText }).waitFor()
  await row.click()
  const chat = page.getByRole('dialog', { name: title })
  await chat.getByRole('log', { name: 'Messages' }).waitFor()
  return chatView(chat)
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
      assert.deepEqual(await avaChat.texts(), [hello, answer, thanks])
      assert.deepEqual(await olgaChat.texts(), [hello, answer, thanks])
      // Ava read the answer as it came, with the chat open
      await waitForBadge(ava.page, await serverUnread(ava.page))

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
        assert.deepEqual(await avaChat.texts(), [first, second])
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
        assert.deepEqual(await avaChat.texts(), all)
        assert.deepEqual(await piaChat.texts(), all)
        // read as they arrived, with the chat open
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
