import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import type { ExecutionResult, GraphQLSchema } from 'graphql'
import { createCompiledQueries } from './compiled-queries.ts'

export type OperationResult =
  | Pick<ExecutionResult, 'data' | 'errors'>
  | { data?: unknown; errors?: readonly unknown[] }
export type OperationRunner = (
  source: string,
  context: RequestContext,
  variables: Record<string, unknown>,
) => Promise<OperationResult>

// The gateway's own callers of its graph (the REST rows, the server-rendered first view and page
// meta) run fixed operation texts. A query the in-process subgraphs answer runs compiled
// (compiled-queries.ts); every other operation (mutations, operations with session fields, anything
// that fails a check or does not finish cleanly) goes through app.graphql, which answers or refuses it
// as it always has (gateway/test/rest-operations.int.test.ts; ADR 28).
export function createOperationRunner(
  app: FastifyInstance,
  schema: GraphQLSchema,
  // told which way each call went (the tests hold the compiled way to app.graphql's answers)
  onRun?: (way: 'compiled' | 'app.graphql') => void,
): OperationRunner {
  const compiled = createCompiledQueries(schema)
  const throughMercurius: OperationRunner = (source, context, variables) => {
    onRun?.('app.graphql')
    return app.graphql(source, context as never, variables) as Promise<OperationResult>
  }

  return async (source, context, variables) => {
    // a limit the variables break throws the route's own refusal, which the REST layer maps
    const query = compiled.find(source, variables)
    if (!query) return throughMercurius(source, context, variables)
    onRun?.('compiled')
    const answer = await compiled.run(query, context, variables, app.log)
    // no data at all: the variables were refused before anything ran; app.graphql refuses them in
    // its own words (a 400 the REST layer maps), where this compiled query's would read as ours
    return answer ? answer.response : throughMercurius(source, context, variables)
  }
}
