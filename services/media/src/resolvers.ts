import { createBatchLoader, perRequest, type RequestContext, type Storage } from '@showroom/platform'
import type { MediaItemRecord, MediaItemsStore } from './media-items.store.ts'
import { mediaErrors } from './media.errors.ts'
import { canSeeMediaItem } from './media.rules.ts'
import { shapeMediaItem } from './media.shape.ts'
import type { CommentAudience } from './media.tables.ts'
import { type RegisterUploadInput, registerUpload } from './media-registration.ts'

const MAX_IDS = 200

export function createResolvers(items: MediaItemsStore, storage: Storage, publicUrl: string) {
  const shape = (item: MediaItemRecord | null | undefined) =>
    item ? shapeMediaItem(item, storage, publicUrl) : null
  // a comment list with many photos asks for all its media items in one query per request
  const itemLoader = perRequest<RequestContext, (id: number) => Promise<MediaItemRecord | null>>(() =>
    createBatchLoader(async (ids: readonly number[]) => {
      const found = await items.byIds(ids)
      return new Map(found.map((item) => [item.id, item]))
    }),
  )
  const audienceLoader = perRequest<RequestContext, (id: number) => Promise<CommentAudience[] | null>>(() =>
    createBatchLoader((ids: readonly number[]) => items.audiencesOf(ids)),
  )

  // every read goes through here: an upload the viewer may not see is as absent as an unknown one
  async function visible(ctx: RequestContext, item: MediaItemRecord | null | undefined) {
    if (!item) return null
    const audiences = (await audienceLoader(ctx)(item.id)) ?? []
    return canSeeMediaItem(item, ctx.viewer, audiences) ? item : null
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
