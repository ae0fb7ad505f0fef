import { GraphQLError } from 'graphql'

export interface ServiceErrorOptions {
  // the HTTP status the REST layer answers with; 400 unless said otherwise
  http?: number
  // the input field the error is about, so forms can show it in place
  field?: string
}

// a failure the caller can act on: a stable code (<DOMAIN>_ERR_<REASON>), a human message, an HTTP status
export function serviceError(code: string, message: string, options: ServiceErrorOptions = {}): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, http: options.http ?? 400, ...(options.field ? { field: options.field } : {}) },
  })
}

export function isServiceError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string'
}
