import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createTestGateway, testDatabaseKinds } from '@showroom/testkit'
import { addDays, todayIn } from '../src/dates.ts'
import { loadScaleData } from '../src/index.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the scale data generator (${kind})`, () => {
    test('adds thousands of events over cities, types and the coming year, and a second run adds more', async () => {
      const gateway = await createTestGateway({ database: kind })
      try {
        const progress: number[] = []
        const result = await loadScaleData(gateway.services, {
          events: 2000,
          seed: 7,
          storage: gateway.platform.storage,
          batchSize: 500,
          onProgress: (p) => progress.push(p.events),
        })
        assert.deepEqual(progress, [500, 1000, 1500, 2000])
        assert.equal(result.events, 2000)
        assert.equal(await gateway.services.discovery.api.countEvents(), 2000)
        assert.ok(result.news >= 4 && result.designers >= 8)

        const today = todayIn('Asia/Hong_Kong')
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: {
            query: `{ cities { id } eventTypes { id } hk: calendar(cityId: 4, dateFrom: "${today}", dateTo: "${addDays(today, 60)}") { typeId } }`,
          },
        })
        const { data } = response.json()
        assert.equal(data.cities.length, 4)
        assert.equal(data.eventTypes.length, 4)
        assert.ok(data.hk.length > 40, 'hong kong has events in the coming two months')
        assert.equal(new Set(data.hk.map((e: { typeId: number }) => e.typeId)).size, 4)

        await loadScaleData(gateway.services, { events: 100, seed: 7 })
        assert.equal(await gateway.services.discovery.api.countEvents(), 2100)
      } finally {
        await gateway.close()
      }
    })
  })
}
