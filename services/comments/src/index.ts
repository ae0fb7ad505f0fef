import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { Logger, Persona, RequestContext, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_comments.ts'
import * as threadOrder from '../migrations/0002_thread_order.ts'
import * as knownSources from '../migrations/0003_known_sources.ts'
import * as chatsElsewhere from '../migrations/0004_chats_elsewhere.ts'
import * as flashSaleVisibility from '../migrations/0005_flash_sale_visibility.ts'
import {
  type CommentsEventPublisher,
  type CommentsEventSubscriber,
  type CommentsPubSub,
  commentsEvents,
  upstreamEvents,
} from './comments.events.ts'
import { type CommentsCore, createCommentsCore } from './comments.service.ts'
import { type CommentRow, createCommentsStore } from './comments.store.ts'
import type { CommentsTables } from './comments.tables.ts'
import { createResolvers } from './resolvers.ts'
import { learnSource } from './source-events.ts'

export { CommentsErrorCode } from './comments.errors.ts'
export { commentsEvents }
export type { CommentEventPayload } from './comments.events.ts'
export { renderCommentHtml } from './markdown.ts'

export interface CommentsDeps {
  // already scoped to the comments schema
  db: Kysely<CommentsTables>
  events: CommentsEventPublisher & CommentsEventSubscriber
  pubsub: CommentsPubSub
  logger: Logger
  now?: () => Date
}

type Author = { userId: number; persona?: Persona; roles?: ('member' | 'moderator' | 'admin')[] }

// the typed in-process surface for demo data and tests; `at` backdates what demo data writes
export interface CommentsApi {
  // as if the member had posted it through the site, with every rule applied
  post(
    author: Author,
    input: Parameters<CommentsCore['create']>[1],
    options?: { at?: Date },
  ): Promise<CommentRow>
  like(member: Author, commentId: number, options?: { at?: Date }): Promise<CommentRow>
  answerPoll(member: Author, pollId: number, answer: string): Promise<void>
  countComments(): Promise<number>
  countLikes(): Promise<number>
}

const inProcess = (author: Author): RequestContext => ({
  viewer: {
    userId: author.userId,
    sessionId: 'in-process',
    persona: author.persona ?? { type: 'user', id: author.userId },
    roles: author.roles ?? ['member'],
    isPro: false,
    isTeam: false,
    points: 0,
  },
  requestId: 'in-process',
  authToken: null,
  locale: 'en',
  clientIp: null,
})

export interface CommentsService extends ServiceModule {
  name: 'comments'
  api: CommentsApi
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))
const SUBSCRIBER = 'comments'

export function createCommentsService(deps: CommentsDeps): CommentsService {
  const now = deps.now ?? (() => new Date())
  const store = createCommentsStore(deps.db)
  const coreDeps = { store, events: deps.events, pubsub: deps.pubsub, logger: deps.logger, now }
  const core = createCommentsCore(coreDeps)
  // the same rules on a fixed clock, for backdated demo data
  const coreAt = (at: Date | undefined) => (at ? createCommentsCore({ ...coreDeps, now: () => at }) : core)
  const schema = buildSubgraphSchema([
    { typeDefs, resolvers: createResolvers(core, store, deps.pubsub, now) },
  ])
  let subscribed = false

  const count = async (table: 'comments' | 'likes') => {
    const row = await deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  const api: CommentsApi = {
    post: (author, input, options) => coreAt(options?.at).create(inProcess(author), input),
    like: (member, commentId, options) => coreAt(options?.at).like(inProcess(member), commentId),
    answerPoll: async (member, pollId, answer) => {
      await core.answerPoll(inProcess(member), pollId, answer)
    },
    countComments: () => count('comments'),
    countLikes: () => count('likes'),
  }

  return {
    name: 'comments',
    schema,
    migrations: {
      '0001_comments': initial,
      '0002_thread_order': threadOrder,
      '0003_known_sources': knownSources,
      '0004_chats_elsewhere': chatsElsewhere,
      '0005_flash_sale_visibility': flashSaleVisibility,
    },
    api,
    async start() {
      if (subscribed) return
      subscribed = true
      await deps.events.subscribe(SUBSCRIBER, Object.values(upstreamEvents), (event) =>
        learnSource(store, event),
      )
    },
  }
}
