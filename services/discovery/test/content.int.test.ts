import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  createDiscoveryHarness,
  type DiscoveryHarness,
  OTHER_MEMBER,
  seedCity,
  viewerOf,
} from './support/discovery-harness.ts'

const CITY_HOME = `{
  cityHome(cityId: 1) {
    city { slug }
    thisWeek { slug featuredLevel }
    headlines { slug detailUrl }
    designers { slug }
    trending { slug }
    reviews { title rating author { id } event { slug } }
    brands { slug logoUrl }
    numbers { eventsThisWeek sampleSalesThisMonth designers venues }
  }
}`

for (const kind of testDatabaseKinds()) {
  describe(`discovery city home and content (${kind})`, () => {
    let h: DiscoveryHarness
    before(async () => {
      h = await createDiscoveryHarness(kind)
      await seedCity(h.service)
    })
    after(() => h?.close())

    it('answers the city home in one round trip: this week featured first, trending by views, numbers', async () => {
      const result = await h.call(CITY_HOME)
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      const home = result.data.cityHome
      assert.equal(home.city.slug, 'london')
      assert.deepEqual(home.thisWeek, [
        { slug: 'partner-party', featuredLevel: 3 },
        { slug: 'winter-sample-sale', featuredLevel: 0 },
      ])
      assert.deepEqual(
        home.trending.map((e: { slug: string }) => e.slug),
        ['partner-party', 'winter-sample-sale'],
      )
      assert.deepEqual(home.headlines, [
        { slug: 'winter-sales-guide', detailUrl: '/london/news/winter-sales-guide/' },
        { slug: 'global-trends', detailUrl: '/news/global-trends/' },
      ])
      assert.deepEqual(
        home.designers.map((d: { slug: string }) => d.slug),
        ['atelier-nova', 'plain-label'],
      )
      assert.deepEqual(home.brands, [{ slug: 'atelier-nova', logoUrl: '/media/nova.webp' }])
      assert.deepEqual(home.reviews, [
        { title: 'Worth it', rating: 4, author: { id: OTHER_MEMBER }, event: { slug: 'autumn-talk' } },
      ])
      assert.deepEqual(home.numbers, { eventsThisWeek: 2, sampleSalesThisMonth: 1, designers: 2, venues: 1 })
      assert.equal((await h.call('{ cityHome(cityId: 99) { city { slug } } }')).data.cityHome, null)
    })

    it('opens a lookbook with its photos and captions in the viewer language', async () => {
      const result = await h.call(
        '{ lookbook(slug: "nova-aw26") { title season designer { slug } photos { url caption } } }',
        {
          locale: 'zh',
        },
      )
      assert.deepEqual(result.data.lookbook, {
        title: 'Nova AW26',
        season: 'AW26',
        designer: { slug: 'atelier-nova' },
        photos: [
          { url: '/media/p10.webp', caption: '造型一' },
          { url: '/media/p11.webp', caption: 'Look 2' },
        ],
      })
      assert.equal((await h.call('{ lookbook(slug: "nope") { id } }')).data.lookbook, null)
    })

    it('shows a designer with upcoming and past events, lookbooks and news', async () => {
      const result = await h.call(
        `{ designer(slug: "atelier-nova") {
        events { slug } past: events(past: true) { slug } lookbooks { slug } news { slug title }
      } }`,
        { viewer: viewerOf(OTHER_MEMBER), locale: 'zh' },
      )
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      assert.deepEqual(result.data.designer, {
        events: [{ slug: 'winter-sample-sale' }],
        past: [],
        lookbooks: [{ slug: 'nova-aw26' }],
        news: [{ slug: 'winter-sales-guide', title: '冬季特卖指南' }],
      })
      const venue = await h.call(
        '{ venue(slug: "the-hall") { events { slug } lookbooks { slug } city { slug } } }',
      )
      assert.deepEqual(venue.data.venue, {
        events: [{ slug: 'winter-sample-sale' }],
        lookbooks: [],
        city: { slug: 'london' },
      })
    })

    it('lists news of a city with the news of no city, newest first, and reviews on events', async () => {
      const list = await h.call('{ newsList(cityId: 2) { slug } }')
      assert.deepEqual(list.data.newsList, [{ slug: 'global-trends' }])
      const news = await h.call(
        '{ news(slug: "winter-sales-guide") { title city { slug } designer { slug } publishedAt } }',
      )
      assert.deepEqual(news.data.news, {
        title: 'The winter sales guide',
        city: { slug: 'london' },
        designer: { slug: 'atelier-nova' },
        publishedAt: '2026-12-01T09:00:00.000Z',
      })
      const event = await h.call(
        '{ event(slug: "autumn-talk") { isExpired reviewCount averageRating reviews { title } } }',
      )
      assert.deepEqual(event.data.event, {
        isExpired: true,
        reviewCount: 1,
        averageRating: 4,
        reviews: [{ title: 'Worth it' }],
      })
      const types = await h.call('{ eventTypes { id key name color } }', { locale: 'zh' })
      assert.deepEqual(
        types.data.eventTypes.map((t: { key: string; name: string }) => [t.key, t.name]),
        [
          ['sample-sale', '样品特卖'],
          ['in-store', '店内活动'],
          ['exhibition', '展览'],
          ['education', '课程讲座'],
        ],
      )
    })
  })
}
