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
  type SelectionSetNode,
} from 'graphql'

// Which subgraphs can answer each field on their own, read from the supergraph's join directives
// (the planner's own data): a field without @join__field is answered by every subgraph its type is in;
// one with @join__field by the graphs named there, except where it is external or needs @requires.
interface Ownership {
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

// the graphs that can answer every field of the operation, or null when the operation needs the
// stitching (several subgraphs, abstract types, introspection, several operations)
export function graphsAnswering(
  schema: GraphQLSchema,
  ownership: Ownership,
  document: DocumentNode,
): Set<string> | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  const operation = operations[0]
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return null
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const root = schema.getQueryType()
  if (!root) return null
  let candidates: Set<string> | null = null
  const narrow = (graphs: Set<string> | undefined): boolean => {
    if (!graphs) return false
    candidates = candidates ? new Set([...candidates].filter((g) => graphs.has(g))) : new Set(graphs)
    return candidates.size > 0
  }
  const visiting = new Set<string>()
  const walk = (set: SelectionSetNode, typeName: string): boolean => {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) return false
    if (!narrow(ownership.types.get(typeName))) return false
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value
        if (name === '__typename') continue
        if (name.startsWith('__')) return false
        const field = type.getFields()[name]
        if (!field) return false
        if (!narrow(ownership.fields.get(`${typeName}.${name}`) ?? ownership.types.get(typeName)))
          return false
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
  return walk(operation.selectionSet, root.name) ? candidates : null
}

export interface LocalSubgraphSchema {
  name: string
  schema: GraphQLSchema
}

// The subgraph schema a query can run on directly, skipping the stitching's planning and delegation:
// only subgraphs in this process, only an operation one of them answers whole. Decided once per
// parsed document (mercurius hands every request of the same text the same cached document).
export function createSingleSubgraphRouter(
  gatewaySchema: GraphQLSchema,
  supergraphSdl: string,
  locals: LocalSubgraphSchema[],
): (document: DocumentNode) => GraphQLSchema | null {
  const { ownership, graphNames } = readOwnership(supergraphSdl)
  const byGraph = new Map<string, GraphQLSchema>()
  for (const [graph, name] of graphNames) {
    const local = locals.find((l) => l.name.toLowerCase() === name.toLowerCase())
    if (local) byGraph.set(graph, local.schema)
  }
  const decided = new WeakMap<DocumentNode, GraphQLSchema | null>()
  return (document) => {
    const known = decided.get(document)
    if (known !== undefined) return known
    const graphs = graphsAnswering(gatewaySchema, ownership, document)
    let target: GraphQLSchema | null = null
    for (const graph of graphs ?? []) {
      const schema = byGraph.get(graph)
      if (schema) {
        target = schema
        break
      }
    }
    decided.set(document, target)
    return target
  }
}
