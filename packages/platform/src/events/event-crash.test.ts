import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, testDatabaseKinds } from '@showroom/testkit'
import { createDatabase, type Database } from '../db/database.ts'
import { createLogger } from '../log/logger.ts'
import { createEventBus, type DomainEvent } from './event-bus.ts'

const fixture = fileURLToPath(new URL('./publish-and-crash.fixture.ts', import.meta.url))
const logger = createLogger({ level: 'silent' })

// resolves with the signal that ended the child
function runCrashingPublisher(target: string, aggregateId: string): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture, target, aggregateId], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (signal === null) reject(new Error(`the publisher exited with ${code} instead of dying: ${stderr}`))
      else resolve(signal)
    })
  })
}

async function deliverLeftovers(database: Database): Promise<DomainEvent[]> {
  const bus = createEventBus(database, { logger })
  const received: DomainEvent[] = []
  await bus.subscribe('receipts', ['order.placed'], async (event) => void received.push(event))
  await bus.drain()
  return received
}

describe('an event committed by a process that is killed before dispatching', () => {
  if (testDatabaseKinds().includes('postgres')) {
    test('is delivered by a fresh process on PostgreSQL', async () => {
      const database = await createTestDatabase('postgres')
      try {
        assert.equal(await runCrashingPublisher(database.url!, 'order-1'), 'SIGKILL')
        const received = await deliverLeftovers(database)
        assert.deepEqual(
          received.map((event) => [event.type, event.aggregateId, event.payload]),
          [['order.placed', 'order-1', { total: 120 }]],
        )
      } finally {
        await database.drop()
      }
    })
  }

  if (testDatabaseKinds().includes('pglite')) {
    // PGlite writes through to its data directory on every commit, so a SIGKILL loses nothing committed
    test('is delivered by a fresh process on a PGlite data directory', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'showroom-crash-'))
      try {
        assert.equal(await runCrashingPublisher(dataDir, 'order-2'), 'SIGKILL')
        const database = await createDatabase({ dataDir })
        try {
          const received = await deliverLeftovers(database)
          assert.deepEqual(
            received.map((event) => [event.type, event.aggregateId, event.payload]),
            [['order.placed', 'order-2', { total: 120 }]],
          )
        } finally {
          await database.close()
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    })
  }
})
