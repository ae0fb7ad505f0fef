import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import sharp from 'sharp'
import { addDays, todayIn } from '../src/dates.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIZES, loadDemoData } from '../src/index.ts'

const CITY_IDS = [1, 2, 3, 4]
const TIMEZONES: Record<number, string> = {
  1: 'Europe/London',
  2: 'America/New_York',
  3: 'America/Los_Angeles',
  4: 'Asia/Hong_Kong',
}
const HAN = /\p{Script=Han}/u

async function graphql(gateway: TestGateway, query: string, headers: Record<string, string> = {}) {
  const response = await gateway.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers })
  const body = response.json()
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return body.data
}

async function signIn(gateway: TestGateway, email: string): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/user_login',
    payload: { email, password: DEMO_PASSWORD },
  })
  assert.equal(response.statusCode, 200, `${email} signs in`)
  return response.json().values.user_token
}

// everything a load writes that a visitor can list: the same twice means the set is deterministic
async function snapshot(gateway: TestGateway) {
  const today = todayIn('UTC')
  // the calendar answers at most 62 days at a time
  const windows = Array.from({ length: 7 }, (_, n) => addDays(today, -180 + n * 60))
  // one request a city keeps each inside the gateway's alias limit
  const data = await graphql(
    gateway,
    `{ cities { id url nameEn nameZh } designers(first: 100) { slug nameZh lookbooks { slug photos { url } } }
      venues(first: 100) { slug name } }`,
  )
  for (const id of CITY_IDS) {
    const city = await graphql(
      gateway,
      `{ ${windows.map((from, n) => `c${id}w${n}: calendar(cityId: ${id}, dateFrom: "${from}", dateTo: "${addDays(from, 60)}") { detailUrl openDates }`).join('\n')}
        n${id}: newsList(cityId: ${id}, first: 100) { slug titleZh } }`,
    )
    Object.assign(data, city)
  }
  const { comments } = gateway.services
  return {
    data,
    events: await gateway.services.discovery.api.countEvents(),
    comments: await comments.api.countComments(),
    likes: await comments.api.countLikes(),
  }
}

interface ThreadComment {
  comment: string
  likeCount: number
  createdAt: string
  media: ({ thumbUrl: string | null; widthPx: number } | null)[]
  poll: { title: string; totalAnswers: number; options: { label: string; count: number }[] } | null
  replies: { comment: string; user: { id: number } }[]
}

// the newest comments of an event's thread, as a visitor sees them
async function thread(gateway: TestGateway, eventId: number): Promise<ThreadComment[]> {
  const data = await graphql(
    gateway,
    `{ comments(type: "event", eventId: ${eventId}, limit: 50) { comments { comment likeCount createdAt
        media { thumbUrl widthPx } poll { title totalAnswers options { label count } }
        replies { comment user { id } } } } }`,
  )
  return data.comments.comments
}

async function thisWeek(gateway: TestGateway, cityId: number): Promise<number[]> {
  const data = await graphql(gateway, `{ cityHome(cityId: ${cityId}) { thisWeek { id } } }`)
  return data.cityHome.thisWeek.map((e: { id: number }) => e.id)
}

for (const kind of testDatabaseKinds()) {
  describe(`the demo data set (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(async () => gateway?.close())

    test('is the same on every load, and loading it twice adds nothing', async () => {
      const second = await createTestGateway({ database: kind, demo: true })
      try {
        const [first, again] = [await snapshot(gateway), await snapshot(second)]
        assert.deepEqual(first, again)
        assert.equal(first.events, (DEMO_SIZES.upcomingEvents + DEMO_SIZES.pastEvents) * CITY_IDS.length)
        assert.ok(
          first.comments > 100 && first.likes > 100,
          `${first.comments} comments, ${first.likes} likes`,
        )
        assert.deepEqual(
          await loadDemoData(second.services, {
            storage: second.platform.storage,
            drainEvents: () => second.platform.events.drain(),
          }),
          {
            loaded: false,
          },
        )
        assert.equal(await second.services.discovery.api.countEvents(), first.events)
        assert.equal(await second.services.comments.api.countComments(), first.comments)
      } finally {
        await second.close()
      }
    })

    test('has the four cities with their ids and urls, and every documented account signs in', async () => {
      const data = await graphql(gateway, '{ cities { id url nameZh } }')
      assert.deepEqual(
        data.cities.map((c: { id: number; url: string }) => `${c.id} ${c.url}`),
        ['1 /london', '2 /new-york', '3 /los-angeles', '4 /hong-kong'],
      )
      assert.equal(data.cities[3].nameZh, '香港')
      for (const account of DEMO_ACCOUNTS) await signIn(gateway, account.email)
    })

    test('gives every city events this week and this month, of every type', async () => {
      const types = await graphql(gateway, '{ eventTypes { id key } }')
      assert.deepEqual(
        types.eventTypes.map((t: { id: number; key: string }) => `${t.id} ${t.key}`),
        ['1 sample-sale', '2 in-store', '3 exhibition', '4 education'],
      )
      for (const cityId of CITY_IDS) {
        const today = todayIn(TIMEZONES[cityId] as string)
        const monthStart = `${today.slice(0, 7)}-01`
        const nextMonth = addDays(monthStart, 32).slice(0, 7)
        const data = await graphql(
          gateway,
          `{ week: events(cityId: ${cityId}, from: "${today}", to: "${addDays(today, 7)}", first: 200) { typeId: type { id } }
             month: events(cityId: ${cityId}, from: "${monthStart}", to: "${nextMonth}-01", first: 500) { slug }
             home: cityHome(cityId: ${cityId}) { thisWeek { slug } numbers { eventsThisWeek } } }`,
        )
        assert.ok(data.week.length >= 5, `city ${cityId} has events this week`)
        assert.deepEqual(
          new Set(data.week.map((e: { typeId: { id: number } }) => e.typeId.id)),
          new Set([1, 2, 3, 4]),
        )
        assert.ok(data.month.length >= data.week.length / 2, `city ${cityId} has events this month`)
        assert.ok(data.home.thisWeek.length > 0)
        assert.ok(data.home.numbers.eventsThisWeek > 0)
      }
    })

    test('lets olga manage the events of her brand and venue, and nobody else any', async () => {
      const managed = async (email: string) => {
        const token = await signIn(gateway, email)
        const data = await graphql(
          gateway,
          '{ myManagedEvents { slug canManage designers { slug } venue { slug } } }',
          {
            cookie: `sr_session=${token}`,
          },
        )
        return data.myManagedEvents as {
          canManage: boolean
          designers: { slug: string }[]
          venue: { slug: string }
        }[]
      }
      const olgas = await managed('olga@showroom.test')
      assert.ok(olgas.length >= 5, `olga manages ${olgas.length} events`)
      for (const event of olgas) {
        assert.equal(event.canManage, true)
        const ours =
          event.venue.slug === 'the-glasshouse' || event.designers.some((d) => d.slug === 'atelier-nord')
        assert.ok(ours, 'each is an Atelier Nord or The Glasshouse event')
      }
      for (const email of ['ava@showroom.test', 'ben@showroom.test', 'pia@showroom.test'])
        assert.deepEqual(await managed(email), [], `${email} manages nothing`)
    })

    test('stores its images once and serves them at /media/', async () => {
      const data = await graphql(
        gateway,
        `{ designer(slug: "atelier-nord") { logoUrl events(first: 1) { heroUrl photos { url thumbUrl width height } } }
           venue(slug: "the-glasshouse") { logoUrl description websiteUrl } }`,
      )
      const event = data.designer.events[0]
      const urls = [
        data.designer.logoUrl,
        data.venue.logoUrl,
        event.heroUrl,
        event.photos[0].url,
        event.photos[0].thumbUrl,
      ]
      for (const url of urls) {
        assert.match(url, /^\/media\/demo\/.+\.webp$/)
        const response = await gateway.app.inject({ url })
        assert.equal(response.statusCode, 200, url)
        assert.match(String(response.headers['content-type']), /image\/webp/)
        assert.ok(response.rawPayload.length > 500, `${url} is a real image`)
      }
      assert.ok(event.photos[0].width >= 800)
      assert.ok(await gateway.platform.storage.stat('demo/events/hero-01.webp'))
      // a hero's smaller copies are stored, not made on request: the sizes srcset names
      for (const [key, width] of [
        ['demo/events/hero-01-card.webp', 640],
        ['demo/events/hero-01-medium.webp', 960],
      ] as const) {
        assert.ok(await gateway.platform.storage.stat(key), key)
        const response = await gateway.app.inject({ url: `/media/${key}` })
        assert.equal((await sharp(response.rawPayload).metadata()).width, width, key)
      }
      assert.ok(data.venue.description && data.venue.websiteUrl)
    })

    test('writes Hong Kong in Chinese and gives the other cities some Chinese too', async () => {
      const today = todayIn('Asia/Hong_Kong')
      const query = (cityId: number) =>
        `{ events(cityId: ${cityId}, from: "${today}", to: "${addDays(today, 60)}", first: 300) { name nameEn nameZh summary } }`
      const hongKong = (await graphql(gateway, query(4), { cookie: 'locale=zh' })).events
      assert.ok(hongKong.length > 20)
      for (const event of hongKong) {
        assert.match(event.nameZh, HAN, event.nameEn)
        assert.equal(event.name, event.nameZh)
        assert.match(event.summary, HAN)
      }
      const london = (await graphql(gateway, query(1))).events as { nameZh: string | null }[]
      const withChinese = london.filter((e) => e.nameZh).length
      assert.ok(withChinese > 0 && withChinese < london.length, 'london has some chinese names')
    })

    test('has news, lookbooks and reviews in every city', async () => {
      for (const cityId of CITY_IDS) {
        const data = await graphql(
          gateway,
          `{ newsList(cityId: ${cityId}, first: 50) { slug titleZh detailUrl heroUrl }
             cityHome(cityId: ${cityId}) { reviews { rating title } brands { logoUrl } } }`,
        )
        assert.equal(data.newsList.length, DEMO_SIZES.news)
        for (const news of data.newsList) {
          assert.match(news.titleZh, HAN)
          assert.match(news.detailUrl, /^\/[a-z-]+\/news\/[a-z0-9-]+\/$/)
        }
        assert.ok(data.cityHome.reviews.length > 0)
        for (const review of data.cityHome.reviews) assert.ok(review.rating >= 1 && review.rating <= 5)
        assert.ok(data.cityHome.brands.every((b: { logoUrl: string }) => b.logoUrl.startsWith('/media/')))
      }
      const designers = await graphql(
        gateway,
        '{ designers(first: 100) { slug lookbooks { photos { url } } } }',
      )
      for (const designer of designers.designers) {
        assert.ok(designer.lookbooks.length >= 2, `${designer.slug} has lookbooks`)
        for (const book of designer.lookbooks) assert.ok(book.photos.length >= 6 && book.photos.length <= 12)
      }
    })

    test('gives the first events of London this week lively threads, and the first one a poll', async () => {
      const [pollEvent, ...others] = (await thisWeek(gateway, 1)).slice(0, 8)
      const withPoll = await thread(gateway, pollEvent as number)
      const poll = withPoll[0]?.poll
      assert.ok(poll, 'the newest comment of the first event carries the poll')
      assert.equal(poll.title, 'When are you going?')
      assert.equal(poll.options.length, 3)
      assert.equal(poll.totalAnswers, 9)
      assert.equal(
        poll.options.reduce((sum, option) => sum + option.count, 0),
        9,
      )
      const threads = [withPoll, ...(await Promise.all(others.map((id) => thread(gateway, id as number))))]
      for (const comments of threads) assert.ok(comments.length >= 2, 'every one has a thread')
      const all = threads.flat()
      assert.ok(
        all.some((c) => c.replies.length > 0),
        'some comments are answered',
      )
      assert.ok(
        all.some((c) => c.likeCount > 0),
        'some comments are liked',
      )
      assert.ok(new Set(all.map((c) => c.createdAt.slice(0, 10))).size > 2, 'written over several days')
    })

    test('shows demo photos on some comments and writes Hong Kong threads mostly in Chinese', async () => {
      const photos: string[] = []
      let chinese = 0
      let hongKong = 0
      for (const cityId of CITY_IDS) {
        for (const eventId of (await thisWeek(gateway, cityId)).slice(0, 6)) {
          for (const comment of await thread(gateway, eventId)) {
            for (const item of comment.media) if (item) photos.push(item.thumbUrl ?? '')
            if (cityId === 4) {
              hongKong++
              if (HAN.test(comment.comment)) chinese++
            }
          }
        }
      }
      assert.ok(photos.length > 0, 'some comments carry photos')
      for (const url of new Set(photos)) {
        assert.match(url, /^\/media\//)
        const response = await gateway.app.inject({ url })
        assert.equal(response.statusCode, 200, url)
      }
      assert.ok(chinese > hongKong / 2, `${chinese} of ${hongKong} Hong Kong comments are in Chinese`)
    })
  })
}
