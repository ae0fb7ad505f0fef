import multipart from '@fastify/multipart'
import {
  type MediaApi,
  parseContentRange,
  parseRequestedResource,
  parseUploadContext,
  SLICE_BYTES,
  type UploadedAsset,
} from '@showroom/media'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ViewerResolver } from '../auth/viewer.ts'
import { logoRoute } from './logo.route.ts'
import { sendUploadFailure, uploadFailureOf } from './upload-errors.ts'
import { readUploadBody, UploadBodyTooLarge, uploadViewer } from './upload-request.ts'

export interface UploadsPluginOptions {
  media: MediaApi
  resolveViewer: ViewerResolver
}

// room for multipart framing around a full slice
const SLICE_REQUEST_LIMIT = SLICE_BYTES + 64 * 1024

const assetAnswer = (asset: UploadedAsset) => ({
  done: true,
  public_id: asset.publicId,
  version: asset.version,
  width: asset.width,
  height: asset.height,
  format: asset.format,
  resource_type: asset.resourceType,
  bytes: asset.bytes,
  etag: asset.etag,
  secure_url: asset.secureUrl,
  url: asset.secureUrl,
  media_item_id: asset.mediaItemId,
})

// the chunked upload protocol of the third-party media host, served by our own media service
export async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: SLICE_BYTES, files: 1, fields: 30, fieldSize: 4096 } })
  // raw bodies stay streams: the media service writes them straight into place and checks their size
  const passStream = (
    _request: FastifyRequest,
    payload: unknown,
    done: (error: null, body: unknown) => void,
  ) => done(null, payload)
  app.addContentTypeParser('application/octet-stream', passStream)
  app.addContentTypeParser(/^(image|video)\//, passStream)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendUploadFailure(reply, {
        status: 413,
        code: 'MEDIA_ERR_SLICE_TOO_LARGE',
        message: `Send files in slices of at most ${SLICE_BYTES} bytes, each with a Content-Range header.`,
      })
    return sendUploadFailure(reply, uploadFailureOf(error, request))
  })

  const receive = async (
    request: FastifyRequest<{ Params: { resourceType: string } }>,
    reply: FastifyReply,
  ) => {
    const requested = parseRequestedResource(request.params.resourceType)
    if (!requested)
      return sendUploadFailure(reply, {
        status: 404,
        code: 'MEDIA_ERR_UNKNOWN_RESOURCE_TYPE',
        message: 'Upload to /upload/image/upload, /upload/video/upload or /upload/auto/upload.',
      })
    let body: Awaited<ReturnType<typeof readUploadBody>>
    try {
      body = await readUploadBody(request, 'file', SLICE_BYTES)
    } catch (error) {
      if (error instanceof UploadBodyTooLarge)
        throw Object.assign(new Error('slice too large'), { statusCode: 413 })
      throw error
    }
    const viewer = await uploadViewer(request, body.fields, options.resolveViewer)
    if (!viewer)
      return sendUploadFailure(reply, {
        status: 401,
        code: 'MEDIA_ERR_NOT_SIGNED_IN',
        message: 'Please log in or sign up to upload photos and videos.',
      })
    const context = parseUploadContext(body.fields.context)
    if (!context)
      return sendUploadFailure(reply, {
        status: 400,
        code: 'MEDIA_ERR_INVALID_UPLOAD',
        message: 'context must be chat, composer or uploader.',
      })
    const range = parseContentRange(request.headers['content-range'] as string | undefined)
    if (typeof range === 'string')
      return sendUploadFailure(reply, { status: 400, code: 'MEDIA_ERR_BAD_RANGE', message: range })
    const data = body.file ?? body.stream
    if (!data)
      return sendUploadFailure(reply, {
        status: 400,
        code: 'MEDIA_ERR_INVALID_UPLOAD',
        message: 'The upload holds no file: send the bytes as the body or as the multipart field "file".',
      })
    const uploadId = (request.headers['x-unique-upload-id'] as string | undefined) ?? null
    try {
      const answer = await options.media.receiveSlice({
        userId: viewer.userId,
        uploadId,
        requested,
        context,
        range,
        data,
        declaredBytes: body.declaredBytes,
      })
      if (answer.done) return reply.send(assetAnswer(answer.asset))
      return reply.send({
        done: false,
        upload_id: uploadId,
        bytes_received: answer.bytesReceived,
        total_bytes: answer.totalBytes,
        progress: answer.bytesReceived / answer.totalBytes,
      })
    } catch (error) {
      // a body refused before it was all read: close rather than leave the rest on the connection
      if (request.raw.complete === false) reply.header('connection', 'close')
      return sendUploadFailure(reply, uploadFailureOf(error, request))
    }
  }

  for (const url of ['/upload/:resourceType/upload', '/upload/:resourceType/upload/'])
    app.post(url, { bodyLimit: SLICE_REQUEST_LIMIT }, receive)

  await app.register(logoRoute, { media: options.media, resolveViewer: options.resolveViewer })
}
