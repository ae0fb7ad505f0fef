// deploy/ never runs here (no Docker daemon, no cluster): this holds its files to what
// `npm run cluster` runs (scripts/cluster/layout.ts) and to what the platform's configuration reads,
// so neither can drift from the other silently
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { loadConfig } from '@showroom/platform'
import { parse, parseAllDocuments } from 'yaml'
import {
  DEFAULT_GATEWAYS,
  GATEWAY_ENV,
  GATEWAY_SCRIPT,
  PREPARE_SCRIPT,
  READY_PATH,
  SERVICE_PROCESSES,
  serviceScript,
} from './layout.ts'

// biome-ignore lint/suspicious/noExplicitAny: manifests are read as loose YAML
type Yaml = any

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')
const deploy = join(root, 'deploy')
const read = (path: string) => readFileSync(join(deploy, path), 'utf8')

// what every process must be given past one machine: the shared database, Redis and files, the
// address the balancer answers on, and the secret that signs the gateway's calls to services
const NEEDED_EVERYWHERE = ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PUBLIC_URL', 'INTERNAL_SECRET']

// the node command of every process npm run cluster starts (nginx aside): one per service, the
// gateway, the migrations
const clusterCommands = new Set([
  ...SERVICE_PROCESSES.map((name) => `node ${serviceScript(name)}`),
  `node ${GATEWAY_SCRIPT}`,
  `node ${PREPARE_SCRIPT}`,
])
const serviceOfScript = new Map(SERVICE_PROCESSES.map((name) => [`node ${serviceScript(name)}`, name]))

// the variables loadConfig asks for, found by asking it: whatever it reads from its environment
function variablesConfigReads(): Set<string> {
  const asked = new Set<string>()
  const spy = new Proxy({} as Record<string, string | undefined>, {
    get(_target, key) {
      if (typeof key === 'string') asked.add(key)
      return undefined
    },
  })
  loadConfig(spy)
  return asked
}
const configReads = variablesConfigReads()

function isReadByConfig(variable: string): boolean {
  if (configReads.has(variable)) return true
  if (!variable.startsWith('SERVICE_URL_')) return false
  const name = variable.slice('SERVICE_URL_'.length).toLowerCase()
  return loadConfig({ [variable]: 'http://service:8080/graphql' }).serviceUrls[name] !== undefined
}

function assertConfigReadsAll(variables: Iterable<string>, where: string) {
  const unread = [...variables].filter((variable) => !isReadByConfig(variable))
  assert.deepEqual(unread, [], `${where} sets variables the configuration never reads`)
}

// the configuration a container starts with: the image's ENV lines, then what the manifest adds
function dockerfileEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of read('Dockerfile').split('\n')) {
    const match = /^ENV\s+(.+)$/.exec(line.trim())
    if (!match) continue
    for (const pair of (match[1] as string).split(/\s+/)) {
      const [name, ...value] = pair.split('=')
      env[name as string] = value.join('=')
    }
  }
  return env
}

function envFile(path: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of read(path).split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match) env[match[1] as string] = match[2] as string
  }
  return env
}

const commandOf = (command: unknown) => (Array.isArray(command) ? command.join(' ') : String(command))

describe('deploy/compose.yaml', () => {
  const compose: Yaml = parse(read('compose.yaml'), { merge: true })
  const containers = Object.entries(compose.services as Record<string, Yaml>)
  // the image's own containers (PostgreSQL, Redis and nginx are stock images)
  const showroom = containers.filter(([, c]) => c.image === 'showroom:latest')
  const byCommand = new Map(showroom.map(([name, c]) => [commandOf(c.command), name]))
  const gateway = compose.services[byCommand.get(`node ${GATEWAY_SCRIPT}`) ?? ''] as Yaml
  const migrate = byCommand.get(`node ${PREPARE_SCRIPT}`)
  // compose.yaml reads showroom.env, a copy of the example
  const sharedEnv = { ...dockerfileEnv(), ...envFile('showroom.env.example') }

  test('runs the processes npm run cluster runs, each once, and nothing else of its own', () => {
    assert.deepEqual(new Set(byCommand.keys()), clusterCommands)
    assert.equal(byCommand.size, showroom.length, 'no process runs in two containers')
    assert.equal(gateway.deploy?.replicas, DEFAULT_GATEWAYS)
    for (const [, container] of showroom) assert.equal(commandOf(container.env_file), 'showroom.env')
  })

  test('the migrations finish before any service starts, every service answers ready before the gateways start', () => {
    // prepare.ts opens the platform as any process does: the database and Redis
    const migration = compose.services[migrate ?? '']
    assert.equal(migration?.depends_on?.postgres?.condition, 'service_healthy')
    assert.equal(migration?.depends_on?.redis?.condition, 'service_started')
    for (const [name, container] of showroom) {
      const script = commandOf(container.command)
      if (!serviceOfScript.has(script)) continue
      assert.equal(container.depends_on?.[migrate ?? '']?.condition, 'service_completed_successfully', name)
      assert.match(commandOf(container.healthcheck?.test), new RegExp(`:8080${READY_PATH}'`), name)
      assert.equal(gateway.depends_on?.[name]?.condition, 'service_healthy', `the gateway waits for ${name}`)
    }
    assert.match(commandOf(gateway.healthcheck?.test), new RegExp(`:8080${READY_PATH}'`))
    const balancer = containers.find(([, c]) => String(c.image).startsWith('nginx'))?.[1]
    assert.equal(balancer?.depends_on?.gateway?.condition, 'service_healthy')
  })

  test('the gateways reach every service process by its container name, as the cluster gives them', () => {
    const urls = Object.entries(gateway.environment as Record<string, string>).filter(([variable]) =>
      variable.startsWith('SERVICE_URL_'),
    )
    const expected = showroom.flatMap(([name, container]) => {
      const service = serviceOfScript.get(commandOf(container.command))
      return service ? [[`SERVICE_URL_${service.toUpperCase()}`, `http://${name}:8080/graphql`]] : []
    })
    assert.deepEqual(Object.fromEntries(urls), Object.fromEntries(expected))
    for (const [variable, value] of Object.entries(GATEWAY_ENV))
      assert.equal(gateway.environment[variable], value, variable)
  })

  test('sets only variables the configuration reads, and every process starts on them', () => {
    assertConfigReadsAll(Object.keys(sharedEnv), 'Dockerfile and showroom.env.example')
    for (const [name, container] of showroom) {
      const env = { ...sharedEnv, ...(container.environment ?? {}) }
      assertConfigReadsAll(Object.keys(container.environment ?? {}), `compose service ${name}`)
      for (const variable of NEEDED_EVERYWHERE) assert.ok(env[variable], `${name} is given ${variable}`)
      assert.doesNotThrow(() => loadConfig(env), `compose service ${name} starts on its configuration`)
    }
  })

  test('the balancer passes WebSocket upgrades and sets the address the gateways trust', () => {
    const nginx = read('nginx.conf')
    assert.match(nginx, /server gateway:8080/)
    assert.match(nginx, /proxy_set_header Upgrade \$http_upgrade;/)
    assert.match(nginx, /proxy_set_header X-Forwarded-For \$remote_addr;/)
  })
})

describe('deploy/kubernetes', () => {
  const folder = join(deploy, 'kubernetes')
  const documents: Yaml[] = readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((d) => d.toJS()))
    .filter(Boolean)
  const ofKind = (kind: string) => documents.filter((d) => d.kind === kind)
  const deployments = ofKind('Deployment')
  const containerOf = (workload: Yaml) => workload.spec.template.spec.containers[0]
  const byCommand = new Map(deployments.map((d) => [commandOf(containerOf(d).command), d]))
  const gateway = byCommand.get(`node ${GATEWAY_SCRIPT}`)
  const job = ofKind('Job').find((j) => commandOf(containerOf(j).command) === `node ${PREPARE_SCRIPT}`)
  const configMaps = new Map(ofKind('ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]))
  const secrets = new Map(ofKind('Secret').map((s) => [s.metadata.name, s.stringData ?? s.data ?? {}]))

  // the image's ENV, then envFrom in order, then env
  function envOf(workload: Yaml): Record<string, string> {
    const container = containerOf(workload)
    const env: Record<string, string> = { ...dockerfileEnv() }
    for (const source of container.envFrom ?? []) {
      const from = source.configMapRef
        ? configMaps.get(source.configMapRef.name)
        : secrets.get(source.secretRef?.name)
      assert.ok(from, `${workload.metadata.name} reads ${JSON.stringify(source)}, which exists`)
      Object.assign(env, from)
    }
    for (const entry of container.env ?? []) env[entry.name] = entry.value
    return env
  }

  test('runs the processes npm run cluster runs: a Deployment per service and the gateways, the migrations as a Job', () => {
    const expected = new Set([...clusterCommands].filter((c) => c !== `node ${PREPARE_SCRIPT}`))
    assert.deepEqual(new Set(byCommand.keys()), expected)
    assert.equal(byCommand.size, deployments.length, 'no process runs in two Deployments')
    assert.equal(gateway?.spec.replicas, DEFAULT_GATEWAYS)
    assert.ok(job, 'a Job runs the migrations')
    assert.equal(job.spec.template.spec.restartPolicy, 'Never')
  })

  test('every Deployment is ready on /health/ready, on the port its process listens on, behind a Service', () => {
    const services = ofKind('Service')
    for (const deployment of deployments) {
      const container = containerOf(deployment)
      const port = Number(envOf(deployment).PORT)
      assert.equal(container.readinessProbe?.httpGet?.path, READY_PATH, deployment.metadata.name)
      assert.equal(container.readinessProbe.httpGet.port, port, deployment.metadata.name)
      assert.deepEqual(
        container.ports.map((p: Yaml) => p.containerPort),
        [port],
      )
      const labels = deployment.spec.template.metadata.labels
      assert.deepEqual(deployment.spec.selector.matchLabels, labels)
      const service = services.find(
        (s) =>
          JSON.stringify(s.spec.selector) === JSON.stringify(labels) && s.spec.ports[0].targetPort === port,
      )
      assert.ok(service, `a Service in front of ${deployment.metadata.name}`)
    }
  })

  test('the gateways reach every service Deployment through its Service, as the cluster gives them', () => {
    const env = envOf(gateway)
    const urls = Object.entries(env).filter(([variable]) => variable.startsWith('SERVICE_URL_'))
    const expected = SERVICE_PROCESSES.map((name) => {
      const deployment = byCommand.get(`node ${serviceScript(name)}`)
      const service = ofKind('Service').find(
        (s) => JSON.stringify(s.spec.selector) === JSON.stringify(deployment.spec.template.metadata.labels),
      )
      return [
        `SERVICE_URL_${name.toUpperCase()}`,
        `http://${service.metadata.name}:${service.spec.ports[0].port}/graphql`,
      ]
    })
    assert.deepEqual(Object.fromEntries(urls), Object.fromEntries(expected))
    for (const [variable, value] of Object.entries(GATEWAY_ENV)) assert.equal(env[variable], value, variable)
  })

  test('sets only variables the configuration reads, and every process starts on them', () => {
    for (const [name, data] of [...configMaps, ...secrets]) assertConfigReadsAll(Object.keys(data), name)
    for (const workload of [...deployments, job]) {
      const container = containerOf(workload)
      assertConfigReadsAll(
        (container.env ?? []).map((e: Yaml) => e.name),
        workload.metadata.name,
      )
      const env = envOf(workload)
      for (const variable of NEEDED_EVERYWHERE)
        assert.ok(env[variable], `${workload.metadata.name} is given ${variable}`)
      assert.doesNotThrow(() => loadConfig(env), `${workload.metadata.name} starts on its configuration`)
    }
  })

  test('every process mounts the one shared volume at DATA_DIR', () => {
    const claims = new Set(ofKind('PersistentVolumeClaim').map((c) => c.metadata.name))
    for (const workload of [...deployments, job]) {
      const pod = workload.spec.template.spec
      const mount = containerOf(workload).volumeMounts?.find(
        (m: Yaml) => m.mountPath === envOf(workload).DATA_DIR,
      )
      assert.ok(mount, `${workload.metadata.name} mounts DATA_DIR`)
      const volume = pod.volumes.find((v: Yaml) => v.name === mount.name)
      assert.ok(claims.has(volume?.persistentVolumeClaim?.claimName), workload.metadata.name)
    }
  })
})

test('the deploy folder holds what the docs name', () => {
  for (const file of ['Dockerfile', 'compose.yaml', 'nginx.conf', 'showroom.env.example'])
    assert.ok(existsSync(join(deploy, file)), file)
})
