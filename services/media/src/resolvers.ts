import { createBatchLoader, perRequest, type RequestContext, type Storage } from '@showroom/platform'
import type { MediaItemRecord, MediaItemsStore } from './media-items.store.ts'
import { mediaErrors } from './media.errors.ts'
import { shapeMediaItem } from './media.shape.ts'
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
  return {
    Query: {
      mediaItem: async (_: unknown, args: { id: number }) => shape((await items.byIds([args.id]))[0]),
      mediaItemByPublicId: async (_: unknown, args: { publicId: string }) =>
        shape(await items.byPublicId(args.publicId)),
      mediaItems: async (_: unknown, args: { ids: number[] }) => {
        const found = await items.byIds(args.ids.slice(0, MAX_IDS))
        const byId = new Map(found.map((item) => [item.id, item]))
        return args.ids.flatMap((id) => {
          const item = byId.get(id)
          return item ? [shapeMediaItem(item, storage, publicUrl)] : []
        })
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
        shape(await itemLoader(ctx)(Number(ref.id))),
    },
  }
}
