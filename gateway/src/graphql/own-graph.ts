import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'

export class OwnGraphError extends Error {}

// what a visitor sees: server-rendered parts (calendar files, page meta, mails) ask as nobody
export function anonymousContext(requestId: string, locale: 'en' | 'zh' = 'en'): RequestContext {
  return { viewer: null, requestId, authToken: null, locale, clientIp: null }
}

// one operation on the gateway's own composed schema, the graph /graphql and /api answer from;
// any error fails it
export async function queryOwnGraph<T>(
  app: FastifyInstance,
  query: string,
  context: RequestContext,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const result = (await app.graphql(query, context as never, variables)) as {
    data?: T | null
    errors?: ReadonlyArray<{ message: string }>
  }
  if (result.errors?.length || !result.data)
    throw new OwnGraphError(result.errors?.map((e) => e.message).join('; ') ?? 'no data')
  return result.data
}
