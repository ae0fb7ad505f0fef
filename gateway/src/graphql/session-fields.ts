import { type DocumentNode, Kind, type SelectionNode, visit } from 'graphql'

const ISSUING_FIELDS = new Set(['signup', 'login'])
const TOKEN_ALIAS = '__sessionToken'

export interface SessionFields {
  issued: string[]
  cleared: string[]
}

// signup and login answer with a token; the gateway turns it into the HttpOnly cookie even when the
// web client did not select userToken, so it adds the selection under an alias and strips it later
// decided once per parsed document (mercurius hands every request of the same text the same one)
const instrumentedDocuments = new WeakMap<DocumentNode, { document: DocumentNode; fields: SessionFields }>()

export function instrumentSessionFields(document: DocumentNode): {
  document: DocumentNode
  fields: SessionFields
} {
  const known = instrumentedDocuments.get(document)
  if (known) return known
  const instrumented = instrumentOnce(document)
  instrumentedDocuments.set(document, instrumented)
  return instrumented
}

function instrumentOnce(document: DocumentNode): { document: DocumentNode; fields: SessionFields } {
  const fields: SessionFields = { issued: [], cleared: [] }
  const instrumented = visit(document, {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return false
      const selections = operation.selectionSet.selections.map((selection): SelectionNode => {
        if (selection.kind !== Kind.FIELD) return selection
        const key = selection.alias?.value ?? selection.name.value
        if (selection.name.value === 'logout') fields.cleared.push(key)
        if (!ISSUING_FIELDS.has(selection.name.value) || !selection.selectionSet) return selection
        fields.issued.push(key)
        const tokenField: SelectionNode = {
          kind: Kind.FIELD,
          alias: { kind: Kind.NAME, value: TOKEN_ALIAS },
          name: { kind: Kind.NAME, value: 'userToken' },
        }
        return {
          ...selection,
          selectionSet: {
            ...selection.selectionSet,
            selections: [...selection.selectionSet.selections, tokenField],
          },
        }
      })
      return { ...operation, selectionSet: { ...operation.selectionSet, selections } }
    },
  })
  return { document: instrumented, fields }
}

export function takeIssuedToken(
  data: Record<string, unknown> | null | undefined,
  key: string,
): string | null {
  const payload = data?.[key] as Record<string, unknown> | null | undefined
  if (!payload || typeof payload[TOKEN_ALIAS] !== 'string') return null
  const token = payload[TOKEN_ALIAS] as string
  delete payload[TOKEN_ALIAS]
  return token
}
