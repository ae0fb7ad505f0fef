import pg from 'pg'
import type { Logger } from '../log/logger.ts'
import type { NotificationHandler } from './database.ts'

export interface PgListener {
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

const MAX_RECONNECT_DELAY_MS = 30_000

// one dedicated connection per process holds every LISTEN; pooled connections cannot
export function createPgListener(databaseUrl: string, logger: Logger | undefined): PgListener {
  const handlers = new Map<string, Set<NotificationHandler>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client> | undefined
  let closed = false
  let reconnectDelayMs = 500
  let reconnectTimer: NodeJS.Timeout | undefined

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'showroom-listener' })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    next.on('error', (error) => {
      logger?.warn({ err: error }, 'postgres listener connection failed')
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`)
    reconnectDelayMs = 500
    client = next
    return next
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    connecting ??= connect().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  // callers keep polling while the listener is down, so a lost connection only costs latency
  function lost(which: pg.Client) {
    if (client !== which) return
    client = undefined
    which.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || handlers.size === 0 || reconnectTimer) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      if (closed) return
      ensureConnected().catch((error) => {
        logger?.warn({ err: error }, 'postgres listener could not reconnect')
        reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS)
        scheduleReconnect()
      })
    }, reconnectDelayMs)
    reconnectTimer.unref()
  }

  return {
    async listen(channel, handler) {
      if (closed) throw new Error('the database listener is closed')
      let set = handlers.get(channel)
      const isNewChannel = set === undefined
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
      }
      set.add(handler)
      try {
        const connection = await ensureConnected()
        if (isNewChannel && connection === client) await connection.query(`LISTEN ${quote(channel)}`)
      } catch (error) {
        logger?.warn({ err: error, channel }, 'postgres listener could not listen; retrying')
        scheduleReconnect()
      }
      return async () => {
        set.delete(handler)
        if (set.size > 0 || handlers.get(channel) !== set) return
        handlers.delete(channel)
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {})
      }
    },
    async close() {
      closed = true
      if (reconnectTimer) clearTimeout(reconnectTimer)
      handlers.clear()
      const current = client ?? (await connecting?.catch(() => undefined))
      client = undefined
      await current?.end().catch(() => {})
    },
  }
}
