import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql'
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit'
import { singleSubgraphRouterOf } from '../graphql/compose.ts'
import { formatGraphqlErrors } from '../graphql/graphql-errors.ts'
import { guardDocument, guardExecution } from '../graphql/request-guards.ts'
import { instrumentSessionFields } from '../graphql/session-fields.ts'

export type OperationResult =
  | Pick<ExecutionResult, 'data' | 'errors'>
  | { data?: unknown; errors?: unknown[] }
export type OperationRunner = (
  source: string,
  context: RequestContext,
  variables: Record<string, unknown>,
) => Promise<OperationResult>

// the rows' texts are fixed, a few dozen; a row that ever built its text from a call's values would
// otherwise grow this without end
const TEXTS_KEPT = 500

// what a REST row's operation text was found to be, once
interface Prepared {
  document: DocumentNode
  // the operation compiled for each subgraph schema that has answered it whole
  compiled: Map<GraphQLSchema, CompiledQuery>
}

// The REST rows run fixed operation texts. Each is parsed, validated and measured against the limits
// once; a query that one in-process subgraph answers whole (with this call's @skip / @include values)
// then runs as that subgraph's compiled query (graphql-jit), skipping what app.graphql does again on
// every call: its variable pass over the stitched schema, its hooks, and graphql-js's execution,
// which it falls back to whenever a hook hands it another schema. Every other operation (mutations,
// stitched queries, operations with session fields, anything that fails a check) goes through
// app.graphql, which answers or refuses it as it always has. The answer is the same: the same
// resolvers, context and error formatting (gateway/test/rest-operations.int.test.ts; ADR 28).
export function createOperationRunner(
  app: FastifyInstance,
  schema: GraphQLSchema,
  // told which way each call went (the tests hold the compiled way to app.graphql's answers)
  onRun?: (way: 'compiled' | 'app.graphql') => void,
): OperationRunner {
  const route = singleSubgraphRouterOf(schema)
  const prepared = new Map<string, Prepared | null>()
  const throughMercurius: OperationRunner = (source, context, variables) => {
    onRun?.('app.graphql')
    return app.graphql(source, context as never, variables) as Promise<OperationResult>
  }

  const prepare = (source: string): Prepared | null => {
    if (!route) return null
    let document: DocumentNode
    try {
      document = parse(source)
    } catch {
      return null
    }
    if (getOperationAST(document)?.operation !== 'query') return null
    if (validate(schema, document, specifiedRules).length > 0) return null
    try {
      guardDocument(schema, document)
    } catch {
      return null
    }
    const { fields } = instrumentSessionFields(document)
    if (fields.issued.length > 0 || fields.cleared.length > 0) return null
    return { document, compiled: new Map() }
  }

  return async (source, context, variables) => {
    let entry = prepared.get(source)
    if (entry === undefined) {
      entry = prepare(source)
      if (prepared.size >= TEXTS_KEPT) prepared.clear()
      prepared.set(source, entry)
    }
    const target = entry && route?.(entry.document, variables)
    if (!entry || !target) return throughMercurius(source, context, variables)
    // the variables' text and the limits that depend on them, as the preExecution hook checks them
    guardExecution(schema, entry.document, variables)
    let compiled = entry.compiled.get(target)
    if (!compiled) {
      const made = compileQuery(target, entry.document)
      if (!isCompiledQuery(made)) return throughMercurius(source, context, variables)
      compiled = made
      entry.compiled.set(target, compiled)
    }
    onRun?.('compiled')
    const execution = await compiled.query(undefined, context, variables)
    if (!execution.errors?.length) return execution
    // no data at all: the variables were refused before anything ran; app.graphql refuses them in
    // its own words (a 400 the REST layer maps), where this compiled query's would read as ours
    if (execution.data === undefined) return throughMercurius(source, context, variables)
    const { response } = formatGraphqlErrors(
      execution as { data?: Record<string, unknown> | null; errors: ExecutionResult['errors'] },
      app.log,
    )
    return response
  }
}
