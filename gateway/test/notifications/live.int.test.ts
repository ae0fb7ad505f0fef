import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, within } from '@showroom/testkit'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'

const COUNT_CHANGED = 'subscription { notificationCountChanged { unseenCount latestSeq } }'

interface Count {
  unseenCount: number
  latestSeq: number
}

// a graphql-ws client over a real WebSocket, signed in by cookie (or not), collecting what arrives
function countSubscription(url: string, cookie: string | null) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {})
    }
  }
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: CookieSocket })
  const received: Count[] = []
  const waiting: Array<() => void> = []
  let failure: unknown = null
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve()
  }
  client.subscribe<{ notificationCountChanged: Count }>(
    { query: COUNT_CHANGED },
    {
      next: (result) => {
        if (result.errors) failure = result.errors
        else if (result.data) received.push({ ...result.data.notificationCountChanged })
        wake()
      },
      error: (error) => {
        failure = error
        wake()
      },
      complete: wake,
    },
  )
  return {
    // the n-th value (1-based), or the refusal
    async nth(n: number): Promise<Count> {
      while (received.length < n && failure === null)
        await within(new Promise<void>((resolve) => waiting.push(resolve)), 20_000, `count ${n}`)
      if (failure !== null) throw Object.assign(new Error('subscription refused'), { failure })
      return received[n - 1] as Count
    },
    close: () => client.dispose(),
  }
}

describe('the notification count over a real WebSocket', () => {
  let gateway: TestGateway
  let url: string
  const members: Array<{ userId: number; cookie: string }> = []

  before(async () => {
    gateway = await createTestGateway()
    url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    for (const name of ['live-ava', 'live-ben']) {
      const user = await gateway.services.accounts.api.createUser({
        email: `${name}@example.test`,
        username: name.replace('-', '_'),
        password: 'long-enough-password',
        fullName: name,
      })
      const { token } = await gateway.services.accounts.api.signIn(user.id)
      members.push({ userId: user.id, cookie: `sr_session=${token}` })
    }
    await gateway.platform.events.drain()
  })
  after(() => gateway?.close())

  test('a member gets the count at once and again when someone follows them', async () => {
    const [ava, ben] = members as [(typeof members)[0], (typeof members)[0]]
    const live = countSubscription(url, ava.cookie)
    try {
      assert.deepEqual(await live.nth(1), { unseenCount: 0, latestSeq: 0 })
      const follow = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { cookie: ben.cookie },
        payload: { query: `mutation { followUser(userId: ${ava.userId}) { active } }` },
      })
      assert.equal(follow.json().data.followUser.active, true)
      await gateway.platform.events.drain()
      assert.deepEqual(await live.nth(2), { unseenCount: 1, latestSeq: 1 })
    } finally {
      live.close()
    }
  })

  test('a visitor is refused at subscribe time', async () => {
    const live = countSubscription(url, null)
    try {
      await assert.rejects(live.nth(1), (error: { failure?: Array<{ extensions?: { code?: string } }> }) => {
        assert.equal(error.failure?.[0]?.extensions?.code, 'NOTIFICATIONS_ERR_NOT_SIGNED_IN')
        return true
      })
    } finally {
      live.close()
    }
  })
})
