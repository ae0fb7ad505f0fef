import { type Kysely, sql } from 'kysely'

// slices are written in place into one file: the session counts the bytes stored, each slice keeps
// the sha-256 of its bytes (the video etag is made from them, so the file is never read again)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('upload_sessions')
    .addColumn('bytes_received', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .execute()
  await db.schema.alterTable('upload_slices').addColumn('digest', 'text').execute()
}
