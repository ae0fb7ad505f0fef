import type { FastifyReply, FastifyRequest } from 'fastify'
import { failure } from '../rest/envelope.ts'
import { isUpgrade, pathOf } from './request-origin.ts'

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

// refusals made at the edge answer in the shape each caller already reads
export function sendEdgeFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const path = pathOf(request)
  reply.code(status)
  if (isUpgrade(request)) {
    // a refused WebSocket handshake: its socket has left the HTTP server, so nobody else closes it
    reply.header('connection', 'close')
    reply.raw.once('finish', () => request.raw.socket.destroy())
  }
  if (under(path, '/api')) return reply.send(failure(code, message))
  if (under(path, '/graphql')) return reply.send({ errors: [{ message, extensions: { code } }] })
  // the legacy uploader reads the third-party media host's error shape
  if (under(path, '/upload')) return reply.send({ error: { message, code } })
  return reply.type('text/plain; charset=utf-8').send(message)
}
