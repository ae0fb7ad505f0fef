import type { ApiResult } from '@showroom/graphql-client/fetch'
import type { CountUpdate, LiveCount } from '../model/bell.ts'
import type { Timers } from '../model/timers.ts'
import type { FeedItem, FeedPage } from '../model/types.ts'

export const ok = <V>(values: V): ApiResult<V> => ({
  valid: true,
  status: 200,
  envelope: { errors: [], values, lookups: {}, meta: { step: 1, login_ok: true } },
})

export const failed = <V>(
  options: { status?: number; message?: string; step?: number } = {},
): ApiResult<V> => ({
  valid: false,
  status: options.status ?? 500,
  envelope:
    options.step === undefined
      ? null
      : {
          errors: [{ code: 'X', message: options.message ?? '' }],
          values: {} as V,
          lookups: {},
          meta: { step: options.step, login_ok: true },
        },
  message: options.message,
  aborted: false,
})

// a promise the test settles when it wants: answers can come back in any order
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

// lets every settled promise's callbacks run
export const flush = async (rounds = 8) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve()
}

// a clock the test moves by hand: intervals and timeouts fire as their time comes
export function manualClock(start = 1_000_000) {
  let now = start
  let nextId = 0
  const tasks = new Map<number, { at: number; every: number | null; run: () => void }>()
  const timers: Timers = {
    every(ms, tick) {
      const id = ++nextId
      tasks.set(id, { at: now + ms, every: ms, run: tick })
      return () => {
        tasks.delete(id)
      }
    },
    after(ms, done) {
      const id = ++nextId
      tasks.set(id, { at: now + ms, every: null, run: done })
      return () => {
        tasks.delete(id)
      }
    },
    now: () => now,
  }
  function advance(ms: number) {
    const until = now + ms
    for (;;) {
      const due = [...tasks.entries()]
        .filter(([, task]) => task.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      const [id, task] = due
      now = task.at
      if (task.every === null) tasks.delete(id)
      else task.at += task.every
      task.run()
    }
    now = until
  }
  return { timers, advance, pending: () => [...tasks.values()].map((task) => task.every ?? -1) }
}

// the live count, driven by the test
export function fakeLiveCount() {
  const sinks: { next: (update: CountUpdate) => void; down: () => void; active: boolean }[] = []
  const live: LiveCount = {
    subscribe(next, down) {
      const sink = { next, down, active: true }
      sinks.push(sink)
      return () => {
        sink.active = false
      }
    },
  }
  return {
    live,
    push: (unseenCount: number, latestSeq = unseenCount) => {
      for (const sink of sinks) if (sink.active) sink.next({ unseenCount, latestSeq })
    },
    drop: () => {
      for (const sink of sinks) if (sink.active) sink.down()
    },
    active: () => sinks.filter((sink) => sink.active).length,
  }
}

const member = (id: number, name: string) => ({
  id,
  username: name.toLowerCase().replace(/\s+/g, ''),
  full_name: name,
  url: `/user/${name.toLowerCase().replace(/\s+/g, '')}`,
  profile_icon_url: null,
  is_team: false,
  vip_level: 0,
  is_pro: false,
  is_verified: 0,
  is_deleted: false,
})

// an activity feed item as activity_feed_get answers it
export function feedItem(
  id: number,
  extra: Partial<FeedItem> & { text?: string; photos?: number } = {},
): FeedItem {
  const { text, photos, ...rest } = extra
  const user = member(5, 'Theo Wong')
  return {
    id,
    created_timestamp: 1_795_000_000 + id,
    source_type: 'event_comment',
    source_id: id,
    source: {
      id: id + 1000,
      comment_type: 'event',
      comment: text ?? `Post ${id}`,
      comment_html: `<p>${text ?? `Post ${id}`}</p>`,
      user,
      media: Array.from({ length: photos ?? 0 }, (_, index) => ({
        id: id * 10 + index,
        resource_type: 'image' as const,
        width_px: 800,
        height_px: 800,
        preview_url: `/media/${id}-${index}/preview.webp`,
        thumb_url: `/media/${id}-${index}/thumb.webp`,
        card_url: `/media/${id}-${index}/card.webp`,
        static_thumb_url: `/media/${id}-${index}/thumb.webp`,
        static_card_url: `/media/${id}-${index}/card.webp`,
        processed: true,
      })),
      reply_count: 2,
      like_count: 3,
      is_liked: false,
    },
    entity_type: 'user',
    entity_id: 5,
    entity: user,
    target_type: 'event',
    target: { id: 150, name: 'Maison Verre Warehouse Sale' },
    title_html: `<a href="/user/theo">Theo Wong</a> commented on <a href="/london/event/maison-verre/">Maison Verre Warehouse Sale</a>`,
    created_since: '5 minutes ago',
    page_token: `t${id}`,
    comment_id: id + 1000,
    city_id: 1,
    share_url: `/london/social/?uai=${id}`,
    ...rest,
  }
}

// a page of the feed: newest first
export function feedPage(ids: readonly number[], extra: Partial<FeedPage> = {}): FeedPage {
  const feed = ids.map((id) => feedItem(id))
  return {
    feed,
    has_more: false,
    page_token: feed.at(-1)?.page_token ?? null,
    first_id: feed[0]?.id ?? null,
    first_created: feed[0]?.created_timestamp ?? null,
    first_page_token: feed[0]?.page_token ?? null,
    gap: null,
    layout: 'summary',
    ...extra,
  }
}
