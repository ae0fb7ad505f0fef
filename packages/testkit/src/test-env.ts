// the one place tests read the environment
export type TestDatabaseKind = 'pglite' | 'postgres'

const KINDS: readonly TestDatabaseKind[] = ['pglite', 'postgres']

// TEST_DATABASES=pglite (or postgres, or both comma-separated) narrows the database tests
export function testDatabaseKinds(): TestDatabaseKind[] {
  const raw = process.env.TEST_DATABASES?.trim()
  if (!raw) return [...KINDS]
  const kinds = raw.split(',').map((kind) => kind.trim())
  for (const kind of kinds) {
    if (!KINDS.includes(kind as TestDatabaseKind)) {
      throw new Error(`TEST_DATABASES must list pglite and/or postgres (got ${JSON.stringify(raw)})`)
    }
  }
  return [...new Set(kinds as TestDatabaseKind[])]
}

// a server where tests may create and drop databases
export function testPostgresUrl(): string {
  return process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
}
