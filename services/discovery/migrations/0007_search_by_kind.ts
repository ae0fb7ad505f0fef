import { type Kysely, sql } from 'kysely'

// a search of one kind reads an index of that kind alone.
// designers, venues and news: one trigram index each. the planner misjudged the shared index of the
// three: it preferred intersecting the primary key's rows of the kind with the whole table's trigram
// index, which walks every event's posting lists (10-30 ms at 100,000 events for a few hundred rows)
const SMALL_KINDS = ['designer', 'venue', 'news'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const kind of SMALL_KINDS)
    await sql
      .raw(`create index search_documents_words_${kind}_idx on search_documents
        using gin (words gin_trgm_ops) where kind = '${kind}'`)
      .execute(db)
  await sql`drop index search_documents_words_small_kinds_idx`.execute(db)
  // events in a city: the city and the trigrams in one index, so a search in London no longer fetches
  // and rechecks the matching events of every city. that takes btree_gin, which PostgreSQL ships and
  // PGlite does not load: there the events keep the whole table's trigram index
  await sql
    .raw(`do $$
    begin
      create extension if not exists btree_gin with schema public;
      create index search_documents_event_city_words_idx on search_documents
        using gin (city_id, words gin_trgm_ops) where kind = 'event';
    exception when others then
      raise notice 'events are searched through the trigram index alone: %', sqlerrm;
    end $$`)
    .execute(db)
  await sql`analyze search_documents`.execute(db)
}
