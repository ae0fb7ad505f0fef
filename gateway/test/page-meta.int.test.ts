import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createPlatform, loadConfig, type Platform } from '@showroom/platform'
import { createPreparedTestDatabase, type TestDatabase, testDatabaseKinds } from '@showroom/testkit'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'

const PUBLIC_URL = 'https://showroom.example'
// the built shell may be missing in a test run: the gateway serves this stand-in instead
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<title>Showroom: fashion events, designers and sample sales</title>
<meta name="description" content="Fashion events, designers, venues and online sample sales." />
</head><body><main id="sr-main"></main></body></html>`

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1]

for (const kind of testDatabaseKinds()) {
  describe(`page meta on the demo site (${kind})`, () => {
    let root: string
    let database: TestDatabase
    let platform: Platform
    let app: FastifyInstance
    const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
      const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } })
      assert.equal(response.statusCode, status, url)
      assert.match(String(response.headers['content-type']), /text\/html/)
      return response.body
    }

    before(async () => {
      root = mkdtempSync(join(tmpdir(), 'showroom-page-meta-'))
      mkdirSync(join(root, 'shell', 'dist'), { recursive: true })
      writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL)
      // the demo data as a test gateway starts from it, prepared once instead of loaded here
      database = await createPreparedTestDatabase({ database: kind, demo: true, dataDir: join(root, 'data') })
      const config = loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        DATA_DIR: join(root, 'data'),
        DEMO_DATA: 'false',
        PUBLIC_URL,
      })
      platform = await createPlatform(config, { database })
      const built = await buildApp({ config, platform, rootDir: root })
      app = built.app
      await app.ready()
    })
    after(async () => {
      await app?.close()
      await platform?.close()
      await database?.drop()
      rmSync(root, { recursive: true, force: true })
    })

    test('an event page carries its name, summary, hero image and canonical url', async () => {
      const designer = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: '{ designer(slug: "atelier-nord") { events(first: 1) { name summary heroUrl detailUrl } } }',
        },
      })
      const event = designer.json().data.designer.events[0]
      const html = await page(event.detailUrl)
      const escapedName = event.name.replace(/&/g, '&amp;')
      assert.match(html, new RegExp(`<title>${escapedName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
      assert.equal(metaOf(html, 'og:url'), `${PUBLIC_URL}${event.detailUrl}`)
      assert.match(html, new RegExp(`<link rel="canonical" href="${PUBLIC_URL}${event.detailUrl}" />`))
      assert.equal(metaOf(html, 'og:image'), `${PUBLIC_URL}${event.heroUrl}`)
      assert.ok(metaOf(html, 'description')?.startsWith(event.summary.slice(0, 20).replace(/&/g, '&amp;')))
      assert.equal(metaOf(html, 'twitter:card'), 'summary_large_image')
      assert.equal(html.match(/<title>/g)?.length, 1)
      assert.match(html, /<main id="sr-main"><\/main>/)
    })

    test('designer, venue, news, lookbook and city pages each get their own title', async () => {
      const designer = await page('/brand/jade-needle/')
      assert.match(designer, /<title>Jade Needle \| Showroom<\/title>/)
      assert.equal(metaOf(designer, 'og:image'), `${PUBLIC_URL}/media/demo/designers/jade-needle.webp`)
      const chinese = await page('/brand/jade-needle/', { cookie: 'locale=zh' })
      assert.match(chinese, /<title>玉针 \| Showroom<\/title>/)

      const venue = await page('/venue/the-glasshouse/')
      assert.match(venue, /<title>The Glasshouse \| Showroom<\/title>/)

      const list = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ newsList(cityId: 4, first: 1) { title detailUrl } }' },
      })
      const news = list.json().data.newsList[0]
      const newsPage = await page(news.detailUrl)
      assert.equal(metaOf(newsPage, 'og:type'), 'article')
      assert.equal(metaOf(newsPage, 'og:url'), `${PUBLIC_URL}${news.detailUrl}`)

      const lookbook = await page('/lookbook/kowloon-cut-aw26/')
      assert.match(lookbook, /<title>Kowloon Cut Autumn\/Winter 2026 \| Showroom<\/title>/)

      const city = await page('/hong-kong/')
      assert.match(city, /<title>Showroom Hong Kong: fashion events and sample sales<\/title>/)
      assert.equal(metaOf(city, 'og:url'), `${PUBLIC_URL}/hong-kong/`)
    })

    test('pages without a subject of their own get the site defaults', async () => {
      for (const url of ['/london/calendar/', '/']) {
        const html = await page(url)
        assert.match(html, /<title>Showroom: fashion events, designers and sample sales<\/title>/, url)
        assert.equal(metaOf(html, 'og:url'), `${PUBLIC_URL}${url}`)
        assert.equal(metaOf(html, 'og:image'), undefined)
      }
    })

    test('an event, designer or city that does not exist answers the page with a 404 status', async () => {
      for (const url of ['/london/event/no-such-event/', '/brand/nobody/', '/atlantis/']) {
        const html = await page(url, {}, 404)
        assert.match(html, /<title>Showroom: fashion events, designers and sample sales<\/title>/, url)
        assert.match(html, /<main id="sr-main"><\/main>/)
      }
    })

    test('a Chinese visitor gets the page in zh-Hans, Hong Kong included, with its Chinese title', async () => {
      const chinese = await page('/hong-kong/', { cookie: 'locale=zh' })
      assert.match(chinese, /<html lang="zh-Hans">/)
      const english = await page('/hong-kong/')
      assert.match(english, /<html lang="en">/)
    })

    test("every page names the shell's cities in its own language, a 404 page too", async () => {
      const citiesOf = (html: string) => {
        const json = /<script type="application\/json" id="sr-shell-cities">(.*?)<\/script>/.exec(html)?.[1]
        assert.ok(json, 'the page holds the cities')
        return JSON.parse(json) as {
          locale: string
          cities: Array<{ name: string; url: string; slug: string }>
        }
      }
      const english = citiesOf(await page('/london/'))
      assert.equal(english.locale, 'en')
      assert.ok(english.cities.some((c) => c.name === 'London' && c.slug === 'london'))
      const chinese = citiesOf(await page('/london/', { cookie: 'locale=zh' }))
      assert.equal(chinese.locale, 'zh')
      assert.ok(chinese.cities.some((c) => c.name === '伦敦' && c.slug === 'london'))
      assert.deepEqual(citiesOf(await page('/atlantis/', {}, 404)).cities, english.cities)
    })

    test('a page asked for without a session cookie says so; with one, whatever it holds, it does not', async () => {
      const noSession = /<script type="application\/json" id="sr-no-session">true<\/script>/
      assert.match(await page('/london/'), noSession)
      assert.match(await page('/atlantis/', {}, 404), noSession)
      assert.doesNotMatch(await page('/london/', { cookie: 'sr_session=anything' }), noSession)
    })
  })
}
