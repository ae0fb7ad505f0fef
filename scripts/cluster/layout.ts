// what `npm run cluster` runs, and so what deploy/compose.yaml and deploy/kubernetes must run too
// (scripts/cluster/deploy-files.test.ts holds them to it)
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')

// every service with a process entry of its own (alerts runs in each gateway: it needs the composed
// graph, ADR 21)
export const SERVICE_PROCESSES: readonly string[] = [
  'accounts',
  'chat',
  'comments',
  'commerce',
  'discovery',
  'feed',
  'media',
  'notifications',
  'social',
].filter((name) => existsSync(join(root, serviceScript(name))))

export function serviceScript(name: string): string {
  return `services/${name}/src/server.ts`
}

export const GATEWAY_SCRIPT = 'gateway/src/server.ts'
// the migrations and demo data, once before any server starts
export const PREPARE_SCRIPT = 'scripts/cluster/prepare.ts'
export const DEFAULT_GATEWAYS = 2
// what every gateway gets besides the shared configuration: no demo data of its own (prepare loads
// it), one proxy hop trusted (the balancer sets X-Forwarded-For)
export const GATEWAY_ENV = { DEMO_DATA: 'false', TRUST_PROXY: '1' } as const
// a service is taken into rotation on this; a gateway too
export const READY_PATH = '/health/ready'
