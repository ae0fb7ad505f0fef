import type { Selectable } from 'kysely'
import type { CommentsDb, CommentsTables } from './comments.tables.ts'

export type TopicRow = Selectable<CommentsTables['gossip_topics']>

// what a comment can hang off: events and users learnt from the outbox, and our own gossip topics
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
