import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  DEFAULT_TITLE,
  escapeAttribute,
  renderMetaTags,
  routeOf,
  shortText,
  withPageMeta,
} from './page-meta.ts'
import { createPageMetaLookup, type ExecuteQuery } from './page-meta.lookup.ts'

const SHELL = `<!doctype html><html><head><meta charset="utf-8" />
<title>Showroom: fashion events, designers and sample sales</title>
<meta name="description" content="The default." />
</head><body><main id="sr-main"></main></body></html>`

describe('page meta', () => {
  test('routes name the page kind and its slug', () => {
    assert.deepEqual(routeOf('/london/event/atelier-nord-sample-sale-12/'), {
      kind: 'event',
      city: 'london',
      slug: 'atelier-nord-sample-sale-12',
    })
    assert.deepEqual(routeOf('/brand/jade-needle/?tab=events'), { kind: 'designer', slug: 'jade-needle' })
    assert.deepEqual(routeOf('/venue/pmq-gallery/'), { kind: 'venue', slug: 'pmq-gallery' })
    assert.deepEqual(routeOf('/hong-kong/news/jade-needle-spring-3/'), {
      kind: 'news',
      slug: 'jade-needle-spring-3',
    })
    assert.deepEqual(routeOf('/news/a-story/'), { kind: 'news', slug: 'a-story' })
    assert.deepEqual(routeOf('/lookbook/kowloon-cut-ss27/'), { kind: 'lookbook', slug: 'kowloon-cut-ss27' })
    assert.deepEqual(routeOf('/new-york/'), { kind: 'city', city: 'new-york' })
    assert.deepEqual(routeOf('/'), { kind: 'home' })
    assert.deepEqual(routeOf('/london/calendar/'), { kind: 'other' })
    assert.deepEqual(routeOf('/c/12/'), { kind: 'other' })
  })

  test('every value is attribute-escaped, so a name cannot break out of the tag', () => {
    const html = renderMetaTags({
      title: 'Rock & "Roll" <script>alert(1)</script>',
      description: "It's <b>bold</b>",
      canonicalUrl: 'https://showroom.test/brand/x/?a=1&b="2"',
      imageUrl: 'https://showroom.test/media/demo/x.webp',
      type: 'website',
    })
    assert.ok(!html.includes('<script>'))
    assert.match(html, /<title>Rock &amp; &quot;Roll&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/title>/)
    assert.match(html, /<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;\/b&gt;" \/>/)
    assert.match(
      html,
      /<link rel="canonical" href="https:\/\/showroom.test\/brand\/x\/\?a=1&amp;b=&quot;2&quot;" \/>/,
    )
    assert.match(html, /<meta property="og:image" content="https:\/\/showroom.test\/media\/demo\/x.webp" \/>/)
    assert.match(html, /<meta name="twitter:card" content="summary_large_image" \/>/)
    assert.equal(escapeAttribute(`a'b`), 'a&#39;b')
  })

  test('the page keeps one title and one description: the shell defaults give way', () => {
    const html = withPageMeta(SHELL, {
      title: 'Jade Needle | Showroom',
      description: 'Cheongsam $& more',
      canonicalUrl: 'https://showroom.test/brand/jade-needle/',
      type: 'website',
    })
    assert.equal(html.match(/<title>/g)?.length, 1)
    assert.equal(html.match(/name="description"/g)?.length, 1)
    assert.match(html, /<title>Jade Needle \| Showroom<\/title>/)
    assert.match(html, /content="Cheongsam \$&amp; more"/)
    assert.match(html, /<meta name="twitter:card" content="summary" \/>\s*<\/head>/)
    assert.ok(!html.includes('og:image'))
    assert.match(html, /<main id="sr-main"><\/main>/)
  })

  test('descriptions are one line, cut at a word near 160 characters', () => {
    const long = `First line.\n\n${'word '.repeat(60)}`
    const short = shortText(long)
    assert.ok(short.length <= 160)
    assert.ok(short.endsWith('word…'))
    assert.ok(!short.includes('\n'))
    assert.equal(shortText('  a <em>b</em>  '), 'a b')
  })

  test('looks entities up through the graph, with absolute urls, and caches them briefly', async () => {
    const calls: string[] = []
    let clock = 0
    const execute: ExecuteQuery = async (query, variables, locale) => {
      calls.push(`${locale} ${String(variables.slug ?? variables.url)}`)
      if (query.includes('designer(') && variables.slug === 'jade-needle') {
        return {
          data: {
            designer: {
              name: locale === 'zh' ? '玉针' : 'Jade Needle',
              description: 'Hand-finished qipao.',
              logoUrl: '/media/demo/designers/jade-needle.webp',
              detailUrl: '/brand/jade-needle/',
            },
          },
        }
      }
      return { data: { designer: null, event: null } }
    }
    const lookUp = createPageMetaLookup({
      publicUrl: 'https://showroom.test',
      execute,
      ttlMs: 1000,
      now: () => clock,
    })
    const meta = await lookUp('/brand/jade-needle/?utm=x', 'en')
    assert.deepEqual(meta, {
      title: 'Jade Needle | Showroom',
      description: 'Hand-finished qipao.',
      canonicalUrl: 'https://showroom.test/brand/jade-needle/',
      imageUrl: 'https://showroom.test/media/demo/designers/jade-needle.webp',
      type: 'website',
    })
    assert.equal((await lookUp('/brand/jade-needle', 'zh')).title, '玉针 | Showroom')
    await lookUp('/brand/jade-needle/', 'en')
    assert.deepEqual(calls, ['en jade-needle', 'zh jade-needle'])
    clock = 2000
    await lookUp('/brand/jade-needle/', 'en')
    assert.equal(calls.length, 3, 'looked up again after the ttl')

    const unknown = await lookUp('/london/event/nope/', 'en')
    assert.equal(unknown.title, DEFAULT_TITLE)
    assert.equal(unknown.canonicalUrl, 'https://showroom.test/london/event/nope/')
    assert.equal(unknown.imageUrl, undefined)
  })

  test('a failing lookup gives the default tags instead of failing the page', async () => {
    const lookUp = createPageMetaLookup({
      publicUrl: 'https://showroom.test',
      execute: async () => {
        throw new Error('graph down')
      },
    })
    assert.equal((await lookUp('/venue/x/', 'en')).title, DEFAULT_TITLE)
    const errors = createPageMetaLookup({
      publicUrl: 'https://showroom.test',
      execute: async () => ({ data: null, errors: [{ message: 'bad' }] }),
    })
    assert.equal((await errors('/venue/x/', 'en')).title, DEFAULT_TITLE)
  })

  test('the cache keeps at most its size, dropping the least recently used', async () => {
    const calls: string[] = []
    const lookUp = createPageMetaLookup({
      publicUrl: 'https://showroom.test',
      maxEntries: 2,
      execute: async (_query, variables) => {
        calls.push(String(variables.slug))
        return { data: { venue: null } }
      },
    })
    await lookUp('/venue/a/', 'en')
    await lookUp('/venue/b/', 'en')
    await lookUp('/venue/a/', 'en')
    await lookUp('/venue/c/', 'en')
    await lookUp('/venue/a/', 'en')
    await lookUp('/venue/b/', 'en')
    assert.deepEqual(calls, ['a', 'b', 'c', 'b'])
  })
})
