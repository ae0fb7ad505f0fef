import { isServiceError } from '@showroom/platform'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface UploadFailure {
  status: number
  code: string
  message: string
}

export const GENERIC_UPLOAD_FAILURE = 'Sorry, an error occurred uploading your photo. Please try later.'

// a service error keeps its status, code and message; anything else is logged and answered generically
export function uploadFailureOf(error: unknown, request: FastifyRequest): UploadFailure {
  if (isServiceError(error)) {
    const extensions = error.extensions as { code: string; http?: number }
    return { status: extensions.http ?? 400, code: extensions.code, message: error.message }
  }
  const status = (error as { statusCode?: number }).statusCode
  if (status && status >= 400 && status < 500)
    return { status, code: 'MEDIA_ERR_BAD_REQUEST', message: (error as Error).message }
  request.log.error({ err: error }, 'upload failed')
  return { status: 500, code: 'MEDIA_ERR_INTERNAL', message: GENERIC_UPLOAD_FAILURE }
}

// the third-party host's error shape, which the legacy uploader reads
export function sendUploadFailure(reply: FastifyReply, failure: UploadFailure) {
  return reply.code(failure.status).send({ error: { message: failure.message, code: failure.code } })
}
