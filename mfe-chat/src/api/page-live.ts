import type { LiveConnection } from '../model/live.ts'
import { createLiveConnection } from './live-connection.ts'

let connection: LiveConnection | null = null

// the page's one chat WebSocket while a member is signed in, shared by the header count, the list
// and the open chat
export function pageLiveConnection(): LiveConnection {
  connection ??= createLiveConnection()
  return connection
}

// signed out: the socket goes (the next member gets a new one, opened with their cookie)
export function endPageLiveConnection(): void {
  connection?.dispose()
  connection = null
}
