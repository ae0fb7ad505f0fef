import { sql } from 'kysely'
import type { NewItem } from './feed.rules.ts'
import type { FeedDb } from './feed.tables.ts'
import { ITEM_COLUMNS, type ItemRow, itemRow } from './item-row.ts'
import { label } from './sql.ts'

// what learning and sharing write: items made, hidden and removed, members forgotten, shares
export function itemQueries(db: FeedDb) {
  return {
    // the author's lock, so learning a post and forgetting its member never cross
    async lockMember(userId: number): Promise<boolean> {
      await sql`select pg_advisory_xact_lock(${2_026_112_009}::int, ${userId}::int)`.execute(db)
      const gone = await db
        .selectFrom('gone_users')
        .select('user_id')
        .where('user_id', '=', userId)
        .modifyEnd(label('goneUsers.find'))
        .executeTakeFirst()
      return gone !== undefined
    },

    // seen again (an unshadowed comment is announced with its whole payload): visible once more
    async upsertItems(items: readonly NewItem[]): Promise<void> {
      if (items.length === 0) return
      await db
        .insertInto('items')
        .values(
          items.map((item) => ({
            created_at: item.createdAt,
            source_type: item.sourceType,
            source_id: item.sourceId,
            comment_id: item.commentId,
            author_id: item.authorId,
            entity_type: item.entityType,
            entity_id: item.entityId,
            target_type: item.targetType,
            target_id: item.targetId,
            city_id: item.cityId,
            profile_id: item.profileId,
            hidden: false,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['comment_id', 'source_type', 'source_id'])
            .where('shared_from_id', 'is', null)
            .doUpdateSet({ hidden: false }),
        )
        .modifyEnd(label('items.upsert'))
        .execute()
    },

    async setHidden(commentId: number, hidden: boolean): Promise<void> {
      await db
        .updateTable('items')
        .set({ hidden })
        .where('comment_id', '=', commentId)
        .modifyEnd(label('items.setHidden'))
        .execute()
    },

    async removeComment(commentId: number): Promise<void> {
      await db
        .deleteFrom('items')
        .where('comment_id', '=', commentId)
        .modifyEnd(label('items.removeComment'))
        .execute()
    },

    async forgetMember(userId: number): Promise<void> {
      await db
        .insertInto('gone_users')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .modifyEnd(label('goneUsers.add'))
        .execute()
      await db
        .deleteFrom('items')
        .where((eb) => eb.or([eb('author_id', '=', userId), eb('shared_by', '=', userId)]))
        .modifyEnd(label('items.removeMember'))
        .execute()
    },

    async lockItem(id: number): Promise<ItemRow | null> {
      const row = await db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where('id', '=', id)
        .forShare()
        .modifyEnd(label('items.lock'))
        .executeTakeFirst()
      return row ? itemRow.parse(row) : null
    },

    async findShare(sharedFromId: number, sharedBy: number, cityId: number): Promise<ItemRow | null> {
      const row = await db
        .selectFrom('items')
        .select([...ITEM_COLUMNS])
        .where('shared_from_id', '=', sharedFromId)
        .where('shared_by', '=', sharedBy)
        .where('city_id', '=', cityId)
        .modifyEnd(label('items.findShare'))
        .executeTakeFirst()
      return row ? itemRow.parse(row) : null
    },

    // a share shows the original's comment, persona and target, in the chosen city and on the sharer's profile
    async insertShare(
      original: ItemRow,
      sharedBy: number,
      cityId: number,
      at: Date,
    ): Promise<ItemRow | null> {
      const row = await db
        .insertInto('items')
        .values({
          created_at: at,
          source_type: original.source_type,
          source_id: original.source_id,
          comment_id: original.comment_id,
          author_id: original.author_id,
          entity_type: original.entity_type,
          entity_id: original.entity_id,
          target_type: original.target_type,
          target_id: original.target_id,
          city_id: cityId,
          profile_id: sharedBy,
          shared_from_id: original.id,
          shared_by: sharedBy,
          hidden: original.hidden,
        })
        .onConflict((oc) =>
          oc
            .columns(['shared_from_id', 'shared_by', 'city_id'])
            .where('shared_from_id', 'is not', null)
            .doNothing(),
        )
        .returning([...ITEM_COLUMNS])
        .modifyEnd(label('items.insertShare'))
        .executeTakeFirst()
      return row ? itemRow.parse(row) : null
    },
  }
}
