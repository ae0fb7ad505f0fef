import type { FeedDb } from './feed.tables.ts'
import { whole } from './item-row.ts'
import { label } from './sql.ts'

export interface BlockedPersona {
  type: string
  id: number
}

// whom a member blocked, learnt from chat: read once per request to filter that member's pages
export function blockQueries(db: FeedDb) {
  return {
    async setBlock(userId: number, blocked: BlockedPersona, on: boolean): Promise<void> {
      if (on)
        await db
          .insertInto('blocks')
          .values({ user_id: userId, blocked_type: blocked.type, blocked_id: blocked.id })
          .onConflict((oc) => oc.columns(['user_id', 'blocked_type', 'blocked_id']).doNothing())
          .modifyEnd(label('blocks.add'))
          .execute()
      else
        await db
          .deleteFrom('blocks')
          .where('user_id', '=', userId)
          .where('blocked_type', '=', blocked.type)
          .where('blocked_id', '=', blocked.id)
          .modifyEnd(label('blocks.remove'))
          .execute()
    },

    async blockedBy(userId: number): Promise<BlockedPersona[]> {
      const rows = await db
        .selectFrom('blocks')
        .select(['blocked_type', 'blocked_id'])
        .where('user_id', '=', userId)
        .orderBy('blocked_type')
        .orderBy('blocked_id')
        .modifyEnd(label('blocks.ofMember'))
        .execute()
      return rows.map((row) => ({ type: row.blocked_type, id: whole.parse(row.blocked_id) }))
    },

    async forgetBlocks(userId: number): Promise<void> {
      await db.deleteFrom('blocks').where('user_id', '=', userId).modifyEnd(label('blocks.forget')).execute()
    },
  }
}
