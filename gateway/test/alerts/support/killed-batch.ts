import assert from 'node:assert/strict'
import { SEND_WORKERS } from '@showroom/alerts'
import type { TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'
import { LONDON, londonEvent, seedCities } from './alerts-harness.ts'
import { parseMail } from './mime.ts'

// the crash tests' gateway process lets a killed worker's jobs go after 15 s rather than a minute: the
// restarted process waits that long before it runs them again. renewed every 5 s, a live worker keeps
// its jobs through a stall of 10 s
export const KILLED_LEASE_ENV = { JOB_LEASE_SECONDS: '15' }

// what the crash tests' gateway process finds: a city, an event to tell of, and `count` active
// daily subscribers of London (half of them in Chinese), ids 1 to count
export async function seedKilledBatch(gateway: TestGateway, count: number): Promise<void> {
  await seedCities(gateway)
  await londonEvent(gateway, { nameEn: 'Warehouse sample sale', inDays: 2 })
  await sql`
    insert into alerts.subscriptions (id, email, city_id, frequency, language, status, confirmed_at)
    select n, 'kill-' || n || '@example.test', ${LONDON}, 'daily', case when n % 2 = 0 then 'zh' else 'en' end,
           'active', now()
    from generate_series(1, ${count}::integer) n
  `.execute(gateway.platform.database.db)
}

// every subscriber got one digest (one Message-ID); a send the kill cut between the server's 250
// and the ledger mark goes again with the same Message-ID: at most one per send worker
export function assertOneDigestEach(digests: { to: string[]; data: string }[], count: number): void {
  const byRecipient = new Map<string, Set<string>>()
  for (const mail of digests) {
    const id = parseMail(mail.data).headers.get('message-id') ?? ''
    for (const to of mail.to) byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(id))
  }
  assert.equal(byRecipient.size, count, 'every subscriber got a digest')
  for (const [to, ids] of byRecipient) assert.equal(ids.size, 1, `${to} got ${ids.size} different digests`)
  const copies = digests.length - count
  assert.ok(copies <= SEND_WORKERS, `${copies} repeated copies`)
}
