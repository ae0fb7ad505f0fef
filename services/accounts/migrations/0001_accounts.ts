import { type Kysely, sql } from 'kysely'

// `db` is already scoped to the accounts schema
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('user_url', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{member}'::text[]`))
    .addColumn('is_pro', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_team', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vip_level', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`vip_level between 0 and 2`))
    .addColumn('is_verified', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_icon_url', 'text')
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute()
  // text_pattern_ops serves both equality and the mention search's prefix LIKE
  await db.schema
    .createIndex('users_username_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(username) text_pattern_ops`)
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_digest', 'text', (c) => c.notNull().unique())
    .addColumn('persona_type', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('persona_grants')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('persona_type', 'text', (c) => c.notNull().check(sql`persona_type in ('designer', 'venue')`))
    .addColumn('persona_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('persona_grants_pkey', ['user_id', 'persona_type', 'persona_id'])
    .execute()

  await db.schema
    .createTable('user_prompts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('profile_prompt_seen_at', 'timestamptz')
    .addColumn('profile_prompt_saved_at', 'timestamptz')
    .addColumn('age', 'smallint')
    .addColumn('gender', 'text')
    .addColumn('icons', 'text')
    .addColumn('cookie_opt_in', 'boolean')
    .addColumn('cookie_opt_in_at', 'timestamptz')
    .addColumn('cookie_prompt_seen_at', 'timestamptz')
    .addColumn('pro_upsell_dismissed_at', 'timestamptz')
    .addColumn('survey_prompt_dismissed_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('signup_actions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('action_value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('signup_actions_user_id_idx').on('signup_actions').column('user_id').execute()

  await db.schema
    .createTable('admin_logs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('high_priority', 'boolean', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('admin_logs_created_at_idx').on('admin_logs').column('created_at').execute()

  // one row per limited subject: the window opens with its first hit
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limits_window_ends_at_idx')
    .on('rate_limits')
    .column('window_ends_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'admin_logs',
    'signup_actions',
    'user_prompts',
    'persona_grants',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
