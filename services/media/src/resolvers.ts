import { createBatchLoader, perRequest, type RequestContext, type Storage } from '@showroom/platform'
import type { Attachments, AttachmentsStore } from './attachments.store.ts'
import type { MediaItemRecord, MediaItemsStore } from './media-items.store.ts'
import { mediaErrors } from './media.errors.ts'
import { canSeeMediaItem } from './media.rules.ts'
import { shapeMediaItem } from './media.shape.ts'
import { type RegisterUploadInput, registerUpload } from './media-registration.ts'

const MAX_IDS = 200

type AttachmentLoader = (id: number) => Promise<Attachments | null>

const NOTHING: Attachments = { audiences: [], chatMember: false }

export function createResolvers(
  items: MediaItemsStore,
  attachments: AttachmentsStore,
  storage: Storage,
  publicUrl: string,
) {
  const shape = (item: MediaItemRecord | null | undefined) =>
    item ? shapeMediaItem(item, storage, publicUrl) : null
  // a comment list with many photos asks for all its media items in one query per request
  const itemLoader = perRequest<RequestContext, (id: number) => Promise<MediaItemRecord | null>>(() =>
    createBatchLoader(async (ids: readonly number[]) => {
      const found = await items.byIds(ids)
      return new Map(found.map((item) => [item.id, item]))
    }),
  )
  // what the items hang off, as seen by the request's viewer (one request, one viewer)
  const attachmentLoaders = perRequest<RequestContext, Map<number | null, AttachmentLoader>>(() => new Map())
  const attachmentLoader = (ctx: RequestContext): AttachmentLoader => {
    const viewerId = ctx.viewer?.userId ?? null
    const loaders = attachmentLoaders(ctx)
    let loader = loaders.get(viewerId)
    if (!loader) {
      loader = createBatchLoader((ids: readonly number[]) => attachments.attachmentsOf(ids, viewerId))
      loaders.set(viewerId, loader)
    }
    return loader
  }

  // every read goes through here: an upload the viewer may not see is as absent as an unknown one
  async function visible(ctx: RequestContext, item: MediaItemRecord | null | undefined) {
    if (!item) return null
    const attached = (await attachmentLoader(ctx)(item.id)) ?? NOTHING
    return canSeeMediaItem(item, ctx.viewer, attached) ? item : null
  }

  return {
    Query: {
      mediaItem: async (_: unknown, args: { id: number }, ctx: RequestContext) =>
        shape(await visible(ctx, await itemLoader(ctx)(args.id))),
      mediaItemByPublicId: async (_: unknown, args: { publicId: string }, ctx: RequestContext) =>
        shape(await visible(ctx, await items.byPublicId(args.publicId))),
      mediaItems: async (_: unknown, args: { ids: number[] }, ctx: RequestContext) => {
        const ids = args.ids.slice(0, MAX_IDS)
        const found = await Promise.all(ids.map(async (id) => visible(ctx, await itemLoader(ctx)(id))))
        return found.flatMap((item) => (item ? [shapeMediaItem(item, storage, publicUrl)] : []))
      },
    },
    Mutation: {
      registerUploadedMedia: async (
        _: unknown,
        args: { input: RegisterUploadInput },
        ctx: RequestContext,
      ) => {
        if (!ctx.viewer) throw mediaErrors.notSignedIn()
        return shape(await registerUpload(items, ctx.viewer.userId, args.input))
      },
    },
    MediaItem: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) =>
        shape(await visible(ctx, await itemLoader(ctx)(Number(ref.id)))),
    },
  }
}
