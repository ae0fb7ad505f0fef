import { type Kysely, sql } from 'kysely'

// the names of the indexes on discovery's search documents
export async function searchIndexNames(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = 'discovery' and tablename = 'search_documents'`.execute(db)
  return rows.map((row) => row.name)
}
