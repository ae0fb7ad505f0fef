import { createHash } from 'node:crypto'

// How the tests' PGlite databases are made and run. Opening one from a dump cost about 1.1 s of
// processor, and a test run opens a few hundred:
// - PostgreSQL zeroes its shared buffers at start: 128 MB by default, about 0.4 s of memset and as
//   much again in page faults. A test database holds a few MB to a few tens of MB, so 32 MB hold it
//   whole;
// - a dump carries every WAL segment in the data folder, 16 MB each, into memory, and a checkpoint
//   keeps old segments for reuse. One-MB segments, not reused, make a dump about 40 % smaller;
// - initdb makes the template databases CREATE DATABASE copies from, 7.4 MB each. PGlite serves
//   one database and no test creates another, so the empty database is dumped without them: half
//   its size.
// Together, opening the demo data's dump costs about half as much. npm start's PGlite keeps PGlite's
// own settings and databases.

// given to initdb, when the empty database every test database starts from is made
export const TEST_PGLITE_INITDB_PARAMS: readonly string[] = ['--wal-segsize=1']

// run once on the empty database, before it is dumped for the tests (one statement each: DROP
// DATABASE cannot run inside a transaction)
export const TEST_PGLITE_AFTER_INITDB: readonly string[] = [
  'alter database template1 is_template false',
  'drop database template1',
  'alter database template0 is_template false',
  'drop database template0',
]

// given to every PGlite a test opens (at least two segments' worth of WAL is kept)
export const TEST_PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  wal_recycle: 'off',
  min_wal_size: '2MB',
}

// names the three above in a cached file's name or key: data made another way is not taken
export function testPgliteLayout(): string {
  return createHash('sha256')
    .update(JSON.stringify([TEST_PGLITE_INITDB_PARAMS, TEST_PGLITE_AFTER_INITDB, TEST_PGLITE_SETTINGS]))
    .digest('hex')
    .slice(0, 8)
}
