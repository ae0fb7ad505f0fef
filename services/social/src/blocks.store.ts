import type { SocialDb } from './social.tables.ts'
import { label } from './sql.ts'

// member-to-member blocks learnt from chat: either side's block keeps the two from following or
// befriending each other anew
export function blockQueries(db: SocialDb) {
  return {
    async setBlock(userId: number, blockedId: number, on: boolean): Promise<void> {
      if (on)
        await db
          .insertInto('blocks')
          .values({ user_id: userId, blocked_id: blockedId })
          .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
          .modifyEnd(label('blocks.add'))
          .execute()
      else
        await db
          .deleteFrom('blocks')
          .where('user_id', '=', userId)
          .where('blocked_id', '=', blockedId)
          .execute()
    },

    async blockedBetween(a: number, b: number): Promise<boolean> {
      const row = await db
        .selectFrom('blocks')
        .select('user_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .modifyEnd(label('blocks.between'))
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
