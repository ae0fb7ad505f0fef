import type { BrowserContext, WebSocketRoute } from 'playwright-core'

// one browser context's connection to the site, cut and restored on demand, as a phone loses its
// signal. context.setOffline fails HTTP requests, but Chromium keeps open WebSockets going and lets
// new ones open (playwright#4910): so every WebSocket of the context is routed through here, closed
// as a lost connection closes (1006) while offline, and refused until the connection is back
export interface Connection {
  // no network at all: requests fail, WebSockets are lost and refused
  goOffline(): Promise<void>
  // only the WebSockets are lost and refused; requests still go through
  dropWebSockets(): Promise<void>
  // requests go through and WebSockets open again
  goOnline(): Promise<void>
  // WebSockets the page opened to the site so far, reconnections included
  readonly socketsOpened: number
  // WebSockets that tried to open while offline and were refused
  readonly socketsRefused: number
}

// as a socket ends when the network goes: abnormally, without a closing handshake
const LOST = { code: 1006, reason: 'offline' }

interface Pair {
  page: WebSocketRoute
  server: WebSocketRoute
}

// call before the page opens its first WebSocket (before the first page.goto)
export async function cuttableConnection(context: BrowserContext): Promise<Connection> {
  let socketsAllowed = true
  let opened = 0
  let refused = 0
  const live = new Set<Pair>()

  await context.routeWebSocket(
    () => true,
    (page) => {
      if (!socketsAllowed) {
        refused += 1
        void page.close(LOST)
        return
      }
      opened += 1
      const pair: Pair = { page, server: page.connectToServer() }
      live.add(pair)
      pair.page.onMessage((message) => pair.server.send(message))
      pair.server.onMessage((message) => pair.page.send(message))
      // a close by either side reaches the other, unless the connection was cut first
      pair.page.onClose((code, reason) => {
        if (live.delete(pair)) void pair.server.close({ code, reason })
      })
      pair.server.onClose((code, reason) => {
        if (live.delete(pair)) void pair.page.close({ code, reason })
      })
    },
  )

  async function dropWebSockets(): Promise<void> {
    socketsAllowed = false
    const cut = [...live]
    live.clear()
    for (const pair of cut) {
      // the server sees a plain close; the page sees the connection lost
      await pair.server.close()
      await pair.page.close(LOST)
    }
  }

  return {
    async goOffline() {
      await context.setOffline(true)
      await dropWebSockets()
    },
    dropWebSockets,
    async goOnline() {
      await context.setOffline(false)
      socketsAllowed = true
    },
    get socketsOpened() {
      return opened
    },
    get socketsRefused() {
      return refused
    },
  }
}
