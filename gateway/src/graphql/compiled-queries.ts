import type { RequestContext } from '@showroom/platform'
import type { FastifyBaseLogger } from 'fastify'
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql'
import { compileQuery, isCompiledQuery } from 'graphql-jit'
import { queryPlannerOf, singleSubgraphRouterOf } from './compose.ts'
import { formatGraphqlErrors } from './graphql-errors.ts'
import { guardDocument, guardExecution } from './request-guards.ts'
import { REQUEST_LIMITS } from './request-limits.ts'
import { instrumentSessionFields } from './session-fields.ts'

type Variables = Record<string, unknown>

export interface CompiledAnswer {
  statusCode: number
  response: { data?: unknown; errors?: readonly unknown[] }
}

// texts kept, then all forgotten: the REST rows' texts are a few dozen and a page's own queries a
// few more; a client sending endless new texts only makes the map start again
const TEXTS_KEPT = 500

// what a text was found to be, once
interface Prepared {
  document: DocumentNode
  operationName: string | undefined
  // the operation compiled for each subgraph schema that has answered it whole
  compiled: Map<GraphQLSchema, CompiledExecution>
}

// a compiled way to answer a query: one subgraph's compiled query, or a plan over several
export interface CompiledExecution {
  execute(context: RequestContext, variables: Variables): Promise<ExecutionResult | null>
}

export interface CompiledQueries {
  // the compiled execution that answers this text with these variables, or null: the caller then runs
  // it the usual way (app.graphql or mercurius's route), which answers or refuses it as it always
  // has. Throws the preExecution hook's refusal when the variables break a limit. An operation name,
  // when given, must be the text's one operation's.
  find(source: string, variables: Variables, operationName?: string | null): CompiledExecution | null
  // the answer, formatted as the /graphql route formats it; null when the variables were refused
  // before anything ran, or a plan over several subgraphs did not go cleanly: the usual way then
  // answers or refuses it in its own words
  run(
    query: CompiledExecution,
    context: RequestContext,
    variables: Variables,
    log: FastifyBaseLogger,
  ): Promise<CompiledAnswer | null>
}

// A query that one in-process subgraph answers whole (with this call's @skip / @include values) runs
// as that subgraph's graphql-jit query; one that several in-process subgraphs answer together runs as
// a compiled plan over them (query-plan.ts, query-plan-run.ts) where the schema keeps it simple. The
// text is parsed (with the route's token limit), measured against the limits and validated (with the
// route's rules) once, in the order the route's hooks follow; the variables' text and the limits that
// depend on them are checked on every call, as the preExecution hook checks them. That skips what
// mercurius does again on every request (its hooks, a variable pass over the stitched schema, and
// graphql-js's execution, which it falls back to whenever a hook hands it another schema) and the
// stitching's delegation, rebuilt per field per request, and gives the same answer: the same
// resolvers, context and error formatting (gateway/test/rest-operations.int.test.ts,
// gateway/test/graphql-compiled.int.test.ts; ADR 28). Mutations, operations with session fields, any
// text a check refuses and any plan that does not go cleanly are left to the usual way.
export function createCompiledQueries(
  schema: GraphQLSchema,
  validationRules: readonly ValidationRule[] = [],
): CompiledQueries {
  const route = singleSubgraphRouterOf(schema)
  const planner = queryPlannerOf(schema)
  const rules = [...specifiedRules, ...validationRules]
  const prepared = new Map<string, Prepared | null>()

  const prepare = (source: string): Prepared | null => {
    if (!route && !planner) return null
    let document: DocumentNode
    let operation: OperationDefinitionNode | null | undefined
    try {
      document = parse(source, { maxTokens: REQUEST_LIMITS.maxTokens })
      operation = getOperationAST(document)
      if (operation?.operation !== 'query') return null
      // limits first, as the route's preValidation hook: a refused text never reaches validation
      guardDocument(schema, document)
    } catch {
      return null
    }
    if (validate(schema, document, rules).length > 0) return null
    const { fields } = instrumentSessionFields(document)
    if (fields.issued.length > 0 || fields.cleared.length > 0) return null
    return { document, operationName: operation.name?.value, compiled: new Map() }
  }

  return {
    find(source, variables, operationName) {
      let entry = prepared.get(source)
      if (entry === undefined) {
        entry = prepare(source)
        if (prepared.size >= TEXTS_KEPT) prepared.clear()
        prepared.set(source, entry)
      }
      if (!entry) return null
      if (operationName != null && operationName !== entry.operationName) return null
      const target = route?.(entry.document, variables)
      if (!target) {
        const plan = planner?.(entry.document, variables)
        if (!plan) return null
        guardExecution(schema, entry.document, variables)
        return { execute: (context, given) => plan.run(context, given) }
      }
      guardExecution(schema, entry.document, variables)
      let compiled = entry.compiled.get(target)
      if (!compiled) {
        const made = compileQuery(target, entry.document)
        if (!isCompiledQuery(made)) return null
        const query = made
        compiled = {
          execute: async (context, given) =>
            (await query.query(undefined, context, given)) as ExecutionResult,
        }
        entry.compiled.set(target, compiled)
      }
      return compiled
    },

    async run(query, context, variables, log) {
      let execution: ExecutionResult | null
      try {
        execution = await query.execute(context, variables)
      } catch (error) {
        // a fault of the compiled way itself (resolvers' errors are in the answer): the usual way
        // answers, and the fault is logged for us to find
        log.error({ err: error }, 'a compiled query failed; mercurius answers it')
        return null
      }
      if (!execution) return null
      if (!execution.errors?.length) return { statusCode: 200, response: execution }
      if (execution.data === undefined) return null
      return formatGraphqlErrors(
        execution as { data?: Record<string, unknown> | null; errors: ExecutionResult['errors'] },
        log,
      )
    },
  }
}
