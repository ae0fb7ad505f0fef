import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { InMemoryCache } from '@apollo/client/cache'
import { ApolloClient } from '@apollo/client/core'
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { ApolloLink } from '@apollo/client/link'
import { GraphQLBoolean, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql'
import { type Client, type ClientOptions, createClient } from 'graphql-ws'
import { useServer } from 'graphql-ws/use/ws'
import { WebSocket, WebSocketServer } from 'ws'
import { backoff, createRecoveringClient, type RecoveringClient, recoveringWebSocketLink } from './ws-link.ts'

// a real graphql-ws server: each subscription to `greeting` answers once with its number, then
// stays open until the server drops the sockets or the client completes it
let server: Server
let sockets: WebSocketServer
let subscriptions = 0
let connections = 0
let release: () => void = () => {}
const clientOptions: ClientOptions[] = []
let recovering: RecoveringClient

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { ok: { type: GraphQLBoolean, resolve: () => true } },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      greeting: {
        type: GraphQLString,
        subscribe: async function* () {
          subscriptions += 1
          yield `hello ${subscriptions}`
          await new Promise<void>((resolve) => {
            const previous = release
            release = () => {
              previous()
              resolve()
            }
          })
        },
        resolve: (value: unknown) => value,
      },
    },
  }),
})

beforeEach(async () => {
  subscriptions = 0
  connections = 0
  clientOptions.length = 0
  server = createServer()
  sockets = new WebSocketServer({ server, path: '/graphql' })
  sockets.on('connection', () => {
    connections += 1
  })
  useServer({ schema }, sockets)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  // the browser's WebSocket is ws's here; everything else is the link as the page builds it
  recovering = createRecoveringClient(`ws://127.0.0.1:${port}/graphql`, (options) => {
    clientOptions.push(options)
    return createClient({ ...options, webSocketImpl: WebSocket })
  })
})

afterEach(async () => {
  recovering.dispose()
  release()
  release = () => {}
  for (const socket of sockets.clients) socket.terminate()
  sockets.close()
  server.close()
  await once(server, 'close')
})

const GREETING = parse('subscription Greeting { greeting }')

function watch(query = GREETING) {
  const link = recoveringWebSocketLink(recovering)
  const client = new ApolloClient({ link, cache: new InMemoryCache() })
  const seen = { values: [] as unknown[], errors: [] as unknown[], completed: false }
  const subscription = ApolloLink.execute(link, { query }, { client }).subscribe({
    next: (result) => seen.values.push(result.data?.greeting),
    error: (error) => seen.errors.push(error),
    complete: () => {
      seen.completed = true
    },
  })
  return { seen, stop: () => subscription.unsubscribe() }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function dropEverySocket(code: number, reason: string) {
  for (const socket of sockets.clients) socket.close(code, reason)
}

describe('the shared WebSocket link', () => {
  it('never runs out of retries and backs off like the chat’s connection, up to every 10 s', () => {
    const made: ClientOptions[] = []
    const options = createRecoveringClient('ws://127.0.0.1:9/graphql', (given) => {
      made.push(given)
      return { subscribe: () => () => {}, dispose: () => {} } as unknown as Client
    })
    options.subscribe({ query: '{ ok }' }, { next: () => {}, error: () => {}, complete: () => {} })()
    expect(made[0]).toMatchObject({ lazy: true, retryAttempts: Number.POSITIVE_INFINITY })
    expect(made[0]?.shouldRetry?.({ code: 1006, reason: '' })).toBe(true)
    expect([0, 1, 2, 3, 4, 5, 30].map(backoff)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000])
  })

  it('disposes a client whose socket never opened without an unhandled rejection', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    // nothing listens on port 9: the socket is still trying to open when the client is disposed
    const nowhere = createRecoveringClient('ws://127.0.0.1:9/graphql', (options) =>
      createClient({ ...options, webSocketImpl: WebSocket }),
    )
    const errors: unknown[] = []
    nowhere.subscribe(
      { query: '{ ok }' },
      { next: () => {}, error: (error) => errors.push(error), complete: () => {} },
    )
    nowhere.dispose()
    await new Promise((resolve) => setTimeout(resolve, 500))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
    expect(errors).toEqual([])
  })

  it.each([
    [1011, 'Internal error'],
    [4500, 'Internal server error'],
  ])(
    'keeps a subscription going through a close graphql-ws treats as final (%i): a fresh client takes over',
    async (code, reason) => {
      const { seen } = watch()
      await until(() => seen.values.length === 1, 'the first greeting')

      dropEverySocket(code, reason)
      await until(() => seen.values.length === 2, 'the greeting of the resubscribed operation')
      expect(seen.values).toEqual(['hello 1', 'hello 2'])
      expect(seen.errors).toEqual([])
      expect(seen.completed).toBe(false)
      expect(clientOptions).toHaveLength(2)
      expect(connections).toBe(2)

      // and again, on the fresh client
      dropEverySocket(code, reason)
      await until(() => seen.values.length === 3, 'the third greeting')
      expect(seen.errors).toEqual([])
      expect(clientOptions).toHaveLength(3)
    },
  )

  it('moves every subscription of a client that gave up to one fresh client', async () => {
    const first = watch()
    const second = watch()
    await until(() => first.seen.values.length === 1 && second.seen.values.length === 1, 'both greetings')
    expect(connections).toBe(1)

    dropEverySocket(1011, 'Internal error')
    await until(
      () => first.seen.values.length === 2 && second.seen.values.length === 2,
      'both greetings again',
    )
    expect(connections).toBe(2)
    expect(clientOptions).toHaveLength(2)
    expect([...first.seen.errors, ...second.seen.errors]).toEqual([])
  })

  it('still ends a subscription the server refuses, with its GraphQL errors, and does not retry it', async () => {
    const { seen } = watch(parse('subscription Unknown { nothing }'))
    await until(() => seen.errors.length === 1, 'the refusal')
    expect(seen.errors[0]).toBeInstanceOf(CombinedGraphQLErrors)
    expect(String((seen.errors[0] as CombinedGraphQLErrors).errors[0]?.message)).toMatch(/nothing/)
    expect(clientOptions).toHaveLength(1)
    expect(subscriptions).toBe(0)
  })

  it('does not come back for a subscriber who left during the back-off', async () => {
    const { seen, stop } = watch()
    await until(() => seen.values.length === 1, 'the first greeting')
    dropEverySocket(1011, 'Internal error')
    await until(() => sockets.clients.size === 0, 'the socket to close')
    stop()
    // longer than the first back-off: nothing reconnects for a subscription nobody wants
    await new Promise((resolve) => setTimeout(resolve, backoff(0) + 1500))
    expect(connections).toBe(1)
    expect(seen.values).toEqual(['hello 1'])
  })
})
