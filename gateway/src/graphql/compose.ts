import { printSubgraphSchema } from '@apollo/subgraph'
import { createDefaultExecutor } from '@graphql-tools/delegate'
import { buildHTTPExecutor } from '@graphql-tools/executor-http'
import { getStitchedSchemaFromSupergraphSdl } from '@graphql-tools/federation'
import { type Executor, MapperKind, mapSchema } from '@graphql-tools/utils'
import { encodeContextHeader, type RequestContext } from '@showroom/platform'
import {
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  OperationTypeNode,
  parse,
} from 'graphql'
import { createQueryPlanner, type QueryPlanner } from './query-plan-run.ts'
import { createSingleSubgraphRouter } from './single-subgraph.ts'

// one subgraph as the gateway sees it: its SDL and how to run an operation on it
export interface Subgraph {
  name: string
  sdl: string
  executor: Executor
  // in this process: an operation it answers whole can run on it directly
  schema?: GraphQLSchema
}

export function localSubgraph(name: string, schema: GraphQLSchema): Subgraph {
  return { name, sdl: printSubgraphSchema(schema), executor: createDefaultExecutor(schema), schema }
}

export type SubgraphRouter = (
  document: DocumentNode,
  variables?: Readonly<Record<string, unknown>> | null,
) => GraphQLSchema | null

const routers = new WeakMap<GraphQLSchema, SubgraphRouter>()
const planners = new WeakMap<GraphQLSchema, QueryPlanner>()

// for a stitched schema: the in-process subgraph schema that answers a query whole (with these
// variables' @skip / @include), if any
export function singleSubgraphRouterOf(schema: GraphQLSchema): SubgraphRouter | undefined {
  return routers.get(schema)
}

// for a stitched schema: the compiled plan of a query several in-process subgraphs answer together
export function queryPlannerOf(schema: GraphQLSchema): QueryPlanner | undefined {
  return planners.get(schema)
}

// a service running as its own process: the viewer travels in a signed header. A subscription
// cannot travel over the service's HTTP endpoint (a request and one answer); given the service's
// schema, it runs in this process instead, where the service's resolvers read the same database and
// hear the same Redis as the service's own process would
export async function remoteSubgraph(
  name: string,
  url: string,
  internalSecret: string,
  subscriptionSchema?: GraphQLSchema,
): Promise<Subgraph> {
  const http = buildHTTPExecutor({
    endpoint: url,
    headers: (request): Record<string, string> => {
      const context = request?.context as RequestContext | undefined
      return context ? { 'x-showroom-context': encodeContextHeader(context, internalSecret) } : {}
    },
  })
  const local = subscriptionSchema ? createDefaultExecutor(subscriptionSchema) : undefined
  const executor: Executor = (request) =>
    local && request.operationType === OperationTypeNode.SUBSCRIPTION ? local(request) : http(request)
  const result = (await executor({ document: parse('{ _service { sdl } }') })) as {
    data?: { _service?: { sdl?: string } }
    errors?: unknown[]
  }
  const sdl = result.data?._service?.sdl
  if (!sdl) throw new Error(`subgraph ${name} at ${url} did not answer with its SDL`)
  return { name, sdl, executor }
}

// composes anew; buildApp takes the committed composition when it was made from the same subgraphs
// (committed-supergraph.ts). The composer (about 150 modules, 0.13 s of processor to load) is
// loaded only then: a gateway starting from the committed file never needs it
export async function composeSupergraph(subgraphs: readonly Subgraph[]): Promise<string> {
  const { composeServices } = await import('@theguild/federation-composition')
  const result = composeServices(
    subgraphs.map((s) => ({ name: s.name, typeDefs: parse(s.sdl), url: `local://${s.name}` })),
  )
  if (result.errors?.length) {
    throw new Error(`the subgraphs do not compose:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`)
  }
  return result.supergraphSdl as string
}

export function stitchSupergraph(supergraphSdl: string, subgraphs: Subgraph[]): GraphQLSchema {
  const byName = new Map(subgraphs.map((s) => [s.name.toLowerCase(), s]))
  const stitched = getStitchedSchemaFromSupergraphSdl({
    supergraphSdl,
    batch: true,
    onSubschemaConfig(config) {
      const subgraph = byName.get(config.name.toLowerCase())
      if (!subgraph) throw new Error(`no executor for subgraph ${config.name}`)
      config.executor = subgraph.executor
    },
  })
  const schema = batchPerRequest(stitched)
  const locals = subgraphs.flatMap((s) => (s.schema ? [{ name: s.name, schema: s.schema }] : []))
  routers.set(schema, createSingleSubgraphRouter(schema, supergraphSdl, locals))
  planners.set(schema, createQueryPlanner(schema, supergraphSdl, locals))
  return schema
}

// the stitching keys its entity batch loaders (and their caches) on info.rootValue before the
// context, and mercurius hands every request the same root object: entity fields from another
// subgraph then came from the first request's cache, whoever asked. Hiding the root value keys
// the loaders on the per-request context instead. Only a field that returns an object can start
// such a load (a scalar is read from its parent), so scalars keep their resolver and cost no copy
// of info per value.
function batchPerRequest(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const resolve: GraphQLFieldResolver<unknown, unknown> | undefined = field.resolve
      if (!resolve || isLeafType(getNamedType(field.type))) return field
      return {
        ...field,
        resolve: (parent, args, context, info) =>
          resolve(parent, args, context, { ...info, rootValue: undefined }),
      }
    },
  })
}
