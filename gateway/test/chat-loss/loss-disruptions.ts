import type { GatewayProcess, RedisProcess } from '@showroom/testkit'
import type { Subscriber } from './loss-clients.ts'
import { type Random, sleep } from '../support/random.ts'

export type Disruption =
  | { at: number; kind: 'drop-sockets'; count: number }
  | { at: number; kind: 'restart-gateway'; gateway: number; downMs: number }
  | { at: number; kind: 'restart-redis'; downMs: number }

export interface DisruptionCounts {
  socketsDropped: number
  gatewayRestarts: number
  redisRestarts: number
}

// the moments (as a number of messages answered) and kinds of disruption, from the seed
export function planDisruptions(random: Random, total: number): Disruption[] {
  const at = () => random.int(Math.floor(total * 0.05), Math.floor(total * 0.85))
  const plan: Disruption[] = [
    ...Array.from({ length: 10 }, () => ({
      at: at(),
      kind: 'drop-sockets' as const,
      count: random.int(1, 8),
    })),
    // one: a gateway costs seconds of processor to start on a busy machine
    { at: at(), kind: 'restart-gateway' as const, gateway: random.int(0, 1), downMs: random.int(0, 1500) },
    ...Array.from({ length: 2 }, () => ({
      at: at(),
      kind: 'restart-redis' as const,
      downMs: random.int(100, 2000),
    })),
  ]
  return plan.sort((a, b) => a.at - b.at)
}

export const describeDisruption = (d: Disruption) =>
  d.kind === 'drop-sockets'
    ? `at ${d.at}: drop ${d.count} sockets`
    : d.kind === 'restart-gateway'
      ? `at ${d.at}: kill gateway ${d.gateway}, down ${d.downMs} ms`
      : `at ${d.at}: restart Redis, down ${d.downMs} ms`

// runs each disruption once that many messages were answered (or the posting ended), one at a
// time; a killed gateway is back up before the next one starts. onBegin(n) tells when the nth
// disruption starts (the posting waits for it, so each one meets messages in flight)
export async function runDisruptions(
  plan: readonly Disruption[],
  random: Random,
  progress: () => { posted: number; finished: boolean },
  parts: { gateways: readonly GatewayProcess[]; redis: RedisProcess; subscribers: readonly Subscriber[] },
  onBegin: (n: number) => void = () => {},
): Promise<DisruptionCounts> {
  const counts: DisruptionCounts = { socketsDropped: 0, gatewayRestarts: 0, redisRestarts: 0 }
  for (const [n, disruption] of plan.entries()) {
    while (progress().posted < disruption.at && !progress().finished) await sleep(20)
    onBegin(n)
    if (disruption.kind === 'drop-sockets') {
      for (let i = 0; i < disruption.count; i++)
        if (random.pick(parts.subscribers).drop()) counts.socketsDropped++
    } else if (disruption.kind === 'restart-gateway') {
      const gateway = parts.gateways[disruption.gateway] as GatewayProcess
      await gateway.kill()
      await sleep(disruption.downMs)
      await gateway.start()
      counts.gatewayRestarts++
    } else {
      await parts.redis.restart({ downMs: disruption.downMs })
      counts.redisRestarts++
    }
  }
  return counts
}
