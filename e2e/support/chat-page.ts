import assert from 'node:assert/strict'
import type { Locator, Page } from 'playwright-core'
import { PATIENCE_MS } from './browser.ts'

// the chat as a member sees and drives it: the header's unread badge, the chat list, an open chat

// one /api/* call from inside the page, with its cookies and origin, as the client makes it
export async function api<V>(page: Page, name: string, payload: Record<string, unknown> = {}): Promise<V> {
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

export const serverUnread = (page: Page) =>
  api<{ unread_count: number }>(page, 'user_chats_unread_count', { no_cache: 1 }).then((v) => v.unread_count)

// the header's count as shown: the badge's number, none when nothing is unread
export async function waitForBadge(page: Page, count: number): Promise<void> {
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

// a member who manages a designer or a venue acts (and chats) as it from then on
export async function actAs(page: Page, persona: string): Promise<void> {
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
export interface ChatView {
  root: Locator
  log: Locator
  send(text: string): Promise<void>
  waitFor(text: string): Promise<Locator>
  texts(): Promise<string[]>
}

export function chatView(root: Locator): ChatView {
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
    // the messages' texts as shown, top to bottom
    async texts() {
      const all = await log.locator('[data-testid="chat-message"] .sr-chat-message__text').allTextContents()
      return all.map((text) => text.trim())
    },
  }
  return view
}

// the chat list from the header icon, then one conversation in the chat overlay
export async function openChatFromList(page: Page, title: string, lastText: string): Promise<ChatView> {
  await page.getByTestId('chat-button').click()
  const list = page.getByRole('dialog', { name: 'Chats' })
  const row = list.getByTestId('chat-list-item').filter({ hasText: title })
  await row.filter({ hasText: lastText }).waitFor()
  await row.click()
  const chat = page.getByRole('dialog', { name: title })
  await chat.getByRole('log', { name: 'Messages' }).waitFor()
  return chatView(chat)
}
