// login under attack: N concurrent attackers send correct or wrong passwords through
// /api/user_login for a few seconds while one visitor keeps asking for an event page; once with
// the former scrypt N=2^17 and once with argon2id (ADR 12), both at production cost and with the
// hashing queue. Then the cost of one hash of each OWASP candidate. In process (app.inject),
// PGlite; each attempt from its own address so the login rate limits stay out of the way.
import { availableParallelism } from 'node:os'
import { createTestGateway, seedLondonEvents, type TestGateway } from '@showroom/testkit'
import { measureAll } from './hash-costs.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? Number(args[at + 1]) : fallback
}
const PHASE_MS = option('seconds', 4) * 1000
const ATTACKERS = [option('attackers', 6), option('flood', 40)]
const PASSWORD = 'long-enough-password'
const EMAIL = 'bench-login@example.test'
const PAGE_QUERY = '{ event(slug: "bench-show") { name startsAt detailUrl } }'

const out = (line: string) => process.stdout.write(`${line}\n`)
let address = 0
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`

interface Phase {
  checked: number
  busy: number
  other: number
  side: number[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function sideRequest(gateway: TestGateway): Promise<number> {
  const started = performance.now()
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: PAGE_QUERY },
    headers: { 'content-type': 'application/json' },
  })
  if (response.statusCode !== 200) throw new Error(`the page query failed: ${response.body}`)
  return performance.now() - started
}

async function phase(gateway: TestGateway, attackers: number, correct: boolean): Promise<Phase> {
  const result: Phase = { checked: 0, busy: 0, other: 0, side: [] }
  const ends = performance.now() + PHASE_MS
  let attempt = 0
  async function attacker() {
    while (performance.now() < ends) {
      // a wrong password goes to a fresh unknown email: the same hashing work as a wrong password
      // for a real account, without tripping the per-email limit
      const email = correct ? EMAIL : `nobody-${attempt++}@example.test`
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_login',
        payload: { email, password: correct ? PASSWORD : 'wrong-password-here' },
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/json' },
      })
      if (response.statusCode === 200 || response.statusCode === 401) result.checked += 1
      else if (response.statusCode === 429) result.busy += 1
      else result.other += 1
    }
  }
  async function visitor() {
    while (performance.now() < ends) result.side.push(await sideRequest(gateway))
  }
  await Promise.all([visitor(), ...Array.from({ length: attackers }, attacker)])
  result.side.sort((a, b) => a - b)
  return result
}

interface Figures {
  idleP50: number
  idleP95: number
  rows: { label: string; perSecond: number; busyPerSecond: number; p50: number; p95: number }[]
}

async function measureScheme(scheme: 'scrypt' | 'argon2id'): Promise<Figures> {
  const gateway = await createTestGateway({
    database: 'pglite',
    env: { PASSWORD_HASH_COST: '17', PASSWORD_HASH: scheme, LOG_LEVEL: 'silent' },
  })
  try {
    await seedLondonEvents(gateway.services.discovery, ['bench-show'])
    await gateway.services.accounts.api.createUser({
      email: EMAIL,
      username: 'bench_login',
      password: PASSWORD,
    })
    for (let i = 0; i < 30; i++) await sideRequest(gateway)
    const idle: number[] = []
    for (const ends = performance.now() + 1000; performance.now() < ends; )
      idle.push(await sideRequest(gateway))
    idle.sort((a, b) => a - b)
    const figures: Figures = { idleP50: percentile(idle, 50), idleP95: percentile(idle, 95), rows: [] }
    for (const attackers of ATTACKERS) {
      for (const correct of [true, false]) {
        const r = await phase(gateway, attackers, correct)
        if (r.other > 0) throw new Error(`${r.other} logins failed in an unexpected way`)
        figures.rows.push({
          label: `${attackers} attackers, ${correct ? 'correct' : 'wrong'} password`,
          perSecond: r.checked / (PHASE_MS / 1000),
          busyPerSecond: r.busy / (PHASE_MS / 1000),
          p50: percentile(r.side, 50),
          p95: percentile(r.side, 95),
        })
      }
    }
    return figures
  } finally {
    await gateway.close()
  }
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

async function main() {
  out(
    `${availableParallelism()} cores; ${PHASE_MS / 1000} s per phase; side request: a GraphQL event page query`,
  )
  const before = await measureScheme('scrypt')
  const after = await measureScheme('argon2id')
  out(
    `side request alone: p50 ${fixed(before.idleP50)} / ${fixed(after.idleP50)} ms, p95 ${fixed(before.idleP95)} / ${fixed(after.idleP95)} ms (scrypt / argon2id)`,
  )
  out('')
  out(
    '                                      logins checked/s     refused busy/s      side p50 ms        side p95 ms',
  )
  out(
    '                                      scrypt argon2 ratio  scrypt argon2       scrypt argon2      scrypt argon2',
  )
  for (const [i, b] of before.rows.entries()) {
    const a = after.rows[i]!
    out(
      `${b.label.padEnd(36)} ${fixed(b.perSecond).padStart(7)} ${fixed(a.perSecond).padStart(6)} ${fixed(a.perSecond / b.perSecond).padStart(5)}x` +
        ` ${fixed(b.busyPerSecond).padStart(7)} ${fixed(a.busyPerSecond).padStart(6)}` +
        `       ${fixed(b.p50).padStart(6)} ${fixed(a.p50).padStart(6)}      ${fixed(b.p95).padStart(6)} ${fixed(a.p95).padStart(6)}`,
    )
  }
  out('')
  measureAll(out)
}

await main()
