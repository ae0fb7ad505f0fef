import type { GraphQLResolverMap } from '@apollo/subgraph'
import type { RequestContext } from '@showroom/platform'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatCore, PageInput, PostInput, StartInput } from './chat.service.ts'
import type { MessageRow } from './chat.store.ts'
import type { ChatActivity } from './live.service.ts'
import { describeSince, secondsSince } from './time-since.ts'

type Target = { type: string; id: number }

const persona = (p: PersonaKey) => ({
  type: p.type,
  id: p.id,
  user: p.type === 'user' ? { id: p.id } : null,
  designer: p.type === 'designer' ? { id: p.id } : null,
  venue: p.type === 'venue' ? { id: p.id } : null,
})

const message = (row: MessageRow, now: Date) => ({
  id: row.id,
  chatId: row.conversation_id,
  seq: row.seq,
  author: persona({ type: row.persona_type, id: row.persona_id }),
  authorUserId: row.author_user_id,
  authorUser: { id: row.author_user_id },
  text: row.body,
  photoIds: row.photo_ids,
  media: row.photo_ids.map((id) => ({ id })),
  clientMessageId: row.client_message_id,
  createdAt: row.created_at.toISOString(),
  createdSince: describeSince(secondsSince(row.created_at, now)),
  createdDiff: secondsSince(row.created_at, now),
})

const chat = (view: Awaited<ReturnType<ChatCore['open']>>) => ({ ...view, target: persona(view.target) })

const report = (row: Awaited<ReturnType<ChatCore['report']>>) => ({
  id: row.id,
  chatId: row.conversation_id,
  reporterUserId: row.reporter_user_id,
  reason: row.reason,
  atSeq: row.at_seq,
  createdAt: new Date(row.created_at).toISOString(),
})

export function createResolvers(core: ChatCore, now: () => Date): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      myChats: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await core.list(ctx)).map((row) => ({
          id: row.id,
          entity: persona(row.other),
          unreadCount: row.unreadCount,
          lastSeq: row.lastSeq,
          lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
          lastMessageText: row.lastMessageText,
          createdAt: row.createdAt.toISOString(),
        })),
      chat: async (_: unknown, args: { id: number }, ctx: RequestContext) =>
        chat(await core.open(ctx, args.id)),
      chatMessages: async (_: unknown, args: PageInput & { chatId: number }, ctx: RequestContext) => {
        const page = await core.messages(ctx, args.chatId, args)
        return { messages: page.rows.map((row) => message(row, now())), hasMore: page.hasMore }
      },
      chatUnreadCount: (_: unknown, __: unknown, ctx: RequestContext) => core.unreadCount(ctx),
      chatReports: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) =>
        (await core.reports(ctx, args.limit)).map(report),
    },
    Mutation: {
      startChat: async (_: unknown, args: StartInput, ctx: RequestContext) =>
        chat(await core.start(ctx, args)),
      postChatMessage: async (_: unknown, args: PostInput & { chatId: number }, ctx: RequestContext) =>
        message(await core.post(ctx, args.chatId, args), now()),
      markChatRead: (_: unknown, args: { chatId: number; seq?: number | null }, ctx: RequestContext) =>
        core.markRead(ctx, args.chatId, args.seq),
      blockChatPersona: (_: unknown, args: { target: Target }, ctx: RequestContext) =>
        core.block(ctx, args.target),
      unblockChatPersona: (_: unknown, args: { target: Target }, ctx: RequestContext) =>
        core.unblock(ctx, args.target),
      reportChat: async (_: unknown, args: { chatId: number; reason: string }, ctx: RequestContext) =>
        report(await core.report(ctx, args.chatId, args.reason)),
    },
    Subscription: {
      chatMessageAdded: {
        subscribe: (_: unknown, args: { chatId: number; afterSeq: number }, ctx: RequestContext) =>
          core.messagesAfter(ctx, args.chatId, args.afterSeq),
        resolve: (row: MessageRow) => message(row, now()),
      },
      chatActivity: {
        subscribe: (_: unknown, __: unknown, ctx: RequestContext) => core.activity(ctx),
        resolve: (activity: ChatActivity) => activity,
      },
    },
  }
}
