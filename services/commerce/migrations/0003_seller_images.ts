import { type Kysely, sql } from 'kysely'

// a sale's gallery (product_id null) and each product's images, in the seller's order; the URLs
// are the media service's, from the site's own upload path
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull().check(sql`length(url) <= 2000`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('images_sale_idx').on('images').columns(['sale_id', 'product_id']).execute()
  await db.schema.createIndex('images_product_idx').on('images').column('product_id').execute()
}
