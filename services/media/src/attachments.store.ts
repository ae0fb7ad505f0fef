import { type Kysely, sql } from 'kysely'
import type { CommentAudience, MediaDb, MediaTables } from './media.tables.ts'
import { label } from './sql.ts'

// what an upload hangs off, as far as one viewer is concerned
export interface Attachments {
  // the audiences of the comments carrying it
  audiences: CommentAudience[]
  // the viewer is a member of a chat one of whose messages carries it
  chatMember: boolean
}

const CHAT_MEMBER_TAG = 'chat_member'

// the given uploads that authorId uploaded: nobody attaches anyone else's
async function ownedBy(db: Kysely<MediaTables>, authorId: number, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return []
  const rows = await db
    .selectFrom('media_items')
    .select('id')
    .where('id', 'in', [...mediaIds])
    .where('owner_id', '=', authorId)
    .modifyEnd(label('ownedByAuthor'))
    .execute()
  return rows.map((row) => Number(row.id))
}

export function createAttachmentsStore(db: MediaDb) {
  return {
    // the comment's photos that its author uploaded; anyone else's are never attached by it
    async attachToComment(
      commentId: number,
      authorId: number,
      mediaIds: readonly number[],
      audience: CommentAudience,
    ): Promise<void> {
      const owned = await ownedBy(db, authorId, mediaIds)
      if (owned.length === 0) return
      await db
        .insertInto('comment_media')
        .values(owned.map((id) => ({ comment_id: commentId, media_item_id: id, audience })))
        .onConflict((oc) => oc.columns(['comment_id', 'media_item_id']).doUpdateSet({ audience }))
        .modifyEnd(label('attachToComment'))
        .execute()
    },

    // from: only rows in one of these audiences change (a deleted comment's photos stay gone)
    async setCommentAudience(
      commentId: number,
      audience: CommentAudience,
      from: readonly CommentAudience[],
    ): Promise<void> {
      await db
        .updateTable('comment_media')
        .set({ audience })
        .where('comment_id', '=', commentId)
        .where('audience', 'in', [...from])
        .modifyEnd(label('setCommentAudience'))
        .execute()
    },

    // the message's photos that its author uploaded; the same message told twice adds nothing
    async attachToChat(
      chatId: number,
      messageId: number,
      authorId: number,
      mediaIds: readonly number[],
    ): Promise<void> {
      const owned = await ownedBy(db, authorId, mediaIds)
      if (owned.length === 0) return
      await db
        .insertInto('chat_media')
        .values(owned.map((id) => ({ chat_id: chatId, message_id: messageId, media_item_id: id })))
        .onConflict((oc) => oc.columns(['chat_id', 'message_id', 'media_item_id']).doNothing())
        .modifyEnd(label('attachToChat'))
        .execute()
    },

    // events may come in any order: a pair keeps what the latest event about it said, so an
    // older event delivered late (a join after the removal that followed it) changes nothing
    async setChatMembership(
      chatId: number,
      userIds: readonly number[],
      isMember: boolean,
      at: Date,
    ): Promise<void> {
      const users = [...new Set(userIds)]
      if (users.length === 0) return
      await db
        .insertInto('chat_members')
        .values(
          users.map((userId) => ({ chat_id: chatId, user_id: userId, is_member: isMember, changed_at: at })),
        )
        .onConflict((oc) =>
          oc
            .columns(['chat_id', 'user_id'])
            .doUpdateSet((eb) => ({
              is_member: eb.ref('excluded.is_member'),
              changed_at: eb.ref('excluded.changed_at'),
            }))
            .whereRef('chat_members.changed_at', '<=', 'excluded.changed_at'),
        )
        .modifyEnd(label('setChatMembership'))
        .execute()
    },

    // for each upload, its comments' audiences and whether the viewer is in a chat that carries it,
    // in one query
    async attachmentsOf(ids: readonly number[], viewerId: number | null): Promise<Map<number, Attachments>> {
      const found = new Map<number, Attachments>()
      if (ids.length === 0) return found
      const comments = db
        .selectFrom('comment_media')
        .select(['media_item_id', sql<string>`audience`.as('tag')])
        .where('media_item_id', 'in', [...ids])
      // the chat half comes from the callback's builder: compiled into this query, not run as its own
      const query =
        viewerId === null
          ? comments
          : comments.unionAll((eb) =>
              eb
                .selectFrom('chat_media')
                .innerJoin('chat_members', 'chat_members.chat_id', 'chat_media.chat_id')
                .select(['chat_media.media_item_id', sql.lit<string>(CHAT_MEMBER_TAG).as('tag')])
                .where('chat_media.media_item_id', 'in', [...ids])
                .where('chat_members.user_id', '=', viewerId)
                .where('chat_members.is_member', '=', true),
            )
      const rows = await query.modifyEnd(label('attachmentsOf')).execute()
      for (const row of rows) {
        const id = Number(row.media_item_id)
        const entry = found.get(id) ?? { audiences: [], chatMember: false }
        if (row.tag === CHAT_MEMBER_TAG) entry.chatMember = true
        else entry.audiences.push(row.tag as CommentAudience)
        found.set(id, entry)
      }
      return found
    },
  }
}

export type AttachmentsStore = ReturnType<typeof createAttachmentsStore>
