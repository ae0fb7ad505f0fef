import type { Kysely } from 'kysely'

// `db` is already scoped to the comments schema. A flash sale's comments are seen by everyone only
// once the sale is published: commerce announces its seller persona and whether it is public, and
// learnt_at keeps an older announcement delivered late from overwriting a newer one
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('known_flash_sales')
    .addColumn('persona_type', 'text')
    .addColumn('persona_id', 'integer')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('learnt_at', 'timestamptz')
    .execute()
}
