import {
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

// The fields a selection runs, as graphql-js collects them, for the query plans (query-plan.ts):
// @skip / @include read with this call's variables, fragments flattened; anything a plan does not
// take (another directive, a fragment on another type) is Unplannable.

const argumentOf = (directive: DirectiveNode, name: string): ValueNode | undefined =>
  directive.arguments?.find((a) => a.name.value === name)?.value

export type Variables = Readonly<Record<string, unknown>> | null | undefined

// what a plan cannot take: the stitching answers instead
export class Unplannable extends Error {}
export const unplannable = (): never => {
  throw new Unplannable()
}

function runs(selection: SelectionNode, variables: Variables, defaults: Map<string, ValueNode | undefined>) {
  for (const directive of selection.directives ?? []) {
    const name = directive.name.value
    if (name !== 'skip' && name !== 'include') unplannable()
    const value = argumentOf(directive, 'if')
    let condition: unknown
    if (value?.kind === Kind.BOOLEAN) condition = value.value
    else if (value?.kind === Kind.VARIABLE) {
      condition = variables?.[value.name.value]
      if (condition === undefined) {
        const fallback = defaults.get(value.name.value)
        condition = fallback?.kind === Kind.BOOLEAN ? fallback.value : undefined
      }
    }
    if (typeof condition !== 'boolean') unplannable()
    if (condition === (name === 'skip')) return false
  }
  return true
}

// the fields a selection set runs on an object type, by response key in order, fragments flattened
export function collectFields(
  set: SelectionSetNode,
  typeName: string,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Variables,
  defaults: Map<string, ValueNode | undefined>,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> {
  for (const selection of set.selections) {
    if (!runs(selection, variables, defaults)) continue
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value
      const list = into.get(key)
      if (list) list.push(selection)
      else into.set(key, [selection])
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
      if (!fragment) unplannable()
      const condition = fragment?.typeCondition?.name.value ?? typeName
      if (condition !== typeName || !fragment) unplannable()
      else collectFields(fragment.selectionSet, typeName, fragments, variables, defaults, into)
    }
  }
  return into
}

export function collectVariables(value: ValueNode, into: Set<string>): void {
  if (value.kind === Kind.VARIABLE) into.add(value.name.value)
  else if (value.kind === Kind.LIST) for (const item of value.values) collectVariables(item, into)
  else if (value.kind === Kind.OBJECT) for (const field of value.fields) collectVariables(field.value, into)
}
