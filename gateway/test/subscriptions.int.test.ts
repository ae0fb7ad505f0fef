import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createPlatform, loadConfig } from '@showroom/platform'
import { createTestGateway, type RedisProcess, startRedisProcess, type TestGateway } from '@showroom/testkit'
import { buildApp, type GatewayApp } from 'gateway'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'

const SESSION_CHANGED = 'subscription { sessionChanged { userId signedIn persona { type id } } }'

async function loginCookie(app: GatewayApp['app'], email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: `mutation { login(email: "${email}", password: "showroom-demo") { userId } }` },
  })
  return String(response.headers['set-cookie']).match(/sr_session=[^;]+/)![0]
}

// subscribes over a real WebSocket and resolves with the first event
function firstEvent(
  url: string,
  cookie: string,
): { ready: Promise<void>; event: Promise<unknown>; close(): void } {
  let onReady: () => void
  const ready = new Promise<void>((resolve) => {
    onReady = resolve
  })
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } })
    }
  }
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    lazy: false,
    on: { connected: () => onReady() },
  })
  const event = new Promise((resolve, reject) => {
    client.subscribe({ query: SESSION_CHANGED }, { next: resolve, error: reject, complete: () => {} })
  })
  return { ready, event, close: () => void client.dispose() }
}

const switchToDesigner = async (app: GatewayApp['app'], cookie: string) => {
  const personas = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: '{ viewer { personas { type id } } }' },
    headers: { cookie },
  })
  const designer = personas.json().data.viewer.personas.find((p: { type: string }) => p.type === 'designer')
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: `mutation { switchPersona(type: designer, id: ${designer.id}) { persona { type } } }` },
    headers: { cookie },
  })
  assert.equal(response.json().data.switchPersona.persona.type, 'designer')
  return designer.id as number
}

describe('live updates over GraphQL subscriptions', () => {
  test('a persona switch reaches the same user’s open subscription', async () => {
    const gateway = await createTestGateway({ demo: true })
    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const cookie = await loginCookie(gateway.app, 'olga@showroom.test')
      const subscription = firstEvent(url, cookie)
      await subscription.ready
      await new Promise((resolve) => setTimeout(resolve, 100))
      const designerId = await switchToDesigner(gateway.app, cookie)
      const event = (await subscription.event) as {
        data: { sessionChanged: { persona: { type: string; id: number } } }
      }
      assert.deepEqual(event.data.sessionChanged.persona, { type: 'designer', id: designerId })
      subscription.close()
    } finally {
      await gateway.close()
    }
  })

  describe('with two gateways sharing PostgreSQL and Redis (separate pub/sub clients)', () => {
    let first: TestGateway
    let second: GatewayApp
    let secondPlatform: Awaited<ReturnType<typeof createPlatform>>
    let secondUrl: string
    let redisProcess: RedisProcess

    before(async () => {
      // a Redis of its own: the demo members' topics are the same in every test file's copy of the data
      redisProcess = await startRedisProcess()
      const redis = { REDIS_URL: redisProcess.url }
      first = await createTestGateway({ database: 'postgres', demo: true, env: redis })
      const config = loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        DEMO_DATA: 'false',
        // the same files as the first, as two gateways share them in production
        DATA_DIR: first.platform.config.dataDir,
        ...redis,
        DATABASE_URL: first.databaseUrl ?? '',
      })
      secondPlatform = await createPlatform(config)
      second = await buildApp({ config, platform: secondPlatform })
      secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' })
    })
    after(async () => {
      await second.app.close()
      await secondPlatform.close()
      await first.close()
      await redisProcess.stop()
    })

    test('an event published through one gateway reaches a subscriber on the other', async () => {
      const cookie = await loginCookie(first.app, 'olga@showroom.test')
      const subscription = firstEvent(secondUrl, cookie)
      await subscription.ready
      await new Promise((resolve) => setTimeout(resolve, 200))
      const designerId = await switchToDesigner(first.app, cookie)
      const event = (await subscription.event) as { data: { sessionChanged: { persona: { id: number } } } }
      assert.equal(event.data.sessionChanged.persona.id, designerId)
      subscription.close()
    })
  })
})
