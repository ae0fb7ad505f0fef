import { z } from 'zod'
import { sql } from 'kysely'
import type { CommentState, NotificationsDb } from './notifications.tables.ts'
import { label } from './sql.ts'

const whole = z.number().int()

const commentRow = z.object({
  id: whole,
  user_id: whole,
  reply_to_id: whole.nullable(),
  comment_type: z.string(),
  event_id: whole.nullable(),
  flash_sale_id: whole.nullable(),
  source_type: z.string().nullable(),
  source_id: whole.nullable(),
  persona_type: z.enum(['user', 'designer', 'venue']).nullable(),
  persona_id: whole.nullable(),
  state: z.enum(['visible', 'hidden', 'deleted']),
})
export type KnownComment = z.infer<typeof commentRow>

// what notifications learnt from other services' events: usernames for @mentions, and comments
// (whose, where, still shown) for replies, likes, links and removal
export function knownQueries(db: NotificationsDb) {
  return {
    async rememberUser(id: number, username: string): Promise<void> {
      await db
        .insertInto('known_users')
        .values({ id, username_key: username.toLowerCase() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ username_key: username.toLowerCase() }))
        .modifyEnd(label('knownUsers.remember'))
        .execute()
    },

    async forgetUser(id: number): Promise<void> {
      await db.deleteFrom('known_users').where('id', '=', id).modifyEnd(label('knownUsers.forget')).execute()
    },

    async userIdsByUsernames(usernames: readonly string[]): Promise<number[]> {
      if (usernames.length === 0) return []
      const rows = await db
        .selectFrom('known_users')
        .select('id')
        .where(
          'username_key',
          'in',
          usernames.map((name) => name.toLowerCase()),
        )
        .modifyEnd(label('knownUsers.byUsernames'))
        .execute()
      return rows.map((row) => whole.parse(row.id))
    },

    // seen again (an unshadowed comment is announced with its whole payload): visible once more
    async rememberComment(comment: Omit<KnownComment, 'state'>): Promise<void> {
      await db
        .insertInto('known_comments')
        .values({ ...comment, state: 'visible' })
        .onConflict((oc) => oc.column('id').doUpdateSet({ state: 'visible' }))
        .modifyEnd(label('knownComments.remember'))
        .execute()
    },

    // a comment and the replies to it are recorded one at a time: whichever of them arrives second
    // sees the first, so a reply delivered before the comment it answers is not lost
    async lockThread(rootId: number): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`notifications.thread.${rootId}`}, 0))`.execute(
        db,
      )
    },

    // a share lock for a notification about the comment, an update lock for its removal: whichever
    // comes second sees what the first did
    async lockComment(id: number, mode: 'share' | 'update'): Promise<KnownComment | null> {
      const query = db.selectFrom('known_comments').selectAll().where('id', '=', id)
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate())
        .modifyEnd(label('knownComments.lock'))
        .executeTakeFirst()
      return row ? commentRow.parse(row) : null
    },

    async setCommentState(id: number, state: CommentState): Promise<void> {
      await db
        .updateTable('known_comments')
        .set({ state })
        .where('id', '=', id)
        .modifyEnd(label('knownComments.setState'))
        .execute()
    },

    async replies(rootId: number): Promise<KnownComment[]> {
      const rows = await db
        .selectFrom('known_comments')
        .selectAll()
        .where('reply_to_id', '=', rootId)
        .modifyEnd(label('knownComments.replies'))
        .execute()
      return rows.map((row) => commentRow.parse(row))
    },

    async commentsByIds(ids: readonly number[]): Promise<Map<number, KnownComment>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('known_comments')
        .selectAll()
        .where('id', 'in', [...ids])
        .modifyEnd(label('knownComments.byIds'))
        .execute()
      return new Map(rows.map((row) => commentRow.parse(row)).map((c) => [c.id, c]))
    },
  }
}
