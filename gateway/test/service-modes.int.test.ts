import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createPlatform, loadConfig, type Platform, serveSubgraph } from '@showroom/platform'
import { createTestGateway, type TestGateway } from '@showroom/testkit'
import { buildApp, type GatewayApp } from 'gateway'

// the same gateway code, once with every service in process and once with each service behind its
// own HTTP server: the answers must be the same
describe('services reached in process and over HTTP', () => {
  let inProcess: TestGateway
  let overHttp: GatewayApp
  let secondPlatform: Platform
  const servers: Array<{ close(): Promise<void> }> = []

  before(async () => {
    inProcess = await createTestGateway({ demo: true })
    const secret = 'a-test-secret-of-enough-length'
    const urls: Record<string, string> = {}
    for (const service of [inProcess.services.accounts, inProcess.services.discovery]) {
      const server = await serveSubgraph(service, { port: 0, host: '127.0.0.1', internalSecret: secret })
      servers.push(server)
      urls[`SERVICE_URL_${service.name.toUpperCase()}`] = server.url
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      INTERNAL_SECRET: secret,
      PASSWORD_HASH_COST: '10',
      // the same files as the first, as two gateways share them in production
      DATA_DIR: inProcess.platform.config.dataDir,
      ...urls,
    })
    // the second gateway is another process in production: its own platform on the same database
    secondPlatform = await createPlatform(config, {
      database: inProcess.platform.database,
      sharedDatabase: true,
    })
    overHttp = await buildApp({ config, platform: secondPlatform })
    await overHttp.app.ready()
  })
  after(async () => {
    await overHttp.app.close()
    await secondPlatform.close()
    for (const server of servers) await server.close()
    await inProcess.close()
  })

  const ask = async (app: GatewayApp['app'], query: string, cookie?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      headers: cookie ? { cookie } : {},
    })
    return {
      body: response.json(),
      cookie: String(response.headers['set-cookie'] ?? '').match(/sr_session=[^;]+/)?.[0],
    }
  }

  test('both compose the same supergraph', () => {
    assert.equal(overHttp.supergraphSdl, inProcess.supergraphSdl)
  })

  test('a query across both subgraphs answers the same', async () => {
    const query = '{ cities { id name url } lookupUsers(prefix: "a", limit: 5) { username userUrl } }'
    assert.deepEqual((await ask(overHttp.app, query)).body, (await ask(inProcess.app, query)).body)
  })

  test('a session made through one mode is the same viewer through the other', async () => {
    const login = await ask(
      overHttp.app,
      'mutation { login(email: "olga@showroom.test", password: "showroom-demo") { userId } }',
    )
    assert.ok(login.cookie)
    const query =
      '{ viewer { user { username } roles personas { type name designer { name } venue { name } } } }'
    const viaHttp = await ask(overHttp.app, query, login.cookie)
    const viaProcess = await ask(inProcess.app, query, login.cookie)
    assert.equal(viaHttp.body.data.viewer.user.username, 'olga')
    assert.deepEqual(viaHttp.body, viaProcess.body)
  })

  test('service errors answer the same', async () => {
    const query = 'mutation { login(email: "olga@showroom.test", password: "nope-nope-nope") { userId } }'
    const viaHttp = await ask(overHttp.app, query)
    const viaProcess = await ask(inProcess.app, query)
    assert.equal(viaHttp.body.errors[0].extensions.code, viaProcess.body.errors[0].extensions.code)
    assert.equal(viaHttp.body.errors[0].message, viaProcess.body.errors[0].message)
  })
})
