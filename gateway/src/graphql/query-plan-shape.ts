import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  type ValueNode,
} from 'graphql'
import { collectFields, type Variables } from './selected-fields.ts'

// the answer's shape, in the operation's order: what the client asked, and nothing of ours
export interface Shape {
  typeName: string
  entries: Array<{ key: string; typename: boolean; child?: Shape }>
}

// a plan's answer that did not go cleanly (an error, an entity not found): the stitching answers
export class NotClean extends Error {}
export const notClean = (): never => {
  throw new NotClean()
}

export function shapeOf(
  schema: GraphQLSchema,
  typeName: string,
  fields: Map<string, FieldNode[]>,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Variables,
  defaults: Map<string, ValueNode | undefined>,
): Shape {
  const type = schema.getType(typeName)
  if (!isObjectType(type)) return notClean()
  const entries: Shape['entries'] = []
  for (const [key, nodes] of fields) {
    // graphql-js answers this key as a key of its own; a JavaScript object takes it as its prototype
    if (key === '__proto__') return notClean()
    const first = nodes[0] as FieldNode
    if (first.name.value === '__typename') {
      entries.push({ key, typename: true })
      continue
    }
    const named = getNamedType(type.getFields()[first.name.value]?.type ?? notClean())
    if (!first.selectionSet) {
      entries.push({ key, typename: false })
      continue
    }
    const below = new Map<string, FieldNode[]>()
    for (const node of nodes)
      if (node.selectionSet)
        collectFields(node.selectionSet, named.name, fragments, variables, defaults, below)
    entries.push({
      key,
      typename: false,
      child: shapeOf(schema, named.name, below, fragments, variables, defaults),
    })
  }
  return { typeName, entries }
}

// builds the answer from what the plan's documents answered: only what the client asked, in its order
export type Projection = (value: unknown) => unknown

// One function a shape, written once per plan, as graphql-jit writes its queries: each answer object is
// one literal of fixed keys. A loop over the entries adding keys one at a time gave every object a
// shape of its own, and was most of the plan's own time on a page of comments (ADR 28, "Eighth round").
// Keys and type names are GraphQL names (letters, digits, underscores), written as string literals.
export function compileProjection(shape: Shape): Projection {
  const functions: string[] = []
  const write = (node: Shape): number => {
    const index = functions.length
    functions.push('')
    const reads: string[] = []
    const keys: string[] = []
    node.entries.forEach(({ key, typename, child }, i) => {
      const name = JSON.stringify(key)
      if (typename) {
        keys.push(`${name}: ${JSON.stringify(node.typeName)}`)
        return
      }
      reads.push(`const v${i} = s[${name}]; if (v${i} === undefined) notClean();`)
      keys.push(`${name}: ${child ? `p${write(child)}(v${i})` : `v${i}`}`)
    })
    functions[index] = `function p${index}(s) {
  if (s === null) return null;
  if (isArray(s)) return s.map((item) => p${index}(item));
  if (typeof s !== 'object' || s === undefined) notClean();
  ${reads.join('\n  ')}
  return { ${keys.join(', ')} };
}`
    return index
  }
  write(shape)
  return new Function('notClean', 'isArray', `${functions.join('\n')}\nreturn p0;`)(
    notClean,
    Array.isArray,
  ) as Projection
}
