// cpu time and peak memory of one password hash for each OWASP candidate, each candidate in a
// fresh process so its peak resident memory is its own
import { spawnSync } from 'node:child_process'
import { argon2, randomBytes, scrypt } from 'node:crypto'
import { readFileSync } from 'node:fs'

interface Candidate {
  name: string
  run: () => Promise<unknown>
}

const salt = randomBytes(16)
const scryptOf = (N: number, p: number) => () =>
  new Promise((resolve, reject) =>
    scrypt('bench password', salt, 32, { N, r: 8, p, maxmem: 256 * N * 8 * p + 2 ** 20 }, (e, k) =>
      e ? reject(e) : resolve(k),
    ),
  )
const argon2Of = (memory: number, passes: number) => () =>
  new Promise((resolve, reject) =>
    argon2(
      'argon2id',
      { message: 'bench password', nonce: salt, parallelism: 1, tagLength: 32, memory, passes },
      (e, k) => (e ? reject(e) : resolve(k)),
    ),
  )

export const candidates: Candidate[] = [
  { name: 'scrypt N=2^17 r=8 p=1 (before)', run: scryptOf(2 ** 17, 1) },
  { name: 'scrypt N=2^16 r=8 p=2', run: scryptOf(2 ** 16, 2) },
  { name: 'scrypt N=2^15 r=8 p=3', run: scryptOf(2 ** 15, 3) },
  { name: 'scrypt N=2^14 r=8 p=5', run: scryptOf(2 ** 14, 5) },
  { name: 'scrypt N=2^13 r=8 p=10', run: scryptOf(2 ** 13, 10) },
  { name: 'argon2id m=46 MiB t=1 p=1', run: argon2Of(47104, 1) },
  { name: 'argon2id m=19 MiB t=2 p=1 (chosen)', run: argon2Of(19456, 2) },
  { name: 'argon2id m=12 MiB t=3 p=1', run: argon2Of(12288, 3) },
  { name: 'argon2id m=9 MiB t=4 p=1', run: argon2Of(9216, 4) },
  { name: 'argon2id m=7 MiB t=5 p=1', run: argon2Of(7168, 5) },
]

const ROUNDS = 5

// VmHWM belongs to this process image; getrusage's maxrss keeps the parent's peak across exec
function peakResidentKb(): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))
  return match ? Number(match[1]) : process.resourceUsage().maxRSS
}

async function measureOne(index: number) {
  const candidate = candidates[index]!
  const baseRss = peakResidentKb()
  await candidate.run()
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let i = 0; i < ROUNDS; i++) await candidate.run()
  const wall = (performance.now() - started) / ROUNDS
  const used = process.cpuUsage(cpu)
  const peakKb = peakResidentKb()
  process.stdout.write(
    JSON.stringify({
      cpuMs: (used.user + used.system) / 1000 / ROUNDS,
      wallMs: wall,
      growthMiB: Math.max(0, peakKb - baseRss) / 1024,
    }),
  )
}

export function measureAll(out: (line: string) => void) {
  out(`one hash, mean of ${ROUNDS} after a warm-up; memory = peak resident memory above the bare process`)
  out('candidate                              cpu ms   wall ms   memory MiB')
  for (const [index, candidate] of candidates.entries()) {
    const child = spawnSync(process.execPath, [new URL(import.meta.url).pathname, String(index)], {
      encoding: 'utf8',
    })
    const r = JSON.parse(child.stdout) as { cpuMs: number; wallMs: number; growthMiB: number }
    out(
      `${candidate.name.padEnd(38)} ${r.cpuMs.toFixed(0).padStart(6)}   ${r.wallMs.toFixed(0).padStart(7)}   ${r.growthMiB.toFixed(0).padStart(10)}`,
    )
  }
}

const arg = process.argv[2]
if (arg !== undefined && /^\d+$/.test(arg)) await measureOne(Number(arg))
else if (import.meta.url === `file://${process.argv[1]}`)
  measureAll((line) => process.stdout.write(`${line}\n`))
