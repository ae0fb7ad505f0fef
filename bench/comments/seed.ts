// the comment threads the benchmark reads: one event with a long thread and one with a short one,
// written by a few hundred members, then newer comments on a few other events. The event and the members reach the comments service through
// the outbox; each thread opens with a comment posted through the comments in-process api, the
// rest of its comments and the seeded likes follow as multi-row inserts of the same shape (one
// api call per comment would take minutes on PGlite)
import {
  createTestGateway,
  seedLondonEvents,
  type TestDatabaseKind,
  type TestGateway,
} from '@showroom/testkit'
import { sql } from 'kysely'

export interface Member {
  userId: number
  token: string
  username: string
}

export interface Thread {
  eventId: number
  size: number
  // top-level comments that have replies, newest first (what events_comments_get reads)
  withReplies: number[]
  // every comment id of the thread, top-level and replies
  commentIds: number[]
}

export interface Seeded {
  gateway: TestGateway
  members: Member[]
  large: Thread
  small: Thread
  // pairs nobody liked while seeding: the like row likes them, the unlike row takes them back
  freshLikes: { member: Member; commentId: number }[]
  seconds: number
}

export interface SeedOptions {
  database: TestDatabaseKind
  largeThread: number
  smallThread: number
  members: number
  // comments on other events posted after both threads
  laterComments: number
  log: (line: string) => void
}

// a share of the posts answer one of the recent top-level comments, as a lively thread does;
// both threads follow the same pattern so their first pages carry alike replies
const REPLY_SHARE = 0.3
const RECENT_WINDOW = 40
const SEEDED_LIKES_PER_COMMENT = 2
const INSERT_BATCH = 1000
const LATER_EVENTS = 4

const PHRASES = [
  'Loved the tailoring on the second rack',
  'Queue was short after 2pm, **worth it**',
  'Anyone know if the silk pieces restock?',
  'Sizes run small this season',
  'Picked up a coat at 60% off 🔥',
  'The venue was packed but staff were lovely',
  'Do they take cards at the door?',
  'Linen shirts are gone already',
]

// a small deterministic generator: the same threads on every run
function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
  return { next, int: (below: number) => Math.floor(next() * below) }
}

export async function seedThreads(options: SeedOptions): Promise<Seeded> {
  const started = performance.now()
  const gateway = await createTestGateway({ database: options.database })
  const { discovery, accounts, comments } = gateway.services
  const random = randomFrom(7)

  const later = Array.from({ length: LATER_EVENTS }, (_, i) => `later-sale-${i}`)
  const [largeEventId, smallEventId, ...laterEventIds] = await seedLondonEvents(discovery, [
    'long-thread-sale',
    'short-thread-sale',
    ...later,
  ])

  // a few at a time: PostgreSQL runs them side by side, PGlite queues them
  const members: Member[] = new Array(options.members)
  let nextMember = 0
  const createMembers = async () => {
    while (nextMember < options.members) {
      const i = nextMember++
      const username = `bench${i.toString().padStart(4, '0')}`
      const user = await accounts.api.createUser({
        email: `${username}@example.test`,
        username,
        password: 'long-enough-password',
        fullName: `Bench Member ${i}`,
      })
      const session = await accounts.api.signIn(user.id)
      members[i] = { userId: user.id, token: session.token, username }
    }
  }
  await Promise.all(Array.from({ length: 8 }, createMembers))
  // the comments service learns the events and members from the outbox
  await gateway.platform.events.drain()
  options.log(`  ${members.length} members in ${seconds(started)} s`)

  // the first half of the members like while seeding; the second half is left for the like row
  const seedLikers = members.slice(0, Math.ceil(members.length / 2))
  const benchLikers = members.slice(seedLikers.length)

  // the first comment goes through the api (the event reached comments through the outbox, and
  // the row has the shape the service writes); the rest follow as multi-row inserts of that shape
  const commentsDb = gateway.platform.database.forSchema('comments')
  async function postThread(eventId: number, size: number): Promise<Thread> {
    const author = members[0] as Member
    const first = await comments.api.post(
      { userId: author.userId },
      { type: 'event', eventId, comment: 'First!' },
    )
    const topLevel: number[] = [first.id]
    const commentIds: number[] = [first.id]
    const replied = new Set<number>()
    let nextId = first.id + 1
    let batch: Record<string, unknown>[] = []
    const flush = async () => {
      if (batch.length > 0) await commentsDb.insertInto('comments').values(batch).execute()
      batch = []
    }
    const startedAt = Date.now() - size * 60_000
    for (let i = 1; i < size; i++) {
      const poster = members[random.int(members.length)] as Member
      const mentioned = random.next() < 0.1 ? (members[random.int(members.length)] as Member).username : null
      const replyToId =
        random.next() < REPLY_SHARE
          ? (topLevel[topLevel.length - 1 - random.int(Math.min(RECENT_WINDOW, topLevel.length))] as number)
          : null
      const id = nextId++
      batch.push({
        id,
        comment_type: 'event',
        event_id: eventId,
        city_id: first.city_id,
        user_id: poster.userId,
        display_type: 'user',
        display_id: poster.userId,
        body: `${PHRASES[random.int(PHRASES.length)]}${mentioned ? ` @${mentioned}` : ''} (#${i})`,
        mentions: mentioned ? [mentioned] : [],
        reply_to_id: replyToId,
        created_at: new Date(startedAt + i * 60_000),
      })
      commentIds.push(id)
      if (replyToId) replied.add(replyToId)
      else topLevel.push(id)
      if (batch.length === INSERT_BATCH) await flush()
    }
    await flush()
    // explicit ids were given: move the identity past them
    await sql`select setval(pg_get_serial_sequence('comments.comments', 'id'), (select max(id) from comments.comments))`.execute(
      gateway.platform.database.db,
    )
    options.log(`  ${size} comments on event ${eventId} (${seconds(started)} s)`)
    const withReplies = topLevel.filter((id) => replied.has(id)).reverse()
    return { eventId, size, withReplies, commentIds }
  }

  const large = await postThread(largeEventId, options.largeThread)
  const small = await postThread(smallEventId, options.smallThread)
  // the site goes on: newer comments on other events sit above both threads in id order
  for (const eventId of laterEventIds)
    await postThread(eventId, Math.ceil(options.laterComments / LATER_EVENTS))

  // seeded likes: a few per comment from the first half of the members, in multi-row batches
  const likes: {
    comment_id: number
    user_id: number
    persona_type: string
    persona_id: number
    created_at: Date
  }[] = []
  for (const commentId of [...large.commentIds, ...small.commentIds]) {
    const count = random.int(SEEDED_LIKES_PER_COMMENT * 2 + 1)
    const first = random.int(seedLikers.length)
    for (let k = 0; k < count; k++) {
      const liker = seedLikers[(first + k) % seedLikers.length] as Member
      likes.push({
        comment_id: commentId,
        user_id: liker.userId,
        persona_type: 'user',
        persona_id: liker.userId,
        created_at: new Date(),
      })
    }
  }
  for (let i = 0; i < likes.length; i += INSERT_BATCH) {
    await commentsDb
      .insertInto('likes')
      .values(likes.slice(i, i + INSERT_BATCH))
      .execute()
  }
  await sql`update comments.comments c set like_count = l.n
    from (select comment_id, count(*)::int as n from comments.likes group by comment_id) l
    where l.comment_id = c.id`.execute(gateway.platform.database.db)
  await sql`analyze`.execute(gateway.platform.database.db)
  options.log(`  ${likes.length} seeded likes; seeding took ${seconds(started)} s`)

  // many members on many comments, none liked yet by that member
  const freshLikes = large.commentIds.map((commentId, i) => ({
    member: benchLikers[i % benchLikers.length] as Member,
    commentId,
  }))
  for (let i = freshLikes.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    ;[freshLikes[i], freshLikes[j]] = [
      freshLikes[j] as (typeof freshLikes)[0],
      freshLikes[i] as (typeof freshLikes)[0],
    ]
  }

  return { gateway, members, large, small, freshLikes, seconds: Number(seconds(started)) }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
