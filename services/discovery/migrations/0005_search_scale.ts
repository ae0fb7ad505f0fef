import { type Kysely, sql } from 'kysely'

// keeps search on its indexes as the event table grows

// pg_trgm declares its word-similarity operators as cheap as an integer comparison, while each call
// splits a whole document into trigrams. the planner then rechecks every row of a kind, or of the
// table, rather than the few the trigram index returns. the functions belong to the extension's
// owner: where that is not the migrating user the change is skipped with a notice
const TRIGRAM_OPERATOR_COST = 100

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`do $$
    begin
      alter function word_similarity_op(text, text) cost ${TRIGRAM_OPERATOR_COST};
      alter function word_similarity_commutator_op(text, text) cost ${TRIGRAM_OPERATOR_COST};
    exception when insufficient_privilege then
      raise notice 'pg_trgm word similarity costs left as they are: %', sqlerrm;
    end $$`)
    .execute(db)
  // designers, venues and news stay a few thousand rows whatever the number of events: their own
  // trigram index keeps a search of one of them from walking the events' posting lists
  await sql`create index search_documents_words_small_kinds_idx on search_documents
    using gin (words gin_trgm_ops) where kind in ('designer', 'venue', 'news')`.execute(db)
  // a search reads its matches lazily and stops at the cap; parallel workers would read ahead and
  // recheck rows nobody asked for
  await sql`alter table search_documents set (parallel_workers = 0)`.execute(db)
  await sql`analyze search_documents`.execute(db)
}
