import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestGateway, type TestGateway } from '@showroom/testkit'
import { distOf, MODULES, type ModuleName, shortName } from './paths.ts'

export type Registry = Partial<Record<ModuleName, string>>

export interface Site {
  url: string
  gateway: TestGateway
  // rewrites the registry file the gateway reads on every request, like a deploy would
  setRegistry(registry: Registry): void
  close(): Promise<void>
}

export function defaultRegistry(): Registry {
  const registry: Registry = {}
  for (const module of MODULES) registry[module] = `/mfe/${shortName(module)}/mf-manifest.json`
  return registry
}

// the journeys test what `npm run build:web` produced; they never build the site themselves
export function assertSiteBuilt(): void {
  const missing = ['shell', ...MODULES].filter(
    (app) => !existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json')),
  )
  if (missing.length > 0)
    throw new Error(`build the web site first (npm run build:web): ${missing.join(', ')} not built`)
}

// FIRST_VIEW_TIMEOUT_MS given to the journeys reaches their site (the config's default otherwise)
function fromEnvironment(): Record<string, string> {
  const timeout = process.env.FIRST_VIEW_TIMEOUT_MS
  return timeout ? { FIRST_VIEW_TIMEOUT_MS: timeout } : {}
}

// the real gateway with every service in process, demo data and a registry file, on a random port
// `env` adds to the gateway's environment, e.g. FIRST_VIEW_TIMEOUT_MS to draw first views
export async function startSite(options: { env?: Record<string, string> } = {}): Promise<Site> {
  assertSiteBuilt()
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-e2e-'))
  const registryFile = path.join(dir, 'registry.json')
  const setRegistry = (registry: Registry) => writeFileSync(registryFile, JSON.stringify(registry, null, 2))
  setRegistry(defaultRegistry())
  const gateway = await createTestGateway({
    demo: true,
    env: { MFE_REGISTRY_FILE: registryFile, LOG_LEVEL: 'warn', ...fromEnvironment(), ...options.env },
  })
  // outbox events are delivered as a running site delivers them (comments learns uploads from them)
  gateway.platform.events.start()
  const address = await gateway.app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url: address.replace('localhost', '127.0.0.1'),
    gateway,
    setRegistry,
    async close() {
      await gateway.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
