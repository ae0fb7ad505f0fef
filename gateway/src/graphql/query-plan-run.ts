import type { RequestContext } from '@showroom/platform'
import { type DocumentNode, type GraphQLSchema, print } from 'graphql'
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit'
import {
  type Boundary,
  type Fetch,
  type PlanningData,
  planQuery,
  REPRESENTATIONS,
  readPlanningData,
} from './query-plan.ts'
import { compileProjection, NotClean, notClean, type Projection, shapeOf } from './query-plan-shape.ts'
import { Unplannable } from './selected-fields.ts'
import { decidedPerConditions, type LocalSubgraphSchema, localSchemasByGraph } from './single-subgraph.ts'

type Variables = Readonly<Record<string, unknown>>
type Data = Record<string, unknown>

// a plan whose every fetch is compiled (graphql-jit, on its subgraph's schema)
export interface RunnablePlan {
  // the answer's data; null when anything did not go cleanly (an error, an entity not found):
  // the stitching then answers the whole query, in its own words
  run(context: RequestContext, variables: Variables): Promise<{ data: Data } | null>
}

interface CompiledFetch {
  query: CompiledQuery
  variables: string[]
  boundaries: CompiledBoundary[]
}
interface CompiledBoundary extends Omit<Boundary, 'fetches'> {
  fetches: CompiledFetch[]
  // boundaries with the same group ask the same documents of the same type by the same key (a
  // comment's author and a reply's): they are asked as one
  group: string
}

function compileFetch(fetch: Fetch): CompiledFetch | null {
  const query = compileQuery(fetch.schema, fetch.document)
  if (!isCompiledQuery(query)) return null
  const boundaries: CompiledBoundary[] = []
  for (const { fetches, ...boundary } of fetch.boundaries) {
    const compiled = fetches.map(compileFetch)
    if (compiled.some((c) => c === null)) return null
    const group = [boundary.typeName, boundary.keyField, boundary.keyAlias]
      .concat(fetches.map((f) => `${f.graph}\n${f.variables.join(',')}\n${print(f.document)}`))
      .join('\n')
    boundaries.push({ ...boundary, fetches: compiled as CompiledFetch[], group })
  }
  return { query, variables: fetch.variables, boundaries }
}

function walk(value: unknown, path: string[], depth: number, into: Data[]): void {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) walk(item, path, depth, into)
    return
  }
  if (depth === path.length) {
    into.push(value as Data)
    return
  }
  walk((value as Data)[path[depth] as string], path, depth + 1, into)
}

async function runFetch(
  fetch: CompiledFetch,
  context: RequestContext,
  variables: Variables,
  representations?: unknown[],
): Promise<Data> {
  const given: Data = {}
  for (const name of fetch.variables) if (name in variables) given[name] = variables[name]
  if (representations) given[REPRESENTATIONS] = representations
  const answer = await fetch.query.query(undefined, context, given)
  if (answer.errors?.length || !answer.data) return notClean()
  return answer.data as Data
}

async function complete(
  boundaries: CompiledBoundary[],
  objects: Data[],
  context: RequestContext,
  variables: Variables,
): Promise<void> {
  const groups = new Map<string, { boundary: CompiledBoundary; targets: Data[] }>()
  for (const boundary of boundaries) {
    let group = groups.get(boundary.group)
    if (!group) {
      group = { boundary, targets: [] }
      groups.set(boundary.group, group)
    }
    for (const object of objects) walk(object, boundary.path, 0, group.targets)
  }
  await Promise.all(
    Array.from(groups.values(), async ({ boundary, targets }) => {
      if (targets.length === 0) return
      // one representation a key: the event every comment of a page points at is resolved once
      const slots = new Map<unknown, number>()
      const representations: Data[] = []
      const slotOf = targets.map((target) => {
        const key = target[boundary.keyAlias]
        if (key === null || key === undefined) return notClean()
        let slot = slots.get(key)
        if (slot === undefined) {
          slot = representations.push({ __typename: boundary.typeName, [boundary.keyField]: key }) - 1
          slots.set(key, slot)
        }
        return slot
      })
      await Promise.all(
        boundary.fetches.map(async (fetch) => {
          const found = (await runFetch(fetch, context, variables, representations))._entities
          if (!Array.isArray(found) || found.length !== representations.length) return notClean()
          for (const entity of found) if (!entity || typeof entity !== 'object') notClean()
          for (let i = 0; i < targets.length; i++)
            Object.assign(targets[i] as Data, found[slotOf[i] as number] as Data)
          await complete(fetch.boundaries, targets, context, variables)
        }),
      )
    }),
  )
}

function runnable(plan: { roots: Fetch[] }, project: Projection): RunnablePlan | null {
  const roots = plan.roots.map(compileFetch)
  if (roots.some((r) => r === null)) return null
  const compiled = roots as CompiledFetch[]
  return {
    async run(context, variables) {
      const data: Data = {}
      try {
        await Promise.all(
          compiled.map(async (root) => {
            const answer = await runFetch(root, context, variables)
            Object.assign(data, answer)
            await complete(root.boundaries, [answer], context, variables)
          }),
        )
        return { data: project(data) as Data }
      } catch (error) {
        if (error instanceof NotClean) return null
        throw error
      }
    },
  }
}

export type QueryPlanner = (document: DocumentNode, variables: Variables) => RunnablePlan | null

// plans kept per parsed document and per the values of its @skip / @include conditions, as the
// single-subgraph route keeps its decisions
export function createQueryPlanner(
  gatewaySchema: GraphQLSchema,
  supergraphSdl: string,
  locals: LocalSubgraphSchema[],
): QueryPlanner {
  const data: PlanningData = readPlanningData(supergraphSdl)
  const localSchemas = localSchemasByGraph(data.graphNames, locals)
  return decidedPerConditions((document, variables) => {
    const plan = planQuery(gatewaySchema, data, localSchemas, document, variables)
    if (!plan) return null
    const { typeName, fields, fragments, defaults } = plan.selection
    try {
      return runnable(
        plan,
        compileProjection(shapeOf(gatewaySchema, typeName, fields, fragments, variables, defaults)),
      )
    } catch (error) {
      if (error instanceof NotClean || error instanceof Unplannable) return null
      throw error
    }
  })
}
