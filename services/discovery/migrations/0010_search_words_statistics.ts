import { type Kysely, sql } from 'kysely'

// a short sample of the searched words. planning a search estimated each `like` and `<%` condition
// by running it over the column's statistics (100 common values and a 100-entry histogram at the
// default target): pg_trgm's word_similarity() two hundred times per part, eight parts a statement,
// 4-6 ms of planning for a search that runs in 1-10 ms. below 100 histogram entries PostgreSQL
// estimates those conditions from the few common values and a heuristic instead: planning falls to
// a third. execution follows the sample ANALYZE takes more than the target (ADR 11), and the words
// are near-unique names, which a histogram says little about for a pattern inside them
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table search_documents alter column words set statistics 10`.execute(db)
  await sql`analyze search_documents`.execute(db)
}
