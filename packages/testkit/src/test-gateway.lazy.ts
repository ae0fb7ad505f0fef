import type { TestDatabase } from './test-database.ts'
import type { TestGateway, TestGatewayOptions } from './test-gateway.ts'

// loading the gateway and every service costs about a second: only the tests that use it pay
export async function createTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const { createTestGateway: create } = await import('./test-gateway.ts')
  return create(options)
}

export async function createPreparedTestDatabase(
  options: TestGatewayOptions & { dataDir: string },
): Promise<TestDatabase> {
  const { createPreparedTestDatabase: create } = await import('./test-gateway.ts')
  return create(options)
}
