import {
  type ASTVisitor,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type ValidationContext,
  visit,
} from 'graphql'
import { MapperKind, mapSchema } from '@graphql-tools/utils'
import { describeTextProblem, findBadText, pathText, textProblem } from '../edge/text-input.ts'
import { clientError, GATEWAY_ERRORS, GraphqlRequestError } from './graphql-errors.ts'
import { plainlyValid } from './plain-variables.ts'
import { measureDocument, REQUEST_LIMITS } from './request-limits.ts'

// depth, aliases and cost against REQUEST_LIMITS; variables unknown before execution count as defaults
export function limitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
): GraphQLError[] {
  const measure = measureDocument(schema, document, variables)
  const errors: GraphQLError[] = []
  if (measure.depth > REQUEST_LIMITS.maxDepth)
    errors.push(
      clientError(
        `The query is nested ${measure.depth} levels deep; the limit is ${REQUEST_LIMITS.maxDepth}.`,
        GATEWAY_ERRORS.queryTooDeep,
      ),
    )
  if (measure.aliases > REQUEST_LIMITS.maxAliases)
    errors.push(
      clientError(
        `The query uses ${measure.aliases} aliases; the limit is ${REQUEST_LIMITS.maxAliases}.`,
        GATEWAY_ERRORS.tooManyAliases,
      ),
    )
  if (measure.cost > REQUEST_LIMITS.maxCost)
    errors.push(
      clientError(
        `The query would cost ${measure.cost}; the limit is ${REQUEST_LIMITS.maxCost}. Ask for fewer fields or smaller lists.`,
        GATEWAY_ERRORS.queryTooCostly,
      ),
    )
  return errors
}

// every string literal in the document (arguments, input objects, variable defaults) and every
// string in the variables
export function textErrors(document: DocumentNode, variables?: Record<string, unknown>): GraphQLError[] {
  const errors: GraphQLError[] = []
  visit(document, {
    [Kind.STRING](node) {
      const problem = textProblem(node.value)
      if (problem)
        errors.push(
          clientError(describeTextProblem('A string argument', problem), GATEWAY_ERRORS.invalidText, [node]),
        )
    },
  })
  errors.push(...variableTextErrors(variables ?? {}))
  return errors
}

function variableTextErrors(variables: Record<string, unknown>): GraphQLError[] {
  const bad = findBadText(variables)
  if (!bad) return []
  const name = `Variable "$${pathText(bad.path, 'variables')}"`
  return [clientError(describeTextProblem(name, bad.problem), GATEWAY_ERRORS.invalidText)]
}

// before validation: limits that need no variables, so an oversized document is refused cheaply
export function guardDocument(schema: GraphQLSchema, document: DocumentNode): void {
  // mercurius reads a query that parses as JSON as a ready-made AST
  if (document?.kind !== Kind.DOCUMENT || !Array.isArray(document.definitions))
    throw new GraphqlRequestError([
      clientError('The query is not a GraphQL document.', GATEWAY_ERRORS.invalidQuery),
    ])
  const errors = limitErrors(schema, document)
  if (errors.length) throw new GraphqlRequestError(errors)
}

// what a parsed document's checks found, kept with the document: mercurius hands every request of the
// same text the same cached document, so a repeated operation is walked once, not once per request
interface DocumentChecks {
  // the document's own string literals
  literalErrors: GraphQLError[]
  // limit errors by variables shape (see shapeOf), bounded
  limits: Map<string, GraphQLError[]>
}

const checked = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, DocumentChecks>>()
const SHAPES_PER_DOCUMENT = 64

// the measure reads only numbers (size arguments) and list lengths from the variables
function shapeOf(variables: Record<string, unknown> | undefined): string {
  if (!variables) return ''
  let shape = ''
  for (const name in variables) {
    const value = variables[name]
    if (typeof value === 'number') shape += `${name}=${value};`
    else if (Array.isArray(value)) shape += `${name}[${value.length}];`
  }
  return shape
}

function checksOf(schema: GraphQLSchema, document: DocumentNode): DocumentChecks {
  let bySchema = checked.get(schema)
  if (!bySchema) {
    bySchema = new WeakMap()
    checked.set(schema, bySchema)
  }
  let checks = bySchema.get(document)
  if (!checks) {
    checks = { literalErrors: textErrors(document), limits: new Map() }
    bySchema.set(document, checks)
  }
  return checks
}

// before execution: limits with the real variables, and the text of every string
export function guardExecution(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
): void {
  const checks = checksOf(schema, document)
  const shape = shapeOf(variables)
  let limits = checks.limits.get(shape)
  if (!limits) {
    limits = limitErrors(schema, document, variables)
    if (checks.limits.size >= SHAPES_PER_DOCUMENT) checks.limits.clear()
    checks.limits.set(shape, limits)
  }
  const variableErrors = variables ? variableTextErrors(variables) : []
  const errors = [...limits, ...checks.literalErrors, ...variableErrors]
  if (errors.length) throw new GraphqlRequestError(errors)
  if (variables) coerceVariables(schema, document, variables)
}

// the variables against their declared types, as graphql-js reads them: graphql-jit (mercurius's
// `jit`, the compiled queries) lets some through that a subgraph's own graphql-js then refuses, an
// Int past 32 bits inside a list among them, and that refusal surfaced as an error of ours
function coerceVariables(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  if (plainlyValid(schema, document, variables)) return
  // a text with several operations is left to the executor, which knows which one runs
  const operation = getOperationAST(document)
  if (!operation?.variableDefinitions?.length) return
  const coerced = getVariableValues(schema, operation.variableDefinitions, variables)
  if (coerced.errors) throw new GraphqlRequestError([...coerced.errors])
}

// a validation rule for production: the schema is not described to strangers
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return
      context.reportError(
        clientError('Introspection is disabled on this server.', GATEWAY_ERRORS.introspectionDisabled, [
          node,
        ]),
      )
    },
  }
}

// mercurius hands subscription hooks no variables: the text of a subscription's arguments is checked
// when its source stream starts, before any service is asked
export function guardSubscriptionArguments(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.SUBSCRIPTION_ROOT_FIELD]: (field) => {
      const subscribe = field.subscribe
      if (!subscribe) return field
      return {
        ...field,
        subscribe: (source, args, context, info) => {
          const bad = findBadText(args)
          if (bad)
            throw new GraphqlRequestError([
              clientError(
                describeTextProblem(`Argument "${pathText(bad.path, 'arguments')}"`, bad.problem),
                GATEWAY_ERRORS.invalidText,
              ),
            ])
          return subscribe(source, args, context, info)
        },
      }
    },
  })
}
