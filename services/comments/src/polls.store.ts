import type { Selectable } from 'kysely'
import type { CommentsDb, CommentsTables } from './comments.tables.ts'

export type PollRow = Selectable<CommentsTables['polls']>

export function pollQueries(db: CommentsDb) {
  return {
    insertPoll(title: string, options: string[], at: Date): Promise<PollRow> {
      return db
        .insertInto('polls')
        .values({ title, options, created_at: at })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    findPoll(id: number): Promise<PollRow | undefined> {
      return db.selectFrom('polls').selectAll().where('id', '=', id).executeTakeFirst()
    },

    pollsByIds(ids: readonly number[]): Promise<PollRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .selectFrom('polls')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    },

    // the comment a poll belongs to, so a hidden comment's poll stays hidden too
    commentIdOfPoll(pollId: number): Promise<number | undefined> {
      return db
        .selectFrom('comments')
        .select('id')
        .where('poll_id', '=', pollId)
        .executeTakeFirst()
        .then((row) => row?.id)
    },

    async saveAnswer(pollId: number, userId: number, optionIndex: number, at: Date): Promise<void> {
      await db
        .insertInto('poll_answers')
        .values({ poll_id: pollId, user_id: userId, option_index: optionIndex, answered_at: at })
        .onConflict((oc) =>
          oc.columns(['poll_id', 'user_id']).doUpdateSet({ option_index: optionIndex, answered_at: at }),
        )
        .execute()
    },

    async answerCounts(pollIds: readonly number[]): Promise<Map<number, Map<number, number>>> {
      const counts = new Map<number, Map<number, number>>()
      if (pollIds.length === 0) return counts
      const rows = await db
        .selectFrom('poll_answers')
        .select(['poll_id', 'option_index', (eb) => eb.fn.countAll<string>().as('n')])
        .where('poll_id', 'in', [...pollIds])
        .groupBy(['poll_id', 'option_index'])
        .execute()
      for (const row of rows) {
        const forPoll = counts.get(row.poll_id) ?? new Map<number, number>()
        forPoll.set(row.option_index, Number(row.n))
        counts.set(row.poll_id, forPoll)
      }
      return counts
    },

    async answersOf(pollIds: readonly number[], userId: number): Promise<Map<number, number>> {
      if (pollIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('poll_answers')
        .select(['poll_id', 'option_index'])
        .where('poll_id', 'in', [...pollIds])
        .where('user_id', '=', userId)
        .execute()
      return new Map(rows.map((row) => [row.poll_id, row.option_index]))
    },
  }
}
