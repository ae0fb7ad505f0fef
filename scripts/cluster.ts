// `npm run cluster`: the site as separate processes on one machine, as it runs past one machine
// (docs/scale-out.md): nginx on PORT (default 8080) in front of two gateway processes, every domain
// service as its own process (@apollo/server over HTTP, ADR 3), all on the PostgreSQL at DATABASE_URL
// and the Redis at REDIS_URL. Migrations and the demo data run once before anything starts. Prints
// every process's address; Ctrl-C or SIGTERM stops them all. GATEWAYS sets how many gateways (1-8)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import {
  DEFAULT_GATEWAYS,
  GATEWAY_ENV,
  GATEWAY_SCRIPT,
  PREPARE_SCRIPT,
  READY_PATH,
  SERVICE_PROCESSES,
  serviceScript,
} from './cluster/layout.ts'
import { findNginx, writeBalancerConfig } from './cluster/nginx.ts'
import {
  answersOk,
  freePort,
  type Member,
  runToEnd,
  startMember,
  stopMember,
  untilReady,
} from './cluster/processes.ts'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
// a ceiling for a busy machine (a dozen Node processes starting at once), not a target
const READY_TIMEOUT_MS = 600_000
const env = process.env
const host = env.HOST || '127.0.0.1'
const port = Number(env.PORT || 8080)
const gatewayCount = Math.min(8, Math.max(1, Number(env.GATEWAYS || DEFAULT_GATEWAYS)))
const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`
const services = SERVICE_PROCESSES

const shared: NodeJS.ProcessEnv = {
  ...env,
  DATABASE_URL: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/showroom',
  REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1:6379',
  // uploads, mail and media files: one folder every process of this machine shares
  DATA_DIR: resolve(root, env.DATA_DIR || 'data/cluster'),
  PUBLIC_URL: publicUrl,
  LOG_LEVEL: env.LOG_LEVEL || 'warn',
}
delete shared.NODE_TEST_CONTEXT

const members: Member[] = []
let stopping = false
const stopAll = async (code: number) => {
  if (stopping) return
  stopping = true
  process.stdout.write('stopping the cluster\n')
  // the balancer first (no new requests), then the gateways, then the services
  for (const group of [['balancer'], ['gateway'], ['service']]) {
    const prefix = group[0] as string
    await Promise.all(members.filter((m) => m.name.startsWith(prefix)).map(stopMember))
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

function watch(member: Member) {
  members.push(member)
  // started while a stop was under way (a start waiting on another): it goes at once
  if (stopping) void stopMember(member)
  void member.exited.then((code) => {
    if (!stopping) process.stderr.write(`${member.name} ended (exit ${code}); the others keep running\n`)
  })
}

async function main() {
  const webApps = ['shell', 'mfe-chat', 'mfe-comments', 'mfe-feed', 'mfe-commerce', 'mfe-discovery']
  if (env.CLUSTER_WEB_BUILD !== 'false' && webApps.some((app) => !existsSync(join(root, app, 'dist')))) {
    process.stdout.write('building the web front end first\n')
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const nginx = findNginx(root)

  process.stdout.write('migrating (once, before any server starts)\n')
  const prepared = await runToEnd('migrate', join(root, PREPARE_SCRIPT), shared)
  if (prepared !== 0) throw new Error(`the migrations failed (exit ${prepared})`)

  const serviceUrls: Record<string, string> = {}
  await Promise.all(
    services.map(async (name) => {
      const servicePort = await freePort(host)
      const base = `http://${host}:${servicePort}`
      const script = join(root, serviceScript(name))
      const member = startMember(
        `service ${name}`,
        `${base}/graphql`,
        process.execPath,
        [script],
        { ...shared, HOST: host, PORT: String(servicePort) },
        { node: true },
      )
      watch(member)
      serviceUrls[`SERVICE_URL_${name.toUpperCase()}`] = member.url
      await untilReady(member, answersOk(`${base}${READY_PATH}`), READY_TIMEOUT_MS)
    }),
  )

  const gatewayEnv = {
    ...shared,
    ...serviceUrls,
    ...GATEWAY_ENV,
    TRUST_PROXY: env.TRUST_PROXY || GATEWAY_ENV.TRUST_PROXY,
  }
  const gatewayAddresses: string[] = []
  await Promise.all(
    Array.from({ length: gatewayCount }, async (_, i) => {
      const gatewayPort = await freePort(host)
      gatewayAddresses[i] = `${host}:${gatewayPort}`
      const member = startMember(
        `gateway-${i + 1}`,
        `http://${host}:${gatewayPort}`,
        process.execPath,
        [join(root, GATEWAY_SCRIPT)],
        { ...gatewayEnv, HOST: host, PORT: String(gatewayPort) },
        { node: true },
      )
      watch(member)
      await untilReady(member, answersOk(`${member.url}${READY_PATH}`), READY_TIMEOUT_MS)
    }),
  )

  const dir = mkdtempSync(join(tmpdir(), 'showroom-balancer-'))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  const config = writeBalancerConfig({ host, port, gateways: gatewayAddresses, dir })
  const nginxArgs = ['-p', dir, '-c', config, '-g', 'daemon off;']
  const balancer = startMember('balancer', `http://${host}:${port}`, nginx, nginxArgs, process.env)
  watch(balancer)
  await untilReady(balancer, answersOk(`${balancer.url}/health/ready`), READY_TIMEOUT_MS)

  const width = Math.max(...members.map((m) => m.name.length)) + 2
  process.stdout.write('\nShowroom cluster\n')
  for (const member of members)
    process.stdout.write(`  ${member.name.padEnd(width)}${member.url}  pid ${member.child.pid}\n`)
  process.stdout.write(`ready: ${publicUrl} (through the balancer; Ctrl-C stops everything)\n`)
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `the cluster could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  await stopAll(1)
})
