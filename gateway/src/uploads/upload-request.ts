import type { Readable } from 'node:stream'
import type { Viewer } from '@showroom/platform'
import type { FastifyRequest } from 'fastify'
import { readSessionToken } from '../auth/session-cookie.ts'
import type { ViewerResolver } from '../auth/viewer.ts'

export interface UploadBody {
  // the multipart file field, read into memory (it is at most one slice)
  file: Buffer | null
  // a raw body (octet-stream, image/*, video/*), left streaming so it goes straight to storage;
  // declaredBytes is its Content-Length when sent
  stream: Readable | null
  declaredBytes: number | null
  // plain form fields and query parameters; form fields win
  fields: Record<string, string>
}

export class UploadBodyTooLarge extends Error {}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

// the raw body stream or the multipart file field, plus the text fields
export async function readUploadBody(
  request: FastifyRequest,
  fileField: string,
  maxFileBytes: number,
): Promise<UploadBody> {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries((request.query as Record<string, unknown>) ?? {}))
    if (typeof value === 'string') fields[key] = value
  if (!request.isMultipart()) {
    const length = header(request, 'content-length')
    const declaredBytes = length !== undefined && /^\d{1,15}$/.test(length) ? Number(length) : null
    const body = request.body as Readable | undefined
    const stream = body && typeof body.pipe === 'function' && declaredBytes !== 0 ? body : null
    return { file: null, stream, declaredBytes, fields }
  }
  let file: Buffer | null = null
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 30 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
      } else if (part.fieldname === fileField) {
        file = await part.toBuffer()
      } else {
        // an unexpected file is read and dropped, so the stream can go on
        part.file.resume()
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadBodyTooLarge()
    throw error
  }
  return { file, stream: null, declaredBytes: null, fields }
}

// the signed-in member: session cookie or bearer token, or the legacy user_id + user_token
// (form fields, query or X-User-Id / X-User-Token headers)
export async function uploadViewer(
  request: FastifyRequest,
  fields: Record<string, string>,
  resolveViewer: ViewerResolver,
): Promise<Viewer | null> {
  const legacyToken = fields.user_token || header(request, 'x-user-token')
  const claimed = fields.user_id || header(request, 'x-user-id')
  const viewer = await resolveViewer(legacyToken || readSessionToken(request), request.id)
  if (viewer && claimed && Number(claimed) !== viewer.userId) return null
  return viewer
}
