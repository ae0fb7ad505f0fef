import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('designers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('description_en', 'text')
    .addColumn('description_zh', 'text')
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('logo_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('designers_name_prefix_idx')
    .on('designers')
    .expression(sql`lower(name_en) text_pattern_ops`)
    .execute()

  await db.schema
    .createTable('venues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('address_business_name', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('address_line', 'text')
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('venues_city_idx').on('venues').column('city_id').execute()
}
