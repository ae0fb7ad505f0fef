import type { FastifyReply, FastifyRequest } from 'fastify'

export const SESSION_COOKIE = 'sr_session'
const THIRTY_DAYS_S = 30 * 24 * 60 * 60

export function readSessionToken(request: FastifyRequest): string | null {
  const fromCookie = request.cookies?.[SESSION_COOKIE]
  if (fromCookie) return fromCookie
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null
  return null
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS_S,
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
}
