import { type Kysely, sql } from 'kysely'

// the events are searched through their city-and-words index alone where it exists (PostgreSQL with
// btree_gin, 0007). the whole table's trigram index was left beside it, and the planner weighed the
// two as about equal: for a search in one city it often read every city's matching events through
// the whole table's index and dropped the other cities' on the heap (2,760 rows and 1,106 blocks,
// 10 ms, against 309 rows and 223 blocks, 2.6 ms, at 100,000 events). a GIN index on several columns
// also serves a condition on one of them, so a search in every city reads the same index. designers,
// venues and news have their own (0007); PGlite, without btree_gin, keeps the whole table's index
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`do $$
    begin
      if to_regclass('search_documents_event_city_words_idx') is not null then
        drop index if exists search_documents_words_idx;
      end if;
    end $$`)
    .execute(db)
}
