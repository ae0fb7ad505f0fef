export {
  type Config,
  ConfigError,
  type Env,
  type EnvSource,
  exitOnConfigError,
  type LogLevel,
  loadConfig,
} from './config/config.ts'
export {
  type AnyTables,
  createDatabase,
  type Database,
  type DatabaseOptions,
  type NotificationHandler,
  pgliteStartParams,
} from './db/database.ts'
export { type Migration, MigrationError, migrateSchema } from './db/migrate.ts'
export {
  anyOf,
  firstRow,
  type PreparedShapes,
  type PreparedStatement,
  prepared,
  preparedShapes,
  type SlotOf,
} from './db/prepared.ts'
export {
  createEventBus,
  type DomainEvent,
  type EventBus,
  type EventBusOptions,
  type EventHandler,
  type PublishInput,
} from './events/event-bus.ts'
export { type BatchLoaderOptions, createBatchLoader, perRequest } from './graphql/batch-loader.ts'
export { isServiceError, type ServiceErrorOptions, serviceError } from './graphql/errors.ts'
export {
  createJobQueue,
  type EnqueueOptions,
  type FailedJob,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type RegisterOptions,
} from './jobs/jobs.ts'
export { createLogger, type Logger, type LoggerOptions } from './log/logger.ts'
export {
  createMailer,
  type DkimOptions,
  type MailAttachment,
  type MailSummary,
  type Mailer,
  type MailerOptions,
  type OutgoingMail,
  type StoredMail,
} from './mail/mailer.ts'
export { createMetrics, type Metrics, type MetricsOptions } from './metrics/metrics.ts'
export { migratePlatform, PLATFORM_SCHEMA, platformMigrations } from './migrate-platform.ts'
export { createPlatform, type Platform, type PlatformOptions } from './platform.ts'
export { createPubSub, type PubSub, type PubSubOptions } from './pubsub/pubsub.ts'
export type { TopicIterator } from './pubsub/topic-iterator.ts'
export type { Persona, PersonaType, RequestContext, Role, ServiceModule, Viewer } from './service.ts'
export {
  CONTEXT_HEADER,
  type DecodeOptions,
  decodeContextHeader,
  encodeContextHeader,
} from './subgraph/context-header.ts'
export { type ServedSubgraph, type ServeSubgraphOptions, serveSubgraph } from './subgraph/serve-subgraph.ts'
export { runServiceProcess } from './subgraph/run-service-process.ts'
export { createS3Storage, type S3StorageOptions } from './storage/s3-storage.ts'
export {
  assertStorageKey,
  createFileStorage,
  MEDIA_URL_PREFIX,
  type Storage,
  StorageIncompleteError,
  StorageKeyError,
  type StoredObject,
} from './storage/storage.ts'
