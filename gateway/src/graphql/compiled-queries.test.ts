import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { RequestContext } from '@showroom/platform'
import type { FastifyBaseLogger } from 'fastify'
import { buildSchema, GraphQLError } from 'graphql'
import { type CompiledExecution, createCompiledQueries } from './compiled-queries.ts'

// what run() makes of an execution's outcome; which texts are compiled is held to mercurius's answers
// in gateway/test/graphql-compiled.int.test.ts
const schema = buildSchema('type Query { hello: String }')
const context: RequestContext = {
  viewer: null,
  authToken: null,
  requestId: 'test',
  locale: 'en',
  clientIp: null,
}

function logger() {
  const errors: unknown[] = []
  const log = {
    error: (...args: unknown[]) => errors.push(args),
    info: () => undefined,
  } as unknown as FastifyBaseLogger
  return { log, errors }
}
const executing = (outcome: () => Promise<unknown>): CompiledExecution => ({
  execute: outcome as CompiledExecution['execute'],
})

describe('a compiled execution run', () => {
  const compiled = createCompiledQueries(schema)

  it('answers 200 with the data of a clean execution', async () => {
    const { log } = logger()
    const answer = await compiled.run(
      executing(async () => ({ data: { hello: 'hi' } })),
      context,
      {},
      log,
    )
    assert.deepEqual(answer, { statusCode: 200, response: { data: { hello: 'hi' } } })
  })

  it('gives way (null) to the usual route when a plan did not finish cleanly or the variables were refused', async () => {
    const { log } = logger()
    assert.equal(
      await compiled.run(
        executing(async () => null),
        context,
        {},
        log,
      ),
      null,
    )
    const refused = { errors: [new GraphQLError('Variable "$x" got invalid value')] }
    assert.equal(
      await compiled.run(
        executing(async () => refused),
        context,
        {},
        log,
      ),
      null,
    )
  })

  it('gives way, and logs the fault, when the compiled way itself throws', async () => {
    const { log, errors } = logger()
    const answer = await compiled.run(
      executing(async () => {
        throw new TypeError('a fault of ours')
      }),
      context,
      {},
      log,
    )
    assert.equal(answer, null)
    assert.equal(errors.length, 1)
  })

  it('formats a resolver error as the route does: its code kept, an error without one made generic', async () => {
    const { log } = logger()
    const coded = new GraphQLError('Comment not found', { extensions: { code: 'COMMENTS_ERR_NOT_FOUND' } })
    const bare = new GraphQLError('boom')
    const answer = await compiled.run(
      executing(async () => ({ data: { hello: null }, errors: [coded, bare] })),
      context,
      {},
      log,
    )
    assert.equal(answer?.statusCode, 200)
    const errors = answer?.response.errors as Array<{ message: string; extensions?: { code?: string } }>
    assert.equal(errors[0]?.extensions?.code, 'COMMENTS_ERR_NOT_FOUND')
    assert.notEqual(errors[1]?.message, 'boom')
  })
})
