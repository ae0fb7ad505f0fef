import {
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  Kind,
  type ObjectTypeDefinitionNode,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionNode,
  type SelectionSetNode,
  type TypeNode,
  type ValueNode,
  visit,
} from 'graphql'

// Which subgraphs can answer each field on their own, read from the supergraph's join directives
// (the planner's own data): a field without @join__field is answered by every subgraph its type is in;
// one with @join__field by the graphs named there, except where it is external or needs @requires.
export interface Ownership {
  // type name -> the graphs that define it
  types: Map<string, Set<string>>
  // "Type.field" -> the graphs that resolve it; absent: all of the type's graphs
  fields: Map<string, Set<string>>
}

const argumentOf = (directive: DirectiveNode, name: string): ArgumentNode['value'] | undefined =>
  directive.arguments?.find((a) => a.name.value === name)?.value

function graphOf(directive: DirectiveNode): string | null {
  const graph = argumentOf(directive, 'graph')
  return graph?.kind === Kind.ENUM ? graph.value : null
}

export function readOwnership(supergraphSdl: string): {
  ownership: Ownership
  graphNames: Map<string, string>
} {
  const document = parse(supergraphSdl)
  const types = new Map<string, Set<string>>()
  const fields = new Map<string, Set<string>>()
  const graphNames = new Map<string, string>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'join__Graph') {
      for (const value of definition.values ?? []) {
        const name = value.directives?.find((d) => d.name.value === 'join__graph')
        const given = name && argumentOf(name, 'name')
        if (given?.kind === Kind.STRING) graphNames.set(value.name.value, given.value)
      }
      continue
    }
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    const object = definition as ObjectTypeDefinitionNode
    const typeGraphs = new Set<string>()
    for (const directive of object.directives ?? [])
      if (directive.name.value === 'join__type') {
        const graph = graphOf(directive)
        if (graph) typeGraphs.add(graph)
      }
    types.set(object.name.value, typeGraphs)
    for (const field of object.fields ?? []) {
      const joins = (field.directives ?? []).filter((d) => d.name.value === 'join__field')
      if (joins.length === 0) continue
      const owners = new Set<string>()
      const printedType = print(field.type)
      for (const join of joins) {
        const graph = graphOf(join)
        if (!graph) continue
        const external = argumentOf(join, 'external')
        const requires = argumentOf(join, 'requires')
        const type = argumentOf(join, 'type')
        // an external field is another graph's; @requires needs another graph's data first; a graph
        // that types the field differently might answer differently
        if (external?.kind === Kind.BOOLEAN && external.value) continue
        if (requires) continue
        if (type?.kind === Kind.STRING && type.value !== printedType) continue
        owners.add(graph)
      }
      fields.set(`${object.name.value}.${field.name.value}`, owners)
    }
  }
  return { ownership: { types, fields }, graphNames }
}

type Variables = Readonly<Record<string, unknown>> | null | undefined

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID'])

// the value a @skip / @include condition takes with these variables (a variable's default when it
// was not sent), or undefined when it is not a boolean (the stitching then reports it)
function conditionOf(
  directive: DirectiveNode,
  variables: Variables,
  defaults: Map<string, ValueNode | undefined>,
): boolean | undefined {
  const value = argumentOf(directive, 'if')
  if (value?.kind === Kind.BOOLEAN) return value.value
  if (value?.kind !== Kind.VARIABLE) return undefined
  const name = value.name.value
  const given = variables?.[name]
  if (typeof given === 'boolean') return given
  if (given !== undefined) return undefined
  const fallback = defaults.get(name)
  return fallback?.kind === Kind.BOOLEAN ? fallback.value : undefined
}

// whether a selection runs with these variables; undefined when a condition cannot be read
function included(
  selection: SelectionNode,
  variables: Variables,
  defaults: Map<string, ValueNode | undefined>,
): boolean | undefined {
  for (const directive of selection.directives ?? []) {
    const name = directive.name.value
    if (name !== 'skip' && name !== 'include') continue
    const condition = conditionOf(directive, variables, defaults)
    if (condition === undefined) return undefined
    if (condition === (name === 'skip')) return false
  }
  return true
}

function collectVariables(value: ValueNode, into: Set<string>): void {
  if (value.kind === Kind.VARIABLE) into.add(value.name.value)
  else if (value.kind === Kind.LIST) for (const item of value.values) collectVariables(item, into)
  else if (value.kind === Kind.OBJECT) for (const field of value.fields) collectVariables(field.value, into)
}

// the graphs that can answer every field the operation runs, or null when it needs the stitching
// (several subgraphs, abstract types, introspection, several operations). A selection that
// @skip / @include leaves out with these variables is not run, so it does not count; a variable
// only such a selection uses must then be of a built-in scalar type, which every subgraph can read.
export function graphsAnswering(
  schema: GraphQLSchema,
  ownership: Ownership,
  document: DocumentNode,
  variables?: Variables,
): Set<string> | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operations[0]
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return null
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, d.defaultValue]),
  )
  const root = schema.getQueryType()
  if (!root) return null
  let candidates: Set<string> | null = null
  const narrow = (graphs: Set<string> | undefined): boolean => {
    if (!graphs) return false
    candidates = candidates ? new Set([...candidates].filter((g) => graphs.has(g))) : new Set(graphs)
    return candidates.size > 0
  }
  const used = new Set<string>()
  const visiting = new Set<string>()
  const walk = (set: SelectionSetNode, typeName: string): boolean => {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) return false
    if (!narrow(ownership.types.get(typeName))) return false
    for (const selection of set.selections) {
      const runs = included(selection, variables, defaults)
      if (runs === undefined) return false
      if (!runs) continue
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value
        if (name === '__typename') continue
        if (name.startsWith('__')) return false
        const field = type.getFields()[name]
        if (!field) return false
        if (!narrow(ownership.fields.get(`${typeName}.${name}`) ?? ownership.types.get(typeName)))
          return false
        for (const argument of selection.arguments ?? []) collectVariables(argument.value, used)
        const named = getNamedType(field.type)
        if (selection.selectionSet && !walk(selection.selectionSet, named.name)) return false
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value ?? typeName
        if (condition !== typeName || !walk(selection.selectionSet, typeName)) return false
      } else {
        const fragment = fragments.get(selection.name.value)
        if (!fragment || fragment.typeCondition.name.value !== typeName) return false
        if (visiting.has(fragment.name.value)) return false
        visiting.add(fragment.name.value)
        const ok = walk(fragment.selectionSet, typeName)
        visiting.delete(fragment.name.value)
        if (!ok) return false
      }
    }
    return true
  }
  if (!walk(operation.selectionSet, root.name)) return null
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    if (!used.has(name) && !BUILT_IN_SCALARS.has(getNamedTypeNode(definition.type))) return null
  }
  return candidates
}

const getNamedTypeNode = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeNode(type.type)

// the variables a document's @skip / @include conditions read: its routing depends on them alone
function conditionVariables(document: DocumentNode): string[] {
  const names = new Set<string>()
  visit(document, {
    Directive(directive) {
      if (directive.name.value !== 'skip' && directive.name.value !== 'include') return
      const value = argumentOf(directive, 'if')
      if (value?.kind === Kind.VARIABLE) names.add(value.name.value)
    },
  })
  return [...names]
}

const conditionKey = (names: string[], variables: Variables): string => {
  let key = ''
  for (const name of names) {
    const value = variables?.[name]
    key += value === true ? 't' : value === false ? 'f' : value === undefined ? 'u' : 'x'
  }
  return key
}

export interface LocalSubgraphSchema {
  name: string
  schema: GraphQLSchema
}

// decisions kept per document, then cleared: 2 per boolean condition at most
const DECISIONS_PER_DOCUMENT = 64

// A decision about a query made once per parsed document (mercurius hands every request of the same
// text the same cached document; the compiled queries keep theirs) and per the values of its
// @skip / @include conditions, which alone can change it
export function decidedPerConditions<T>(
  decide: (document: DocumentNode, variables: Variables) => T,
): (document: DocumentNode, variables?: Variables) => T {
  const decided = new WeakMap<DocumentNode, { names: string[]; byKey: Map<string, T> }>()
  return (document, variables) => {
    let decisions = decided.get(document)
    if (!decisions) {
      decisions = { names: conditionVariables(document), byKey: new Map() }
      decided.set(document, decisions)
    }
    const key = conditionKey(decisions.names, variables)
    if (decisions.byKey.has(key)) return decisions.byKey.get(key) as T
    const decision = decide(document, variables)
    if (decisions.byKey.size >= DECISIONS_PER_DOCUMENT) decisions.byKey.clear()
    decisions.byKey.set(key, decision)
    return decision
  }
}

// the in-process subgraph schemas by the supergraph's name for their graph (join__Graph)
export function localSchemasByGraph(
  graphNames: Map<string, string>,
  locals: LocalSubgraphSchema[],
): Map<string, GraphQLSchema> {
  const byGraph = new Map<string, GraphQLSchema>()
  for (const [graph, name] of graphNames) {
    const local = locals.find((l) => l.name.toLowerCase() === name.toLowerCase())
    if (local) byGraph.set(graph, local.schema)
  }
  return byGraph
}

// The subgraph schema a query can run on directly, skipping the stitching's planning and delegation:
// only subgraphs in this process, only an operation one of them answers whole
export function createSingleSubgraphRouter(
  gatewaySchema: GraphQLSchema,
  supergraphSdl: string,
  locals: LocalSubgraphSchema[],
): (document: DocumentNode, variables?: Variables) => GraphQLSchema | null {
  const { ownership, graphNames } = readOwnership(supergraphSdl)
  const byGraph = localSchemasByGraph(graphNames, locals)
  return decidedPerConditions((document, variables) => {
    const graphs = graphsAnswering(gatewaySchema, ownership, document, variables)
    for (const graph of graphs ?? []) {
      const schema = byGraph.get(graph)
      if (schema) return schema
    }
    return null
  })
}
