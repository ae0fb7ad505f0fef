import type { Selectable } from 'kysely'
import type { CommentsDb, CommentsTables } from './comments.tables.ts'

export interface KnownFlashSale {
  id: number
  cityId: number | null
  personaType: string | null
  personaId: number | null
  isPublished: boolean
  at: Date
}

export type TopicRow = Selectable<CommentsTables['gossip_topics']>

// what a comment can hang off: events, users, flash sales, stories and chats learnt from the outbox,
// and our own gossip topics; plus the uploads a comment may carry and who uploaded them
export function sourceQueries(db: CommentsDb) {
  return {
    async rememberEvent(id: number, cityId: number | null): Promise<void> {
      await db
        .insertInto('known_events')
        .values({ id, city_id: cityId })
        .onConflict((oc) => oc.column('id').doUpdateSet({ city_id: cityId }))
        .execute()
    },

    findKnownEvent(id: number) {
      return db.selectFrom('known_events').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async rememberUser(id: number): Promise<void> {
      await db
        .insertInto('known_users')
        .values({ id })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },

    async isKnownUser(id: number): Promise<boolean> {
      return Boolean(await db.selectFrom('known_users').select('id').where('id', '=', id).executeTakeFirst())
    },

    // the newest announcement of a sale wins, whatever order they are delivered in
    async rememberFlashSale(sale: KnownFlashSale): Promise<void> {
      const values = {
        id: sale.id,
        city_id: sale.cityId,
        persona_type: sale.personaType,
        persona_id: sale.personaId,
        is_published: sale.isPublished,
        learnt_at: sale.at,
      }
      await db
        .insertInto('known_flash_sales')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({
              city_id: sale.cityId,
              persona_type: sale.personaType,
              persona_id: sale.personaId,
              is_published: sale.isPublished,
              learnt_at: sale.at,
            })
            .where((eb) =>
              eb.or([
                eb('known_flash_sales.learnt_at', 'is', null),
                eb('known_flash_sales.learnt_at', '<=', sale.at),
              ]),
            ),
        )
        .execute()
    },

    findKnownFlashSale(id: number) {
      return db.selectFrom('known_flash_sales').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async findKnownFlashSales(ids: readonly number[]) {
      if (ids.length === 0) return []
      return db
        .selectFrom('known_flash_sales')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    },

    async rememberStory(id: number): Promise<void> {
      await db
        .insertInto('known_stories')
        .values({ id })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },

    async forgetStory(id: number): Promise<void> {
      await db.deleteFrom('known_stories').where('id', '=', id).execute()
    },

    async isKnownStory(id: number): Promise<boolean> {
      return Boolean(
        await db.selectFrom('known_stories').select('id').where('id', '=', id).executeTakeFirst(),
      )
    },

    async rememberUpload(id: number, ownerId: number): Promise<void> {
      await db
        .insertInto('known_uploads')
        .values({ id, owner_id: ownerId })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },

    async uploadOwners(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('known_uploads')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
      return new Map(rows.map((row) => [row.id, row.owner_id]))
    },

    insertTopic(topic: {
      title: string
      cityId: number | null
      userId: number
      at: Date
    }): Promise<TopicRow> {
      return db
        .insertInto('gossip_topics')
        .values({ title: topic.title, city_id: topic.cityId, user_id: topic.userId, created_at: topic.at })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    findTopic(id: number): Promise<TopicRow | undefined> {
      return db.selectFrom('gossip_topics').selectAll().where('id', '=', id).executeTakeFirst()
    },

    topicsByIds(ids: readonly number[]): Promise<TopicRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .selectFrom('gossip_topics')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    },
  }
}
