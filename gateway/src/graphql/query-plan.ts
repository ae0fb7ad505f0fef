import {
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionNode,
  type SelectionSetNode,
  type TypeNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql'
import {
  collectFields,
  collectVariables,
  Unplannable,
  unplannable,
  type Variables,
} from './selected-fields.ts'
import { type Ownership, readOwnership } from './single-subgraph.ts'

// A plan for a query several in-process subgraphs answer together, made once per document and per
// the values of its @skip / @include conditions: each root field's subgraph answers its part in one
// document; an object whose other fields another subgraph owns is completed by that subgraph's
// _entities, asked once for every such object the answer holds (ADR 28, "Sixth round"). Planned only
// where the schema keeps it simple: object types, single-field keys, no @requires; anything else is
// left to the stitching (null).

// one subgraph document and what completes its objects
export interface Fetch {
  graph: string
  schema: GraphQLSchema
  document: DocumentNode
  // the operation's variables this document reads
  variables: string[]
  boundaries: Boundary[]
}

// objects at a path (response keys from the fetch's own answer, lists walked through) that other
// subgraphs complete, each by its key
export interface Boundary {
  path: string[]
  typeName: string
  keyField: string
  // the alias the parent's document gave the key
  keyAlias: string
  fetches: Fetch[]
}

export interface QueryPlan {
  roots: Fetch[]
  // what the operation selects, as planned: the answer is shaped from it
  selection: {
    typeName: string
    fields: Map<string, FieldNode[]>
    fragments: Map<string, FragmentDefinitionNode>
    defaults: Map<string, ValueNode | undefined>
  }
}

// the alias a key is asked under (a client's own alias could not start with a double underscore)
export const REPRESENTATIONS = '__sr_representations'
const keyAliasOf = (field: string) => `__sr_key_${field}`

interface Entity {
  // graph -> its key field and whether it resolves references
  keys: Map<string, { field: string; resolvable: boolean }>
}

export interface PlanningData {
  ownership: Ownership
  graphNames: Map<string, string>
  entities: Map<string, Entity>
}

const argumentOf = (directive: DirectiveNode, name: string): ValueNode | undefined =>
  directive.arguments?.find((a) => a.name.value === name)?.value

export function readPlanningData(supergraphSdl: string): PlanningData {
  const { ownership, graphNames } = readOwnership(supergraphSdl)
  const entities = new Map<string, Entity>()
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    const keys = new Map<string, { field: string; resolvable: boolean }>()
    for (const directive of definition.directives ?? []) {
      if (directive.name.value !== 'join__type') continue
      const graph = argumentOf(directive, 'graph')
      const key = argumentOf(directive, 'key')
      const resolvable = argumentOf(directive, 'resolvable')
      if (graph?.kind !== Kind.ENUM || key?.kind !== Kind.STRING) continue
      keys.set(graph.value, {
        field: key.value.trim(),
        resolvable: !(resolvable?.kind === Kind.BOOLEAN && !resolvable.value),
      })
    }
    if (keys.size > 0) entities.set(definition.name.value, { keys })
  }
  return { ownership, graphNames, entities }
}

const field = (
  name: string,
  alias?: string,
  args: readonly ArgumentNode[] = [],
  set?: SelectionSetNode,
): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  ...(alias ? { alias: { kind: Kind.NAME, value: alias } } : {}),
  arguments: args,
  ...(set ? { selectionSet: set } : {}),
})
const selectionSet = (selections: SelectionNode[]): SelectionSetNode => ({
  kind: Kind.SELECTION_SET,
  selections,
})
const namedTypeOf = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type)

export function planQuery(
  gatewaySchema: GraphQLSchema,
  data: PlanningData,
  localSchemas: Map<string, GraphQLSchema>,
  document: DocumentNode,
  variables: Variables,
): QueryPlan | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operations[0]
  const root = gatewaySchema.getQueryType()
  if (operations.length !== 1 || !operation || operation.operation !== 'query' || !root) return null
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const definitions = new Map((operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, d]))
  const defaults = new Map([...definitions].map(([name, d]) => [name, d.defaultValue]))
  const { ownership, entities } = data

  const ownersOf = (typeName: string, fieldName: string): Set<string> =>
    ownership.fields.get(`${typeName}.${fieldName}`) ?? ownership.types.get(typeName) ?? new Set()

  // the fetch of one subgraph's part, under a type, with the boundaries below it
  const planSet = (
    graph: string,
    typeName: string,
    fields: Map<string, FieldNode[]>,
    path: string[],
    boundaries: Boundary[],
    used: Set<string>,
  ): SelectionSetNode => {
    const type = gatewaySchema.getType(typeName)
    if (!isObjectType(type)) return unplannable()
    const own: SelectionNode[] = []
    const others = new Map<string, Map<string, FieldNode[]>>()
    for (const [key, nodes] of fields) {
      const first = nodes[0] as FieldNode
      const name = first.name.value
      // a key is asked under an alias of ours: a client's alias must never pass for it
      if (key.startsWith('__sr_')) return unplannable()
      if (name === '__typename') {
        own.push(field(name, first.alias?.value))
        continue
      }
      if (name.startsWith('__')) return unplannable()
      const definition = type.getFields()[name]
      if (!definition) return unplannable()
      const owners = ownersOf(typeName, name)
      let owner = owners.has(graph) ? graph : undefined
      if (!owner)
        for (const candidate of owners)
          if (entities.get(typeName)?.keys.get(candidate)?.resolvable && localSchemas.has(candidate)) {
            owner = candidate
            break
          }
      if (!owner) return unplannable()
      if (owner !== graph) {
        const group = others.get(owner) ?? new Map<string, FieldNode[]>()
        group.set(key, nodes)
        others.set(owner, group)
        continue
      }
      for (const argument of first.arguments ?? []) collectVariables(argument.value, used)
      const named = getNamedType(definition.type)
      let set: SelectionSetNode | undefined
      if (first.selectionSet) {
        if (!isObjectType(named)) return unplannable()
        const below = new Map<string, FieldNode[]>()
        for (const node of nodes)
          if (node.selectionSet)
            collectFields(node.selectionSet, named.name, fragments, variables, defaults, below)
        set = planSet(graph, named.name, below, [...path, key], boundaries, used)
      }
      own.push(field(name, first.alias?.value, first.arguments, set))
    }
    for (const [owner, group] of others) {
      const entity = entities.get(typeName)
      const ownKey = entity?.keys.get(graph)
      const theirKey = entity?.keys.get(owner)
      // the other subgraph finds the object by a key this one can give
      if (!ownKey || !theirKey || ownKey.field !== theirKey.field || !/^\w+$/.test(theirKey.field))
        return unplannable()
      if (!ownersOf(typeName, theirKey.field).has(graph)) return unplannable()
      const alias = keyAliasOf(theirKey.field)
      if (!own.some((s) => s.kind === Kind.FIELD && s.alias?.value === alias))
        own.push(field(theirKey.field, alias))
      const fetch = planEntityFetch(owner, typeName, group)
      let boundary = boundaries.find((b) => b.path.join('.') === path.join('.') && b.typeName === typeName)
      if (!boundary) {
        boundary = { path, typeName, keyField: theirKey.field, keyAlias: alias, fetches: [] }
        boundaries.push(boundary)
      }
      boundary.fetches.push(fetch)
    }
    if (own.length === 0) own.push(field('__typename'))
    return selectionSet(own)
  }

  const documentOf = (
    set: SelectionSetNode,
    used: Set<string>,
    schema: GraphQLSchema,
    extra: VariableDefinitionNode[] = [],
  ) => {
    const variableDefinitions: VariableDefinitionNode[] = [...extra]
    for (const name of used) {
      const definition = definitions.get(name)
      // the subgraph must know the variable's type
      if (!definition || !schema.getType(namedTypeOf(definition.type))) return unplannable()
      variableDefinitions.push(definition)
    }
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          kind: Kind.OPERATION_DEFINITION,
          operation: operation.operation,
          variableDefinitions,
          selectionSet: set,
        },
      ],
    }
    return document
  }

  const planEntityFetch = (graph: string, typeName: string, fields: Map<string, FieldNode[]>): Fetch => {
    const schema = localSchemas.get(graph) ?? unplannable()
    const boundaries: Boundary[] = []
    const used = new Set<string>()
    const set = planSet(graph, typeName, fields, [], boundaries, used)
    const representations: VariableDefinitionNode = {
      kind: Kind.VARIABLE_DEFINITION,
      variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: REPRESENTATIONS } },
      type: {
        kind: Kind.NON_NULL_TYPE,
        type: {
          kind: Kind.LIST_TYPE,
          type: {
            kind: Kind.NON_NULL_TYPE,
            type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: '_Any' } },
          },
        },
      },
    }
    const entitiesField = field(
      '_entities',
      undefined,
      [
        {
          kind: Kind.ARGUMENT,
          name: { kind: Kind.NAME, value: 'representations' },
          value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: REPRESENTATIONS } },
        },
      ],
      selectionSet([
        {
          kind: Kind.INLINE_FRAGMENT,
          typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: typeName } },
          selectionSet: set,
        },
      ]),
    )
    const document = documentOf(selectionSet([entitiesField]), used, schema, [representations])
    return { graph, schema, document, variables: [...used], boundaries }
  }

  try {
    const rootFields = collectFields(operation.selectionSet, root.name, fragments, variables, defaults)
    const byGraph = new Map<string, Map<string, FieldNode[]>>()
    for (const [key, nodes] of rootFields) {
      const name = (nodes[0] as FieldNode).name.value
      if (name.startsWith('__')) return null
      const owner = [...ownersOf(root.name, name)].find((graph) => localSchemas.has(graph))
      if (!owner) return null
      const group = byGraph.get(owner) ?? new Map<string, FieldNode[]>()
      group.set(key, nodes)
      byGraph.set(owner, group)
    }
    const roots: Fetch[] = []
    for (const [graph, fields] of byGraph) {
      const schema = localSchemas.get(graph) ?? unplannable()
      const boundaries: Boundary[] = []
      const used = new Set<string>()
      const set = planSet(graph, root.name, fields, [], boundaries, used)
      roots.push({ graph, schema, document: documentOf(set, used, schema), variables: [...used], boundaries })
    }
    // one subgraph answering everything is the single-subgraph route's, not a plan's
    if (roots.length === 1 && roots[0]?.boundaries.length === 0) return null
    return { roots, selection: { typeName: root.name, fields: rootFields, fragments, defaults } }
  } catch (error) {
    if (error instanceof Unplannable) return null
    throw error
  }
}
