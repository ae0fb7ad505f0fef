import assert from 'node:assert/strict'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, testDatabaseKinds, waitFor } from '@showroom/testkit'
import { sql } from 'kysely'
import { loadConfig } from './config/config.ts'
import { createPlatform } from './platform.ts'

describe('the platform', () => {
  let dataDir: string
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showroom-platform-'))
  })
  after(() => rm(dataDir, { recursive: true, force: true }))

  for (const kind of testDatabaseKinds()) {
    test(`migrates its schema and wires events, jobs, mail and pubsub together on ${kind}`, async () => {
      const database = await createTestDatabase(kind)
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dataDir, kind) })
      const platform = await createPlatform(config, { database })
      try {
        const { rows } = await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = 'platform' and table_name not like 'kysely%' order by 1
        `.execute(database.db)
        assert.deepEqual(
          rows.map((row) => row.name),
          ['event_deliveries', 'event_subscriptions', 'events', 'jobs'],
        )

        const { events, jobs, mailer, pubsub } = platform
        // a comment triggers an alert job, the job sends a mail and tells the page live
        await events.subscribe('alerts', ['comment.created'], async (event) => {
          await jobs.enqueue('send-alert', event.payload)
        })
        jobs.register('send-alert', async (job) => {
          const { to, text } = job.data as { to: string; text: string }
          await mailer.send({ to, subject: 'New comment', text })
          await pubsub.publish('alerts.sent', { to })
        })
        const live = pubsub.subscribe('alerts.sent')
        await live.ready
        platform.start()

        await database.db.transaction().execute((trx) =>
          events.publish(trx, {
            type: 'comment.created',
            aggregateType: 'comment',
            aggregateId: 1,
            payload: { to: 'ada@example.com', text: 'Someone replied' },
          }),
        )

        assert.deepEqual(await live.next(), { value: { to: 'ada@example.com' }, done: false })
        await waitFor(async () => (await mailer.list()).length === 1, { what: 'the mail file' })
        const [mail] = await mailer.list()
        assert.equal((await mailer.read(mail!.id))?.text, 'Someone replied')
      } finally {
        await platform.close()
        await database.drop()
      }
    })
  }

  test('opens PGlite under DATA_DIR when no DATABASE_URL is set, and closes it', async () => {
    const own = join(dataDir, 'own')
    const platform = await createPlatform(loadConfig({ NODE_ENV: 'test', DATA_DIR: own }))
    assert.equal(platform.database.kind, 'pglite')
    assert.ok((await stat(join(own, 'pglite', 'PG_VERSION'))).isFile())
    await platform.close()
    await platform.close()
    await assert.rejects(sql`select 1`.execute(platform.database.db))
  })
})
