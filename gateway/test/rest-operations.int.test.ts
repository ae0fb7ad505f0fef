import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { RequestContext } from '@showroom/platform'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { endpoints } from '../src/rest/endpoints/index.ts'
import { createOperationRunner } from '../src/graphql/operation-runner.ts'
import { type Answer, comparableAnswer, readRowCalls } from './support/read-row-calls.ts'

// The REST rows' queries that one in-process subgraph answers run compiled (graphql/operation-runner.ts); the
// answer must be app.graphql's, data and errors alike, for a visitor and a member
// (support/read-row-calls.ts lists the calls).
for (const kind of testDatabaseKinds()) {
  describe(`the REST rows' queries, compiled, on ${kind}`, () => {
    let gateway: TestGateway
    let member: RequestContext
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      const olga = await gateway.services.accounts.api.findUserByUsername('olga')
      assert.ok(olga)
      const { token } = await gateway.services.accounts.api.signIn(olga.id)
      const viewer = await gateway.services.accounts.api.resolveSession(token)
      member = { viewer, authToken: token, requestId: 'member', locale: 'en', clientIp: null }
    })
    after(() => gateway.close())

    const visitor: () => RequestContext = () => ({
      viewer: null,
      authToken: null,
      requestId: 'visitor',
      locale: 'en',
      clientIp: null,
    })

    const calls = () => readRowCalls(member.viewer?.userId ?? null)

    test('answer as app.graphql does, for a visitor and a member', async () => {
      const ways: string[] = []
      const run = createOperationRunner(gateway.app, gateway.schema, (way) => ways.push(way))
      const list = calls()
      let compiled = 0
      let refusals = 0
      for (const { name, operation, variables } of list) {
        for (const context of [visitor(), { ...member }]) {
          ways.length = 0
          const fast = comparableAnswer((await run(operation, context, variables)) as Answer)
          const viaGraphql = comparableAnswer(
            (await gateway.app.graphql(operation, { ...context } as never, variables)) as Answer,
          )
          assert.deepEqual(fast, viaGraphql, `${name} (${context.viewer ? 'member' : 'visitor'})`)
          if (ways[0] === 'compiled') compiled++
          if (fast.errors.length > 0) refusals++
        }
      }
      // the comparison covers many rows, compiled ones and refusals among them, not a handful
      assert.ok(list.length >= 15, `${list.length} read calls`)
      assert.ok(compiled >= 10, `${compiled} compiled answers`)
      assert.ok(refusals >= 2, `${refusals} refusals compared`)
    })

    test('take the compiled way for the lookup, alone or planned with its designers, and app.graphql for a mutation and a plan that stops', async () => {
      const ways: string[] = []
      const run = createOperationRunner(gateway.app, gateway.schema, (way) => ways.push(way))
      const lookup = endpoints.find((e) => e.name === 'user_lookup_by_username')
      assert.ok(lookup)
      const variables = { prefix: 'o', limit: 5, includeBrands: false, entries: true }
      const first = (await run(lookup.operation, visitor(), variables)) as Answer
      assert.ok(Array.isArray((first.data as { lookupUsers: unknown[] }).lookupUsers))
      // with the designers asked for, two subgraphs answer: a plan over both
      await run(lookup.operation, visitor(), { ...variables, includeBrands: true })
      await run('mutation { logout }', visitor(), {})
      // a comment that does not exist stops the plan before its author is asked: the stitching answers
      const missing = (await run('{ comment(id: 987654) { id user { username } } }', visitor(), {})) as Answer
      assert.ok(missing.errors?.length)
      assert.deepEqual(ways, ['compiled', 'compiled', 'app.graphql', 'compiled', 'app.graphql'])
    })

    test('refuse bad variables and over-limit text as app.graphql does, with nothing run', async () => {
      const run = createOperationRunner(gateway.app, gateway.schema)
      const lookup = endpoints.find((e) => e.name === 'user_lookup_by_username')
      assert.ok(lookup)
      for (const variables of [
        { prefix: 'o\u0000', limit: 5, includeBrands: false, entries: true },
        { prefix: 12, limit: 5, includeBrands: false, entries: true },
        { prefix: 'o', limit: 'five', includeBrands: false, entries: true },
      ]) {
        const settle = async (answer: Promise<unknown>) => {
          try {
            return { answer: comparableAnswer((await answer) as Answer) }
          } catch (error) {
            const refused = error as { statusCode?: number; errors?: Array<{ message: string }> }
            return { status: refused.statusCode, messages: (refused.errors ?? []).map((e) => e.message) }
          }
        }
        const fast = await settle(run(lookup.operation, visitor(), variables))
        const viaGraphql = await settle(gateway.app.graphql(lookup.operation, visitor() as never, variables))
        assert.deepEqual(fast, viaGraphql)
        // a refusal, not an answer: a client's 400, or errors with a code the REST layer maps
        if ('status' in fast) assert.equal(fast.status, 400)
        else assert.ok(fast.answer.errors.every((e) => e.code && e.code !== 'GATEWAY_ERR_INTERNAL'))
      }
    })
  })
}
