import { join } from 'node:path'
import type { Config } from './config/config.ts'
import { createDatabase, type Database } from './db/database.ts'
import { createEventBus, type EventBus } from './events/event-bus.ts'
import { createJobQueue, type JobQueue } from './jobs/jobs.ts'
import { createLogger, type Logger } from './log/logger.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createMetrics, type Metrics } from './metrics/metrics.ts'
import { migratePlatform } from './migrate-platform.ts'
import { createPubSub, type PubSub } from './pubsub/pubsub.ts'
import { createS3Storage } from './storage/s3-storage.ts'
import { createFileStorage, type Storage } from './storage/storage.ts'

export interface Platform {
  config: Config
  logger: Logger
  metrics: Metrics
  database: Database
  events: EventBus
  pubsub: PubSub
  jobs: JobQueue
  mailer: Mailer
  // media files (DATA_DIR/media by default, or an S3-compatible bucket), served by the gateway under /media/
  storage: Storage
  // starts the event dispatcher and the job workers; call it after the services subscribed and registered
  start(): void
  close(): Promise<void>
}

export interface PlatformOptions {
  // an already open database (tests); close() closes it too unless sharedDatabase is set
  database?: Database
  // a second platform on the same database, as a second process would have (tests)
  sharedDatabase?: boolean
  logger?: Logger
  metrics?: Metrics
}

export async function createPlatform(config: Config, options: PlatformOptions = {}): Promise<Platform> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, name: 'showroom' })
  const metrics = options.metrics ?? createMetrics()
  const database =
    options.database ??
    (await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger }))
  try {
    await migratePlatform(database)
  } catch (error) {
    if (!options.database) await database.close()
    throw error
  }
  const events = createEventBus(database, { logger, metrics })
  const jobs = createJobQueue(database, { logger, metrics, leaseMs: config.jobLeaseMs })
  const pubsub = createPubSub({ redisUrl: config.redisUrl, logger })
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    logger,
    ...(config.dkim ? { dkim: config.dkim } : {}),
  })
  const storage = config.mediaS3
    ? createS3Storage(config.mediaS3)
    : createFileStorage(join(config.dataDir, 'media'))
  let closing: Promise<void> | undefined

  return {
    config,
    logger,
    metrics,
    database,
    events,
    pubsub,
    jobs,
    mailer,
    storage,
    start() {
      events.start()
      jobs.start()
    },
    close() {
      closing ??= (async () => {
        await Promise.all([events.stop(), jobs.stop()])
        await pubsub.close()
        mailer.close()
        await storage.close()
        if (!options.sharedDatabase) await database.close()
      })()
      return closing
    },
  }
}
