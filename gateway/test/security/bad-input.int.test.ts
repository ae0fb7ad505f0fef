import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { MAX_TEXT_LENGTH } from '../../src/edge/text-input.ts'
import { endpoints } from '../../src/rest/endpoints/index.ts'

interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
}

type Payload = Record<string, unknown>

interface Variant {
  name: string
  payload: Payload
  // a refusal is required; otherwise any answer below 500 will do (unknown fields may be ignored)
  mustRefuse: boolean
}

const AUTH_FIELDS = new Set(['user_id', 'user_token'])
// the session-ending row runs last, so every other row is walked signed in
const LAST_ROWS = new Set(['user_logout'])

const typesOf = (schema: JsonSchema): string[] =>
  [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter((t): t is string => Boolean(t))

// a plausible value of the field's own type, so each variant has exactly one bad field
function plausible(schema: JsonSchema): unknown {
  const types = typesOf(schema)
  if (types.includes('integer') || types.includes('number')) return 1
  if (types.includes('boolean')) return true
  return 'x'
}

// every field of a row as the OpenAPI document (generated from the same table) describes it
function fieldsOf(
  document: Record<string, unknown>,
  name: string,
  method: string,
): Record<string, JsonSchema> {
  const operation = (document.paths as Record<string, Record<string, Record<string, unknown>>>)[
    `/api/${name}`
  ]?.[method.toLowerCase()]
  assert.ok(operation, `the OpenAPI document describes ${name}`)
  const fields: Record<string, JsonSchema> = {}
  if (method === 'GET') {
    for (const parameter of (operation.parameters as Array<{ name: string; schema: JsonSchema }>) ?? [])
      fields[parameter.name] = parameter.schema
  } else {
    const body = operation.requestBody as {
      content: Record<string, { schema: JsonSchema }>
    }
    Object.assign(fields, body.content['application/json']?.schema.properties ?? {})
  }
  for (const field of AUTH_FIELDS) delete fields[field]
  return fields
}

function variantsOf(fields: Record<string, JsonSchema>, method: 'GET' | 'POST'): Variant[] {
  const base = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, plausible(schema)]))
  const variants: Variant[] = []
  for (const [field, schema] of Object.entries(fields)) {
    const types = typesOf(schema)
    const numeric = types.includes('integer') || types.includes('number')
    const textual = types.includes('string')
    const one = (name: string, value: unknown, mustRefuse = true) =>
      variants.push({ name: `${field} ${name}`, payload: { ...base, [field]: value }, mustRefuse })
    one('with a NUL byte', 'a\u0000b')
    one('with a control character', 'a\u0007b')
    // a URL cannot carry a lone surrogate: the query string brings U+FFFD instead, which is fine
    one('with a lone surrogate', 'a\uD800b', method === 'POST')
    one('oversize', 'x'.repeat(MAX_TEXT_LENGTH + 1))
    // a query string has no objects: a GET row receives the JSON text, a legitimate string
    one('as an object', { nested: 'x' }, method === 'POST')
    one('as an array', ['x', 1])
    if (numeric && !textual) one('as text', 'not a number')
    if (textual && !numeric) one('as a number', 12345, false)
    if (numeric) one('as a huge number', 1e30, false)
  }
  return variants
}

async function rowCounts(gateway: TestGateway): Promise<Map<string, number>> {
  const db = gateway.platform.database.forSchema('public')
  const tables = await sql<{ table_schema: string; table_name: string }>`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  `.execute(db)
  const counts = new Map<string, number>()
  for (const { table_schema, table_name } of tables.rows) {
    const result = await sql<{
      n: string
    }>`select count(*) as n from ${sql.table(`${table_schema}.${table_name}`)}`.execute(db)
    counts.set(`${table_schema}.${table_name}`, Number(result.rows[0]?.n ?? 0))
  }
  return counts
}

const rows = [...endpoints].sort((a, b) => Number(LAST_ROWS.has(a.name)) - Number(LAST_ROWS.has(b.name)))

for (const kind of testDatabaseKinds()) {
  describe(`bad input on every /api/* row on ${kind}`, () => {
    let gateway: TestGateway
    let credentials: { user_id: number; user_token: string }
    let document: Record<string, unknown>
    let countsBefore: Map<string, number>

    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      const login = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query:
            'mutation { login(email: "ava@showroom.test", password: "showroom-demo") { userId userToken } }',
        },
      })
      const { userId, userToken } = login.json().data.login
      credentials = { user_id: userId, user_token: userToken }
      document = (await gateway.app.inject({ method: 'GET', url: '/api/docs' })).json()
      countsBefore = await rowCounts(gateway)
    })
    after(() => gateway.close())

    const send = async (name: string, method: 'GET' | 'POST', payload: Payload) => {
      const signedIn = { ...payload, ...credentials }
      if (method === 'POST') return gateway.app.inject({ method, url: `/api/${name}`, payload: signedIn })
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(signedIn)) {
        for (const item of Array.isArray(value) ? value : [value])
          query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
      }
      return gateway.app.inject({ method, url: `/api/${name}?${query}` })
    }

    const expectEnvelope = async (name: string, method: 'GET' | 'POST', variant: Variant) => {
      const response = await send(name, method, variant.payload)
      const label = `${name}: ${variant.name} answered ${response.statusCode} ${response.body.slice(0, 200)}`
      assert.ok(response.statusCode < 500, label)
      if (variant.mustRefuse) assert.ok(response.statusCode >= 400, label)
      const body = response.json()
      assert.ok(Array.isArray(body.errors) && typeof body.meta?.login_ok === 'boolean', label)
      if (response.statusCode >= 400) assert.ok(body.errors.length > 0, label)
    }

    for (const row of rows) {
      test(`${row.name} answers bad input with a 4xx envelope and never a 5xx`, async () => {
        for (const variant of variantsOf(fieldsOf(document, row.name, row.method), row.method))
          await expectEnvelope(row.name, row.method, variant)
      })
    }

    test('no service table gained a row from the bad input', async () => {
      const countsAfter = await rowCounts(gateway)
      const grown = [...countsAfter].filter(([table, n]) => n > (countsBefore.get(table) ?? 0))
      assert.deepEqual(grown, [])
    })

    // a row without required fields may legitimately run (a prompt dismissed is stored): walked last
    test('unknown fields are ignored or refused by every row, never a 5xx', async () => {
      const payload = { zz_unknown: 'x', zz_nested: { a: 1 } }
      for (const row of rows)
        await expectEnvelope(row.name, row.method, { name: 'unknown fields', payload, mustRefuse: false })
    })
  })
}
