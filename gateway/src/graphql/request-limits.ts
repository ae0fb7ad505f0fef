import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

// how much one request may ask for; ADR 15 explains the numbers
export const REQUEST_LIMITS = {
  // nesting of fields; our deepest operation (/api/*) is 6, GraphiQL's introspection query 15
  maxDepth: 15,
  // aliased fields, counted once per place they are used (fragments included); our own use one
  maxAliases: 15,
  // roughly "objects resolved", times the list sizes above them: the largest /api/* page (100
  // comments with 50 replies each) is about 52,000
  maxCost: 60_000,
  // the parser stops here, before a huge document costs anything else; our largest operation has
  // about 250 tokens, GraphiQL's introspection query 200
  maxTokens: 2000,
} as const

// a root field starts at least one service call; a nested object is usually a property or a
// batched load; a scalar costs nothing beyond its parent
const ROOT_FIELD_COST = 10
const OBJECT_FIELD_COST = 1
// fields that cost far more than a lookup by id, measured against one (bench/graphql-limits)
const FIELD_COSTS: Record<string, number> = {
  'Query.search': 4000,
  'Query.searchSuggestions': 1000,
}
// services clamp every page to 100 items (replies to 200): a bigger size argument asks for no more
const MAX_COUNTED_SIZE = 100
const MAX_COUNTED_SIZES: Record<string, number> = { 'Comment.replies': 200 }
// a list with no size argument is counted as this many items
const DEFAULT_LIST_SIZE = 10
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit'])

export interface RequestMeasure {
  depth: number
  aliases: number
  cost: number
}

interface Part extends RequestMeasure {}

interface Scope {
  root: boolean
  // the size argument of the page object above, for the list inside it
  pageSize: number | null
  introspection: boolean
}

type Variables = Record<string, unknown> | undefined

// depth, aliases and cost of every operation in a document (the largest of each); variables that are
// not known yet (before execution) count as their declared or schema default
export function measureDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Variables,
): RequestMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const measure: RequestMeasure = { depth: 0, aliases: 0, cost: 0 }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const part = new Walker(schema, fragments, definition, variables).operation()
    measure.depth = Math.max(measure.depth, part.depth)
    measure.aliases = Math.max(measure.aliases, part.aliases)
    measure.cost = Math.max(measure.cost, part.cost)
  }
  return measure
}

class Walker {
  // a fragment measures the same wherever it is spread, so each is walked once
  private readonly fragmentParts = new Map<string, Part>()
  private readonly visiting = new Set<string>()

  private readonly schema: GraphQLSchema
  private readonly fragments: Map<string, FragmentDefinitionNode>
  private readonly operationNode: OperationDefinitionNode
  private readonly variables: Variables

  constructor(
    schema: GraphQLSchema,
    fragments: Map<string, FragmentDefinitionNode>,
    operationNode: OperationDefinitionNode,
    variables: Variables,
  ) {
    this.schema = schema
    this.fragments = fragments
    this.operationNode = operationNode
    this.variables = variables
  }

  operation(): Part {
    const root = this.schema.getRootType(this.operationNode.operation) ?? undefined
    return this.selections(this.operationNode.selectionSet, root, {
      root: true,
      pageSize: null,
      introspection: false,
    })
  }

  private selections(set: SelectionSetNode, parent: GraphQLNamedType | undefined, scope: Scope): Part {
    const part: Part = { depth: 0, aliases: 0, cost: 0 }
    for (const selection of set.selections) {
      let child: Part
      if (selection.kind === Kind.FIELD) child = this.field(selection, parent, scope)
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : parent
        child = this.selections(selection.selectionSet, type, scope)
      } else child = this.fragment(selection.name.value, scope)
      part.depth = Math.max(part.depth, child.depth)
      part.aliases += child.aliases
      part.cost += child.cost
    }
    return part
  }

  private fragment(name: string, scope: Scope): Part {
    const key = `${name}:${scope.root}:${scope.pageSize}:${scope.introspection}`
    const known = this.fragmentParts.get(key)
    if (known) return known
    const definition = this.fragments.get(name)
    // unknown or cyclic fragments are the validator's to refuse
    if (!definition || this.visiting.has(name)) return { depth: 0, aliases: 0, cost: 0 }
    this.visiting.add(name)
    const type = this.schema.getType(definition.typeCondition.name.value)
    const part = this.selections(definition.selectionSet, type, scope)
    this.visiting.delete(name)
    this.fragmentParts.set(key, part)
    return part
  }

  private field(node: FieldNode, parent: GraphQLNamedType | undefined, scope: Scope): Part {
    const definition =
      parent && (isObjectType(parent) || isInterfaceType(parent))
        ? parent.getFields()[node.name.value]
        : undefined
    // introspection is answered from memory (and is off in production): it counts for depth only
    const introspection = scope.introspection || node.name.value.startsWith('__')
    const returnsList = definition !== undefined && isListType(getNullableType(definition.type))
    const sizeArgument = introspection ? null : this.sizeArgument(node, definition, parent)
    // a page (comments(limit: 20) { comments { … } }) hands its size to the list inside it
    const size = returnsList ? (sizeArgument ?? scope.pageSize ?? DEFAULT_LIST_SIZE) : 1
    const pageSize = returnsList ? null : sizeArgument
    const children = node.selectionSet
      ? this.selections(node.selectionSet, definition ? getNamedType(definition.type) : undefined, {
          root: false,
          pageSize,
          introspection,
        })
      : { depth: 0, aliases: 0, cost: 0 }
    return {
      depth: children.depth + 1,
      aliases: children.aliases + (node.alias ? 1 : 0),
      cost: this.ownCost(node, parent, scope, introspection) + (introspection ? 1 : size) * children.cost,
    }
  }

  private ownCost(
    node: FieldNode,
    parent: GraphQLNamedType | undefined,
    scope: Scope,
    introspection: boolean,
  ) {
    if (introspection || !node.selectionSet) return 0
    const weight = parent ? FIELD_COSTS[`${parent.name}.${node.name.value}`] : undefined
    return weight ?? (scope.root ? ROOT_FIELD_COST : OBJECT_FIELD_COST)
  }

  // the size a field asks for: its first/last/limit argument, else the longest list argument
  private sizeArgument(
    node: FieldNode,
    definition: GraphQLField<unknown, unknown> | undefined,
    parent: GraphQLNamedType | undefined,
  ): number | null {
    const given = new Map((node.arguments ?? []).map((a) => [a.name.value, a.value]))
    let size: number | null = null
    let longestList: number | null = null
    for (const arg of definition?.args ?? []) {
      const valueNode = given.get(arg.name)
      const value = valueNode ? this.valueOf(valueNode, arg.defaultValue) : arg.defaultValue
      if (SIZE_ARGUMENTS.has(arg.name) && typeof value === 'number') size = Math.max(size ?? 0, value)
      if (Array.isArray(value)) longestList = Math.max(longestList ?? 0, value.length)
    }
    const cap = (parent && MAX_COUNTED_SIZES[`${parent.name}.${node.name.value}`]) ?? MAX_COUNTED_SIZE
    if (size !== null) return Math.min(Math.max(0, size), cap)
    return longestList
  }

  private valueOf(node: ValueNode, schemaDefault: unknown): unknown {
    switch (node.kind) {
      case Kind.INT:
        return Number.parseInt(node.value, 10)
      case Kind.LIST:
        return node.values
      case Kind.VARIABLE: {
        const name = node.name.value
        if (this.variables && name in this.variables) return this.variables[name]
        const declared = this.operationNode.variableDefinitions?.find((v) => v.variable.name.value === name)
        if (declared?.defaultValue) return this.valueOf(declared.defaultValue, schemaDefault)
        return schemaDefault
      }
      default:
        return schemaDefault
    }
  }
}
