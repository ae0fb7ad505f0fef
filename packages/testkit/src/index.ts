export { forgetPgliteSnapshot, pgliteSnapshot } from './pglite-snapshot.ts'
export {
  type ReceivedMail,
  type SmtpTestServer,
  type SmtpTestServerOptions,
  startSmtpTestServer,
} from './smtp-test-server.ts'
export { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.ts'
export { type TestDatabaseKind, testDatabaseKinds, testPostgresUrl, testRedisUrl } from './test-env.ts'
export type { TestGateway, TestGatewayOptions } from './test-gateway.ts'
export { createPreparedTestDatabase, createTestGateway } from './test-gateway.lazy.ts'
export { waitFor, within } from './wait-for.ts'
export { seedLondonEvents } from './seed-events.ts'
export { png } from './png.ts'
export { freePort } from './free-port.ts'
export { type RedisProcess, startRedisProcess } from './redis-process.ts'
export { type GatewayProcess, type GatewayProcessOptions, startGatewayProcess } from './gateway-process.ts'
