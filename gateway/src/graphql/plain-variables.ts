import {
  type DocumentNode,
  type GraphQLSchema,
  getOperationAST,
  isSpecifiedScalarType,
  Kind,
  type OperationDefinitionNode,
} from 'graphql'

// graphql-js's own test of a variable's value for each built-in scalar (parseValue in
// graphql/type/scalars.js): an Int is a whole number within 32 bits, a Float a finite number, a
// String and a Boolean a value of their own type, an ID a string or a whole number
const ACCEPTS: Record<string, (value: unknown) => boolean> = {
  Int: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  Float: (value) => typeof value === 'number' && Number.isFinite(value),
  String: (value) => typeof value === 'string',
  Boolean: (value) => typeof value === 'boolean',
  ID: (value) => typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)),
}

interface PlainVariable {
  name: string
  nonNull: boolean
  accepts: (value: unknown) => boolean
}

// per schema and document: its variables when every one is a built-in scalar or a non-null one,
// else null
const plans = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, PlainVariable[] | null>>()

function planOf(schema: GraphQLSchema, operation: OperationDefinitionNode): PlainVariable[] | null {
  const plan: PlainVariable[] = []
  for (const definition of operation.variableDefinitions ?? []) {
    const nonNull = definition.type.kind === Kind.NON_NULL_TYPE
    const named = nonNull ? definition.type.type : definition.type
    if (named.kind !== Kind.NAMED_TYPE) return null
    const type = schema.getType(named.name.value)
    const accepts = type && isSpecifiedScalarType(type) ? ACCEPTS[type.name] : undefined
    if (!accepts) return null
    plan.push({ name: definition.variable.name.value, nonNull, accepts })
  }
  return plan
}

// true when graphql-js's coercion would surely accept these variables: every declared one a
// built-in scalar given a value of its type, or given nothing where it may be null. graphql-js spends
// more on a small query's variables than the rest of the checks together; false never means
// refused, only that graphql-js must be asked (lists, input objects, enums, defaults, any doubt)
export function plainlyValid(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): boolean {
  let bySchema = plans.get(schema)
  if (!bySchema) {
    bySchema = new WeakMap()
    plans.set(schema, bySchema)
  }
  let plan = bySchema.get(document)
  if (plan === undefined) {
    // a text with several operations is left to graphql-js, which knows which one runs
    const operation = getOperationAST(document)
    plan = operation ? planOf(schema, operation) : null
    bySchema.set(document, plan)
  }
  if (!plan) return false
  for (const { name, nonNull, accepts } of plan) {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined
    if (value === undefined || value === null) {
      if (nonNull) return false
    } else if (!accepts(value)) return false
  }
  return true
}
