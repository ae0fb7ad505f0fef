import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { RequestContext } from '../service.ts'

export const CONTEXT_HEADER = 'x-showroom-context'

const viewerSchema = z.object({
  userId: z.number().int(),
  sessionId: z.string(),
  persona: z.object({ type: z.enum(['user', 'designer', 'venue']), id: z.number().int() }),
  roles: z.array(z.enum(['member', 'moderator', 'admin'])),
  isPro: z.boolean(),
  isTeam: z.boolean(),
  points: z.number(),
})

const requestContextSchema = z.object({
  viewer: viewerSchema.nullable(),
  requestId: z.string(),
  authToken: z.string().nullable(),
  locale: z.enum(['en', 'zh']),
  clientIp: z.string().nullable(),
})

const envelopeSchema = z.object({ ctx: requestContextSchema, iat: z.number() })

export interface DecodeOptions {
  // a captured header stops working after this long
  maxAgeMs?: number
  now?: number
}

const DEFAULT_MAX_AGE_MS = 5 * 60_000

// base64url(JSON) + '.' + base64url(HMAC-SHA256); carries only the RequestContext fields, so a
// richer gateway context (with its reply object) can be passed in as it is
export function encodeContextHeader(ctx: RequestContext, secret: string, now: number = Date.now()): string {
  const envelope = { ctx: requestContextSchema.parse(ctx), iat: now }
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

// null when the header is missing, malformed, forged or too old
export function decodeContextHeader(
  value: string | undefined | null,
  secret: string,
  options: DecodeOptions = {},
): RequestContext | null {
  if (!value) return null
  const dot = value.indexOf('.')
  if (dot <= 0) return null
  const body = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64url')
  const expected = Buffer.from(sign(body, secret), 'base64url')
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = envelopeSchema.safeParse(json)
  if (!parsed.success) return null
  const age = (options.now ?? Date.now()) - parsed.data.iat
  if (age > (options.maxAgeMs ?? DEFAULT_MAX_AGE_MS)) return null
  return parsed.data.ctx
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url')
}
