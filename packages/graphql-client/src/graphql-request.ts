// a GraphQL call without Apollo: the shell's chrome asks for the viewer and the cities before any
// module (and Apollo with it) has loaded

export interface GraphqlError {
  message: string
  extensions?: Record<string, unknown>
}

export interface GraphqlResponse<T> {
  data: T | null
  errors?: GraphqlError[]
}

// a network failure or a body that is not a GraphQL answer
export class GraphqlRequestError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`GraphQL request failed (${status})`)
    this.name = 'GraphqlRequestError'
    this.status = status
  }
}

const GRAPHQL_PATH = '/graphql'

export async function graphqlRequest<T, V extends Record<string, unknown> = Record<string, never>>(
  query: string,
  variables?: V,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  }).catch(() => {
    throw new GraphqlRequestError(0)
  })
  const body = (await response.json().catch(() => null)) as GraphqlResponse<T> | null
  if (!body || typeof body !== 'object' || !('data' in body || 'errors' in body))
    throw new GraphqlRequestError(response.status)
  return { data: body.data ?? null, ...(body.errors ? { errors: body.errors } : {}) }
}
