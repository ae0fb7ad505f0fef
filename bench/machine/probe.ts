// What this machine charges for the work a browser and a gateway do through its kernel: a system call,
// a page of fresh memory, and a message to another process and back (a pipe, as Chromium's processes
// talk; loopback TCP, as the gateway talks to PostgreSQL). Lighthouse's benchmark index times a
// JavaScript loop only, and two machines with the same index measured blocking times ten times apart
// (bench/vitals/README.md): compare these figures between machines before comparing their benchmarks.
//   npx node bench/machine/probe.ts
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { fstatSync, readFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import type { Readable, Writable } from 'node:stream'

export interface MachineProbe {
  cpu: string
  // how the kernel found itself hosted, where it says so ('Hypervisor detected: ...'), and whether it
  // isolates its page tables on every system call (PTI), which a processor not open to Meltdown only
  // does when told to
  hypervisor: string
  meltdown: string
  syscallUs: number
  // the first write to a page of fresh memory: the kernel finds a page, zeroes it and maps it. A new
  // renderer process touches tens of megabytes of fresh memory in a page load
  pageFaultUs: number
  pipeRoundTripUs: number
  tcpRoundTripUs: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return fallback
  }
}

function hypervisorOf(): string {
  const flagged = /^flags\s*:.*\bhypervisor\b/m.test(readOr('/proc/cpuinfo', ''))
  const kernel = spawnSync('dmesg', { encoding: 'utf8' })
  const detected =
    kernel.status === 0 ? kernel.stdout.match(/Hypervisor detected: (.+)/)?.[1]?.trim() : undefined
  return detected ?? (flagged ? 'a hypervisor (its kind unread)' : 'none seen')
}

// the median of five batches, after one that warms up and is not counted
async function medianOfFive(batch: () => number | Promise<number>): Promise<number> {
  await batch()
  const batches: number[] = []
  for (let b = 0; b < 5; b++) batches.push(await batch())
  return median(batches)
}

// one system call through Node: fstat of standard input, in µs
function syscall(): number {
  const n = 50_000
  const start = performance.now()
  for (let i = 0; i < n; i++) fstatSync(0)
  return ((performance.now() - start) * 1000) / n
}

// the first write to each 4 KB page of 64 MB just allocated, in µs a page
function freshPages(): number {
  const size = 64 * 1024 * 1024
  const start = performance.now()
  const fresh = Buffer.allocUnsafeSlow(size)
  for (let i = 0; i < size; i += 4096) fresh[i] = 1
  return ((performance.now() - start) * 1000) / (size / 4096)
}

// one byte out and one back, 2,000 times in a row, in µs a trip: each trip wakes the other process
// and then this one
async function roundTrips(output: Writable, input: Readable): Promise<number> {
  const byte = Buffer.from('x')
  const n = 2000
  const start = performance.now()
  for (let i = 0; i < n; i++) {
    const answered = once(input, 'data')
    output.write(byte)
    await answered
  }
  return ((performance.now() - start) * 1000) / n
}

const ECHO_PIPE = 'process.stdin.on("data", (b) => process.stdout.write(b))'
const ECHO_TCP = `const s = require("node:net").createServer((c) => { c.setNoDelay(true); c.on("data", (b) => c.write(b)) })
s.listen(0, "127.0.0.1", () => process.stdout.write(String(s.address().port) + "\\n"))
process.stdin.on("end", () => process.exit(0)).resume()`

async function pipeRoundTrip(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ECHO_PIPE], { stdio: ['pipe', 'pipe', 'inherit'] })
  try {
    return await medianOfFive(() => roundTrips(child.stdin, child.stdout))
  } finally {
    child.stdin.end()
    child.kill()
  }
}

async function tcpRoundTrip(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ECHO_TCP], { stdio: ['pipe', 'pipe', 'inherit'] })
  try {
    const [port] = (await once(child.stdout, 'data')) as [Buffer]
    const socket = createConnection({ port: Number(port.toString().trim()), host: '127.0.0.1' })
    try {
      await once(socket, 'connect')
      socket.setNoDelay(true)
      return await medianOfFive(() => roundTrips(socket, socket))
    } finally {
      socket.destroy()
    }
  } finally {
    child.stdin.end()
    child.kill()
  }
}

export async function probeMachine(): Promise<MachineProbe> {
  return {
    cpu:
      readOr('/proc/cpuinfo', '')
        .match(/^model name\s*:\s*(.+)$/m)?.[1]
        ?.trim() ?? 'unknown',
    hypervisor: hypervisorOf(),
    meltdown: readOr('/sys/devices/system/cpu/vulnerabilities/meltdown', 'unknown').trim(),
    syscallUs: await medianOfFive(syscall),
    pageFaultUs: await medianOfFive(freshPages),
    pipeRoundTripUs: await pipeRoundTrip(),
    tcpRoundTripUs: await tcpRoundTrip(),
  }
}

export const describeMachine = (m: MachineProbe): string =>
  `${m.cpu}; hypervisor: ${m.hypervisor}; Meltdown: ${m.meltdown}; a system call (fstat) ${m.syscallUs.toFixed(2)} µs, ` +
  `a fresh page of memory ${m.pageFaultUs.toFixed(2)} µs, ` +
  `a round trip to another process ${m.pipeRoundTripUs.toFixed(0)} µs by pipe, ${m.tcpRoundTripUs.toFixed(0)} µs by loopback TCP`

if (import.meta.main) process.stdout.write(`machine: ${describeMachine(await probeMachine())}\n`)
