// run as a child process by event-crash.test.ts: commits an event, then dies before dispatching it.
// usage: publish-and-crash.fixture.ts <postgres url | pglite data dir> <aggregate id>
import { createDatabase } from '../db/database.ts'
import { createLogger } from '../log/logger.ts'
import { migratePlatform } from '../migrate-platform.ts'
import { createEventBus } from './event-bus.ts'

const [target, aggregateId] = process.argv.slice(2)
if (!target || !aggregateId) throw new Error('usage: publish-and-crash.fixture.ts <database> <aggregate id>')

const database = await createDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
)
await migratePlatform(database)
const bus = createEventBus(database, { logger: createLogger({ level: 'silent' }) })
// this process is one instance of the service that also consumes the event
await bus.subscribe('receipts', ['order.placed'], async () => {
  throw new Error('the crashed process must never get to deliver')
})
await database.db
  .transaction()
  .execute((trx) =>
    bus.publish(trx, { type: 'order.placed', aggregateType: 'order', aggregateId, payload: { total: 120 } }),
  )
// no stop(), no close(): the process dies the hard way right after the commit
process.kill(process.pid, 'SIGKILL')
