// processor time spent while a call set runs: this process's (the gateway and the load generator it
// shares a process with) and, when the PostgreSQL server runs on this machine, its processes'. read
// from /proc, so on a busy machine it counts the work itself, not the wait for a core
import { readdirSync, readFileSync } from 'node:fs'
import type { BenchTarget } from './databases.ts'

// USER_HZ: the unit of utime and stime in /proc/<pid>/stat on Linux
const TICKS_PER_SECOND = 100

// the processor time of every process named postgres, in ms; null where /proc cannot tell
function postgresMs(): number | null {
  let ticks = 0
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return null
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue // the process ended between the listing and the read
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    if (!command.startsWith('postgres')) continue
    // the fields after the command: state is the first, utime the 12th and stime the 13th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

const isLocal = (target: BenchTarget) =>
  target.serverUrl !== undefined &&
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(target.serverUrl).hostname)

export interface ProcessorTime {
  // ms of this process's processor time
  gateway: number
  // ms of the local PostgreSQL server's, or null (PGlite runs inside the gateway's process)
  postgres: number | null
}

// starts counting; the returned function gives the time spent since
export function countProcessorTime(target: BenchTarget): () => ProcessorTime {
  const local = isLocal(target)
  const gatewayStart = process.cpuUsage()
  const postgresStart = local ? postgresMs() : null
  return () => {
    const used = process.cpuUsage(gatewayStart)
    const postgresNow = local ? postgresMs() : null
    return {
      gateway: (used.user + used.system) / 1000,
      postgres: postgresStart !== null && postgresNow !== null ? postgresNow - postgresStart : null,
    }
  }
}
