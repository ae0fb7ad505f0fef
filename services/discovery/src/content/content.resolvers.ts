import type { RequestContext } from '@showroom/platform'
import { discoveryErrors } from '../discovery.errors.ts'
import type { Loaders } from '../discovery.loaders.ts'
import { shapeCity, shapeDesigner, shapeVenue } from '../discovery.shape.ts'
import { shapeEvent } from '../events/event.shape.ts'
import { shapePhoto } from '../events/event.shape.ts'
import { shapeLookbook, shapeNews, shapeReview } from './content.shape.ts'
import type { ContentStore } from './content.store.ts'

type NewsParent = ReturnType<typeof shapeNews>
type LookbookParent = ReturnType<typeof shapeLookbook>
type ReviewParent = ReturnType<typeof shapeReview>

const clamp = (n: number | null | undefined, fallback: number) => Math.min(Math.max(n ?? fallback, 1), 100)

// news, lookbooks and reviews
export function createContentResolvers(deps: { store: ContentStore; loaders: Loaders; now: () => Date }) {
  const { store, loaders, now } = deps

  const city = async (id: number | null, ctx: RequestContext) => {
    const row = id === null ? null : await loaders(ctx).city(id)
    return row ? shapeCity(row, ctx.locale) : null
  }
  const designer = async (id: number | null, ctx: RequestContext) => {
    const row = id === null ? null : await loaders(ctx).designer(id)
    return row ? shapeDesigner(row, ctx.locale) : null
  }
  const venue = async (id: number | null, ctx: RequestContext) => {
    const row = id === null ? null : await loaders(ctx).venue(id)
    return row ? shapeVenue(row, ctx.locale) : null
  }

  return {
    Query: {
      news: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.newsBySlug(args.slug)
        return row ? shapeNews(row, ctx.locale) : null
      },
      newsList: async (
        _: unknown,
        args: { cityId?: number | null; first?: number | null },
        ctx: RequestContext,
      ) =>
        (await store.newsList(args.cityId ?? null, clamp(args.first, 12))).map((row) =>
          shapeNews(row, ctx.locale),
        ),
      lookbook: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.lookbookBySlug(args.slug)
        return row ? shapeLookbook(row, ctx.locale) : null
      },
      openLookbook: async (_: unknown, args: { slug: string }, ctx: RequestContext) => {
        const row = await store.lookbookBySlug(args.slug)
        if (!row) throw discoveryErrors.notFound('lookbook')
        return shapeLookbook(row, ctx.locale)
      },
    },
    News: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).news(ref.id)
        return row ? shapeNews(row, ctx.locale) : null
      },
      city: (news: NewsParent, _: unknown, ctx: RequestContext) => city(news.cityId, ctx),
      designer: (news: NewsParent, _: unknown, ctx: RequestContext) => designer(news.designerId, ctx),
      venue: (news: NewsParent, _: unknown, ctx: RequestContext) => venue(news.venueId, ctx),
      detailUrl: async (news: NewsParent, _: unknown, ctx: RequestContext) => {
        const row = news.cityId === null ? null : await loaders(ctx).city(news.cityId)
        return row ? `/${row.slug}/news/${news.slug}/` : `/news/${news.slug}/`
      },
    },
    Lookbook: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).lookbook(ref.id)
        return row ? shapeLookbook(row, ctx.locale) : null
      },
      designer: (lookbook: LookbookParent, _: unknown, ctx: RequestContext) =>
        designer(lookbook.designerId, ctx),
      venue: (lookbook: LookbookParent, _: unknown, ctx: RequestContext) => venue(lookbook.venueId, ctx),
      photos: async (lookbook: LookbookParent, _: unknown, ctx: RequestContext) =>
        ((await loaders(ctx).lookbookPhotos(lookbook.id)) ?? []).map((p) => shapePhoto(p, ctx.locale)),
    },
    Review: {
      __resolveReference: async (ref: { id: number }, ctx: RequestContext) => {
        const row = await loaders(ctx).review(ref.id)
        return row ? shapeReview(row) : null
      },
      event: async (review: ReviewParent, _: unknown, ctx: RequestContext) => {
        const row = review.eventId === null ? null : await loaders(ctx).event(review.eventId)
        return row ? shapeEvent(row, ctx.locale, now()) : null
      },
      venue: (review: ReviewParent, _: unknown, ctx: RequestContext) => venue(review.venueId, ctx),
      designer: (review: ReviewParent, _: unknown, ctx: RequestContext) => designer(review.designerId, ctx),
      city: (review: ReviewParent, _: unknown, ctx: RequestContext) => city(review.cityId, ctx),
    },
  }
}
