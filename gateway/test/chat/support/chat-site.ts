import assert from 'node:assert/strict'
import { createTestGateway, type TestDatabaseKind, type TestGateway, within } from '@showroom/testkit'
import { createClient } from 'graphql-ws'
import { sql } from 'kysely'
import WebSocket from 'ws'

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

// someone using the site: a session of a demo member, acting as a persona of theirs
export interface Person {
  label: string
  userId: number
  token: string
}

export type Who = Person | null

export interface Answer {
  status: number
  body: Json
}

// one live subscription over a real WebSocket: its results (data or errors) in arrival order
export interface Live {
  // rejects when nothing arrives within timeoutMs (20 s unless told)
  next(what?: string, timeoutMs?: number): Promise<Json>
  close(): void
}

export interface ChatSite {
  gateway: TestGateway
  ava: Person
  ben: Person
  pia: Person
  mona: Person
  olga: Person
  // olga in another session, acting as the designer Atelier Nord / the venue The Glasshouse
  atelierNord: Person
  glasshouse: Person
  designerId: number
  venueId: number
  // a session of its own for a member (a second device)
  sessionOf(person: Person, label: string): Promise<Person>
  api(name: string, payload?: Record<string, unknown>, as?: Who): Promise<Answer>
  // the legacy form post: application/x-www-form-urlencoded with user_id and user_token
  form(name: string, fields: Record<string, string>, as: Person): Promise<Answer>
  graphql(query: string, variables?: Record<string, unknown>, as?: Who): Promise<Json>
  live(query: string, variables: Record<string, unknown>, as: Who): Live
  // every chat row and chat event, to show a refusal changed nothing
  chatState(): Promise<Json>
  close(): Promise<void>
}

const cookieOf = (as: Who) => (as ? { cookie: `sr_session=${as.token}` } : {})

export async function openChatSite(kind: TestDatabaseKind): Promise<ChatSite> {
  const gateway = await createTestGateway({ database: kind, demo: true })
  const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const { accounts } = gateway.services
  const clients: Array<{ dispose(): void }> = []

  const graphql = async (query: string, variables: Record<string, unknown> = {}, as: Who = null) => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: cookieOf(as),
    })
    return JSON.parse(response.body)
  }

  const signIn = async (username: string, label: string): Promise<Person> => {
    const user = await accounts.api.findUserByUsername(username)
    assert.ok(user, username)
    const session = await accounts.api.signIn(user.id)
    return { label, userId: user.id, token: session.token }
  }

  const actingAs = async (person: Person, type: 'designer' | 'venue', label: string): Promise<Person> => {
    const session = await signIn('olga', label)
    const personas = await graphql('{ viewer { personas { type id } } }', {}, session)
    const persona = personas.data.viewer.personas.find((p: { type: string }) => p.type === type)
    const switched = await graphql(
      `mutation { switchPersona(type: ${type}, id: ${persona.id}) { persona { type id } } }`,
      {},
      session,
    )
    assert.equal(switched.data.switchPersona.persona.type, type)
    assert.equal(session.userId, person.userId)
    return session
  }

  const olga = await signIn('olga', 'olga')
  const atelierNord = await actingAs(olga, 'designer', 'olga as Atelier Nord')
  const glasshouse = await actingAs(olga, 'venue', 'olga as The Glasshouse')
  const personaId = async (as: Person) =>
    (await graphql('{ viewer { persona { id } } }', {}, as)).data.viewer.persona.id as number

  return {
    gateway,
    ava: await signIn('ava', 'ava'),
    ben: await signIn('ben', 'ben'),
    pia: await signIn('pia', 'pia'),
    mona: await signIn('mona', 'mona (moderator)'),
    olga,
    atelierNord,
    glasshouse,
    designerId: await personaId(atelierNord),
    venueId: await personaId(glasshouse),
    async sessionOf(person, label) {
      const session = await accounts.api.signIn(person.userId)
      return { label, userId: person.userId, token: session.token }
    },
    async api(name, payload = {}, as = null) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload,
        headers: cookieOf(as),
      })
      const body = response.json()
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
      return { status: response.statusCode, body }
    },
    async form(name, fields, as) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: new URLSearchParams({
          ...fields,
          user_id: String(as.userId),
          user_token: as.token,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      return { status: response.statusCode, body: response.json() }
    },
    graphql,
    live(query, variables, as) {
      const results: Json[] = []
      let wake: (() => void) | null = null
      const push = (result: Json) => {
        results.push(result)
        wake?.()
      }
      class SessionSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: cookieOf(as) })
        }
      }
      const client = createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: SessionSocket,
        lazy: false,
        retryAttempts: 0,
      })
      clients.push(client)
      client.subscribe(
        { query, variables },
        {
          next: (value) => push(JSON.parse(JSON.stringify(value))),
          // a refusal at subscribe time arrives as the protocol's error message
          error: (error) => push({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
          complete: () => {},
        },
      )
      return {
        async next(what = 'the next live result', timeoutMs = 20_000) {
          const arrived = new Promise<void>((resolve) => {
            if (results.length > 0) resolve()
            else wake = resolve
          })
          await within(arrived, timeoutMs, what)
          wake = null
          return results.shift()
        },
        close: () => client.dispose(),
      }
    },
    async chatState() {
      const db = gateway.platform.database.db
      const out: Record<string, Json> = {}
      for (const table of ['conversations', 'participants', 'members', 'messages', 'blocks', 'reports']) {
        const { rows } = await sql`select * from ${sql.table(`chat.${table}`)} order by 1, 2`.execute(db)
        out[table] = rows
      }
      const { rows } =
        await sql`select count(*)::int as n from platform.events where type like 'chat.%'`.execute(db)
      out.events = rows
      return out
    },
    async close() {
      for (const client of clients) client.dispose()
      await gateway.close()
    },
  }
}
