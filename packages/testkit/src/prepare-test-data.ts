// builds what test files would otherwise build on first use: the empty PGlite snapshot and the data
// of the common test gateways, with and without the demo data, on the databases TEST_DATABASES names.
// npm test runs it before starting test files side by side, so they only ever copy prepared data
import { pgliteSnapshot } from './pglite-snapshot.ts'
import { testDatabaseKinds } from './test-env.ts'
import { prepareTestGateway } from './test-gateway.ts'

for (const kind of testDatabaseKinds()) {
  if (kind === 'pglite') await pgliteSnapshot()
  for (const demo of [false, true]) await prepareTestGateway({ database: kind, demo })
}
