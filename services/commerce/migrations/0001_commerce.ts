import { type Kysely, sql } from 'kysely'

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

// `db` is already scoped to the commerce schema. Money is integer minor units (pence, cents).
export async function up(db: Kysely<unknown>): Promise<void> {
  // a flash sale or online sample sale of a designer or venue; city_id null = online, every city
  await db.schema
    .createTable('sales')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('persona_type', 'text', (c) => c.notNull().check(oneOf('persona_type', ['designer', 'venue'])))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(oneOf('currency', ['gbp', 'usd', 'eur', 'cad'])))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_chart', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hero_image_url', 'text')
    .addColumn('serve_capacity', 'integer', (c) => c.check(sql`serve_capacity > 0`))
    .addColumn('shipping_fee', 'integer', (c) => c.notNull().defaultTo(0).check(sql`shipping_fee >= 0`))
    .addColumn('free_shipping_over', 'integer')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    // the waiting room's draw at opening: the seed is kept so the order can be recomputed
    .addColumn('draw_seed', 'text')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('sold_out_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('sales_city_idx').on('sales').columns(['city_id', 'ends_at']).execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('original_price', 'integer', (c) => c.notNull().check(sql`original_price >= 0`))
    .addColumn('hero_thumb_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_new_season', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('products_sale_idx').on('products').column('sale_id').execute()

  // stock = units free to be held; taken only by `stock = stock - q where stock >= q`
  await db.schema
    .createTable('sizes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('sizes_product_idx').on('sizes').column('product_id').execute()

  // one basket per member; paying_order_id is set while a checkout of it is with the provider
  await db.schema
    .createTable('baskets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('paying_order_id', 'integer')
    .addColumn('notice', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // a basket item is the hold: while held, its qty units are off stock until hold_expires_at
  await db.schema
    .createTable('basket_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('baskets.user_id').onDelete('cascade'))
    .addColumn('size_id', 'integer', (c) => c.notNull().references('sizes.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('held', 'boolean', (c) => c.notNull())
    .addColumn('hold_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('basket_items_user_size_key', ['user_id', 'size_id'])
    .execute()
  await db.schema
    .createIndex('basket_items_expiry_idx')
    .on('basket_items')
    .columns(['held', 'hold_expires_at'])
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['goods', 'pro'])))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['paying', 'requires_payment', 'paid'])),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('pro_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('orders_user_key_key', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'paid_at']).execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sale_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('size_id', 'integer')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('size_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('hero_thumb_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute()
  await db.schema.createIndex('order_lines_sale_idx').on('order_lines').column('sale_id').execute()

  // one row per provider attempt; the idempotency key is what the provider sees
  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('intent_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'succeeded', 'declined', 'failed'])),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  // the offline test provider's own ledger, so a key replays its first answer after a restart
  await db.schema
    .createTable('test_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('charged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('registrations')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('registrations_pkey', ['sale_id', 'user_id'])
    .execute()

  // the waiting room: position is drawn at opening for registered members, then max + 1
  await db.schema
    .createTable('queue_entries')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', ['waiting', 'admitted'])))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('admitted_at', 'timestamptz')
    .addColumn('admitted_until', 'timestamptz')
    .addPrimaryKeyConstraint('queue_entries_pkey', ['sale_id', 'user_id'])
    .addUniqueConstraint('queue_entries_position_key', ['sale_id', 'position'])
    .execute()

  await db.schema
    .createTable('reports')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('reports_pkey', ['sale_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('pro_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('pro_until', 'timestamptz')
    .addColumn('upsell_dismissed_at', 'timestamptz')
    .execute()
}
