import { buffer } from 'node:stream/consumers'
import type { CommentsService } from '@showroom/comments'
import type { MediaService } from '@showroom/media'
import type { Storage } from '@showroom/platform'
import type { CITIES } from './cities.ts'
import {
  COMMENTED_EVENTS,
  DEMO_POLL,
  LONDON_FEED_EXTRA,
  type PlannedComment,
  planExtraComment,
  POLL_SKIPS,
  planThread,
} from './content/comments.ts'
import type { NewEvent } from '@showroom/discovery'
import { addDays, todayIn } from './dates.ts'
import { photoKey } from './images/pool.ts'
import { createRandom, type Random } from './random.ts'

export interface CityEvents {
  city: (typeof CITIES)[number]
  events: { id: number; event: NewEvent }[]
}

export interface Commenter {
  userId: number
  username: string
}

export interface CommentsLoadInput {
  comments: CommentsService
  media: MediaService
  storage: Storage
  cities: CityEvents[]
  // who writes: generated members and the documented accounts
  authors: Commenter[]
  random: Random
  now: Date
  // delivers the outbox: comments learns each upload and its uploader from it
  drainEvents: () => Promise<void>
}

const MINUTE_MS = 60_000
// pooled photos each stored once as a media item and shared by the photo comments
const COMMENT_PHOTOS = [
  ['landscape', 0],
  ['portrait', 1],
  ['square', 2],
  ['portrait', 4],
] as const
const POLL_ANSWERS = 9
// a member may only attach photos they uploaded: these documented members post the photo comments,
// each with their own copy of the pooled photos
const PHOTOGRAPHERS = ['pia', 'ava', 'ben'] as const

const listed = ({ event }: { event: NewEvent }) => !event.isUnlisted && !event.isCancelled

// as the city home lists them: open this week, featured first, then by start
function thisWeek(events: CityEvents['events'], today: string) {
  const end = addDays(today, 7)
  return events
    .filter(listed)
    .filter(({ event }) => event.openDates.some((d) => d.date >= today && d.date < end))
    .sort(
      (a, b) =>
        (b.event.featuredLevel ?? 0) - (a.event.featuredLevel ?? 0) ||
        a.event.startsAt.getTime() - b.event.startsAt.getTime() ||
        a.id - b.id,
    )
}

// the events that get a thread: the first ones of this week, and a few later ones
export function commentedEvents(cities: CityEvents[], random: Random, now: Date) {
  return cities.flatMap(({ city, events }) => {
    const first = thisWeek(events, todayIn(city.timezone, now)).slice(
      0,
      city.slug === 'london' ? COMMENTED_EVENTS.londonThisWeek : COMMENTED_EVENTS.thisWeek,
    )
    const chosen = new Set(first.map((e) => e.id))
    const soon = now.getTime() + 8 * 24 * 60 * MINUTE_MS
    const later = events
      .filter(listed)
      .filter(({ id, event }) => !chosen.has(id) && event.startsAt.getTime() > soon)
      .filter(({ event }) => event.startsAt.getTime() < soon + 60 * 24 * 60 * MINUTE_MS)
    const picked = random.sample(later, COMMENTED_EVENTS.later)
    return [...first, ...picked].map(({ id }) => ({ eventId: id, city }))
  })
}

async function storePhotos(media: MediaService, storage: Storage, ownerId: number): Promise<number[]> {
  const ids: number[] = []
  for (const [shape, n] of COMMENT_PHOTOS) {
    const found = await storage.get(photoKey(shape, n))
    if (!found) throw new Error(`the demo photo ${photoKey(shape, n)} is not installed`)
    const answer = await media.api.receiveSlice({
      userId: ownerId,
      uploadId: null,
      requested: 'image',
      context: 'composer',
      range: null,
      data: await buffer(found.stream),
    })
    if (!answer.done) throw new Error('a whole-file upload answered with progress')
    ids.push(answer.asset.mediaItemId)
  }
  return ids
}

interface Scheduled {
  planned: PlannedComment
  eventId: number
  at: Date
  parent: Scheduled | null
  id?: number
}

// threads on a few dozen events, with replies, likes, photos and one poll; returns what it wrote
export async function loadComments(input: CommentsLoadInput) {
  const { authors, random, now } = input
  const comments = input.comments.api
  const found = PHOTOGRAPHERS.flatMap((name) => authors.filter((a) => a.username === name))
  const photographers = found.length > 0 ? found : [authors[0] as Commenter]
  const pools = new Map<number, number[]>()
  for (const who of photographers)
    pools.set(who.userId, await storePhotos(input.media, input.storage, who.userId))
  await input.drainEvents()
  // a planned photo comment is written by one of the photographers
  const authorOf = (planned: PlannedComment) =>
    planned.photos > 0
      ? (photographers[planned.author % photographers.length] as Commenter)
      : (authors[planned.author] as Commenter)
  const targets = commentedEvents(input.cities, random, now)
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS)

  const schedule: Scheduled[] = []
  for (const { eventId, city } of targets) {
    const thread = planThread(random, { chinese: city.slug === 'hong-kong', authors: authors.length })
    for (const planned of thread) {
      const top: Scheduled = { planned, eventId, at: ago(planned.minutesAgo), parent: null }
      schedule.push(top)
      for (const reply of planned.replies)
        schedule.push({ planned: reply, eventId, at: ago(reply.minutesAgo), parent: top })
    }
  }
  // drawn apart from the threads, which stay as they were
  const extra = createRandom(20261125)
  const london = targets.filter(({ city }) => city.slug === 'london')
  for (let n = 0; n < LONDON_FEED_EXTRA && london.length > 0; n++) {
    const planned = planExtraComment(extra, authors.length)
    const { eventId } = extra.pick(london)
    schedule.push({ planned, eventId, at: ago(planned.minutesAgo), parent: null })
  }
  // oldest first, so ids follow time as they do on the site
  schedule.sort((a, b) => a.at.getTime() - b.at.getTime())

  for (const item of schedule) {
    const author = authorOf(item.planned)
    const parentAuthor = item.parent ? authorOf(item.parent.planned) : null
    const mention = parentAuthor && item.planned.mentionsParent ? `@${parentAuthor.username} ` : ''
    const row = await comments.post(
      { userId: author.userId },
      {
        type: 'event',
        eventId: item.eventId,
        comment: `${mention}${item.planned.text}`,
        photoIds: random.sample(pools.get(author.userId) ?? [], item.planned.photos),
        replyToId: item.parent?.id ?? null,
      },
      { at: item.at },
    )
    item.id = row.id
  }

  let likes = 0
  for (const item of schedule) {
    for (const liker of item.planned.likers) {
      const at = new Date(Math.min(item.at.getTime() + random.int(1, 240) * MINUTE_MS, now.getTime()))
      await comments.like({ userId: (authors[liker] as Commenter).userId }, item.id as number, { at })
      likes++
    }
  }

  // the poll: newest on the first event of London this week
  const pollEventId = targets[0]?.eventId as number
  const pollAuthor = authors.find((a) => a.username === 'theo') ?? (authors[0] as Commenter)
  const poll = await comments.post(
    { userId: pollAuthor.userId },
    {
      type: 'event',
      eventId: pollEventId,
      comment: DEMO_POLL.comment,
      poll: { title: DEMO_POLL.title, options: [...DEMO_POLL.options] },
    },
    { at: ago(30) },
  )
  const voters = authors.filter((a) => !(POLL_SKIPS as readonly string[]).includes(a.username))
  for (const voter of random.sample(voters, POLL_ANSWERS))
    await comments.answerPoll(
      { userId: voter.userId },
      poll.poll_id as number,
      random.pick(DEMO_POLL.options),
    )

  return { threads: targets.length, comments: schedule.length + 1, likes, pollEventId }
}
