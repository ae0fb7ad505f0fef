import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createTestGateway, type TestGateway } from '@showroom/testkit'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from '../src/index.ts'

const snapshot = async (gateway: TestGateway) => {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: `{ cities { id url nameEn nameZh } designers(first: 100) { id slug nameEn nameZh city { id } }
        venues(first: 100) { id slug name city { id } } lookupUsers(prefix: "", limit: 10) { id } }`,
    },
  })
  return response.json()
}

describe('the demo data set', () => {
  test('is the same on every load, and loading it twice adds nothing', async () => {
    const first = await createTestGateway({ demo: true })
    const second = await createTestGateway({ demo: true })
    try {
      assert.deepEqual(await snapshot(first), await snapshot(second))
      assert.deepEqual(await loadDemoData(first.services), { loaded: false })
    } finally {
      await first.close()
      await second.close()
    }
  })

  test('has the four cities with their ids and urls, and every documented account signs in', async () => {
    const gateway = await createTestGateway({ demo: true })
    try {
      const { data } = await snapshot(gateway)
      assert.deepEqual(
        data.cities.map((c: { id: number; url: string }) => `${c.id} ${c.url}`),
        ['1 /london', '2 /new-york', '3 /los-angeles', '4 /hong-kong'],
      )
      assert.equal(data.cities[3].nameZh, '香港')
      for (const account of DEMO_ACCOUNTS) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/api/user_login',
          payload: { email: account.email, password: DEMO_PASSWORD },
        })
        assert.equal(response.statusCode, 200, `${account.email} signs in`)
      }
    } finally {
      await gateway.close()
    }
  })
})
