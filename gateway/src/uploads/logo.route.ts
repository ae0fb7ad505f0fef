import { contextRules, type MediaApi, type MediaItemShape } from '@showroom/media'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ViewerResolver } from '../auth/viewer.ts'
import { envelope, failure } from '../rest/envelope.ts'
import { LOGO_SOURCE_TYPES, type LogoSourceType, mayUploadLogo } from './logo-permission.ts'
import { uploadFailureOf } from './upload-errors.ts'
import { readUploadBody, UploadBodyTooLarge, uploadViewer } from './upload-request.ts'

export interface LogoRouteOptions {
  media: MediaApi
  resolveViewer: ViewerResolver
}

const LOGO_MAX_BYTES = contextRules.uploader.maxBytes.image
const WHOLE_NUMBER = /^\d{1,10}$/
const MAX_ID = 2_147_483_647
const isLogoSource = (value: string): value is LogoSourceType =>
  (LOGO_SOURCE_TYPES as readonly string[]).includes(value)

export const logoValues = (item: MediaItemShape) => ({
  image_id: item.id,
  public_id: item.publicId,
  folder: item.folder,
  cdn_domain: item.cdnDomain,
  format: item.format,
  resource_type: item.resourceType,
  width: item.widthPx,
  height: item.heightPx,
  logo_url: item.logoUrl,
  image_url: item.originalUrl,
  preview_url: item.previewUrl,
  thumb_url: item.thumbUrl,
  card_url: item.cardUrl,
  source_type: item.sourceType,
  source_id: item.sourceId,
  secondary_id: item.secondaryId,
})

// cdn_upload_logo is multipart, so it has its own route beside the JSON table, with the same envelope
export async function logoRoute(app: FastifyInstance, options: LogoRouteOptions): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failed = uploadFailureOf(error, request)
    return reply.code(failed.status).send(failure(failed.code, failed.message))
  })

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart())
      return reply
        .code(415)
        .send(failure('API_ERR_UNSUPPORTED_MEDIA_TYPE', 'Send cdn_upload_logo as multipart/form-data.'))
    let body: Awaited<ReturnType<typeof readUploadBody>>
    try {
      // one byte over the limit is enough to know the file is too large
      body = await readUploadBody(request, 'image_file', LOGO_MAX_BYTES + 1)
    } catch (error) {
      if (!(error instanceof UploadBodyTooLarge)) throw error
      return reply
        .code(413)
        .send(failure('MEDIA_ERR_TOO_LARGE', contextRules.uploader.tooLarge.image, false, 'image_file'))
    }
    const viewer = await uploadViewer(request, body.fields, options.resolveViewer)
    if (!viewer)
      return reply.code(401).send(failure('API_ERR_NOT_LOGGED_IN', 'Please log in to do that.', false))
    const { source_type: sourceType = '', source_id: sourceId, secondary_id: secondaryId } = body.fields
    const invalid = (field: string, message: string) =>
      reply.code(400).send(failure('API_ERR_VALIDATION', message, true, field))
    if (!body.file) return invalid('image_file', 'Please choose an image to upload.')
    if (!isLogoSource(sourceType))
      return invalid('source_type', `source_type must be ${LOGO_SOURCE_TYPES.join(', ')}.`)
    if (!sourceId || !WHOLE_NUMBER.test(sourceId) || Number(sourceId) > MAX_ID)
      return invalid('source_id', 'must be a whole number')
    if (secondaryId && (!WHOLE_NUMBER.test(secondaryId) || Number(secondaryId) > MAX_ID))
      return invalid('secondary_id', 'must be a whole number')
    // asked before the image is decoded: a refused caller costs no image work
    if (!(await mayUploadLogo(app, request, viewer, { type: sourceType, id: Number(sourceId) })))
      return reply
        .code(403)
        .send(
          failure(
            'MEDIA_ERR_NOT_MANAGER',
            'You can only change the logo of a designer, venue or event you manage.',
            true,
            'source_id',
          ),
        )
    try {
      const item = await options.media.uploadLogo({
        userId: viewer.userId,
        data: body.file,
        sourceType,
        sourceId: Number(sourceId),
        secondaryId: secondaryId ? Number(secondaryId) : null,
      })
      return reply.send(envelope({ values: logoValues(item) }, true))
    } catch (error) {
      const failed = uploadFailureOf(error, request)
      const field = failed.code === 'MEDIA_ERR_INVALID_SOURCE' ? 'source_type' : 'image_file'
      return reply.code(failed.status).send(failure(failed.code, failed.message, true, field))
    }
  }

  const limit = { bodyLimit: LOGO_MAX_BYTES + 256 * 1024 }
  app.post('/api/cdn_upload_logo', limit, handle)
  app.post('/api/cdn_upload_logo/', limit, handle)
}
