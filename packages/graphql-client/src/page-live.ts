import { createLiveConnection, type LiveConnection } from './live-connection.ts'

// each module bundles this entry point; the global key keeps one socket for the whole page
const KEY = Symbol.for('showroom.live-connection')
const registry = globalThis as unknown as Record<symbol, LiveConnection | undefined>

// the page's one GraphQL WebSocket while a member is signed in, shared by chat (its header count,
// list and open chat) and the notifications bell; opened by whoever asks first
export function pageLiveConnection(create: () => LiveConnection = createLiveConnection): LiveConnection {
  registry[KEY] ??= create()
  return registry[KEY]
}

// signed out: the socket goes (the next member gets a new one, opened with their cookie); its
// status$ completes, which tells every other user of it to ask pageLiveConnection() again
export function endPageLiveConnection(): void {
  const connection = registry[KEY]
  registry[KEY] = undefined
  connection?.dispose()
}
