import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createPageMetaLookup, type ExecuteQuery } from './page-meta.lookup.ts'
import { DEFAULT_TITLE, renderMetaTags, routeOf } from './page-meta.ts'

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  activityItem: {
    id,
    sourceType: 'event_comment',
    comment: {
      comment: 'Queue is short, the <b>archive</b> rail is 70% off & worth it',
      media: [null, { cardUrl: '/media/u/9/card.webp', previewUrl: '/media/u/9/p.webp' }],
    },
    media: null,
    entity: { user: { fullName: 'Ava "Vee" Smith' }, designer: null, venue: null },
    city: { url: '/london', name: 'London' },
    ...extra,
  },
})

describe('page meta of a shared activity post', () => {
  test('the community page with a plain uai is the post; anything else is the page', () => {
    assert.deepEqual(routeOf('/london/social/?uai=42'), { kind: 'post', city: 'london', id: 42 })
    assert.deepEqual(routeOf('/london/social/?uai=x42'), { kind: 'other' })
    assert.deepEqual(routeOf('/london/social/?uai=0'), { kind: 'other' })
    assert.deepEqual(routeOf('/london/social/'), { kind: 'other' })
  })

  test("names who posted, says what they wrote, shows the post's first photo; each post cached apart", async () => {
    const calls: unknown[] = []
    const execute: ExecuteQuery = async (query, variables, locale) => {
      calls.push([variables.id, locale])
      assert.match(query, /activityItem\(id: \$id\)/)
      if (variables.id === 42) return { data: post(42) }
      if (variables.id === 43) return { data: post(43, { comment: null }) }
      return { data: { activityItem: null } }
    }
    const lookUp = createPageMetaLookup({ publicUrl: 'https://showroom.test', execute })
    const meta = await lookUp('/london/social/?uai=42', 'en')
    assert.deepEqual(meta, {
      title: 'Ava "Vee" Smith on Showroom London',
      description: 'Queue is short, the archive rail is 70% off & worth it',
      canonicalUrl: 'https://showroom.test/london/social/?uai=42',
      imageUrl: 'https://showroom.test/media/u/9/card.webp',
      type: 'article',
    })
    const tags = renderMetaTags(meta)
    assert.match(tags, /<meta property="og:title" content="Ava &quot;Vee&quot; Smith on Showroom London" \/>/)
    assert.match(
      tags,
      /<meta property="og:image" content="https:\/\/showroom.test\/media\/u\/9\/card.webp" \/>/,
    )
    assert.equal((await lookUp('/london/social/?uai=42', 'zh')).title, 'Ava "Vee" Smith 在 Showroom London')

    // a post a visitor cannot read, or one that is gone, previews as the community page (which exists)
    for (const id of [43, 44]) {
      const plain = await lookUp(`/london/social/?uai=${id}`, 'en')
      assert.equal(plain.title, DEFAULT_TITLE)
      assert.equal(plain.notFound, undefined)
      assert.equal(plain.canonicalUrl, 'https://showroom.test/london/social/')
    }
    await lookUp('/london/social/?uai=42', 'en')
    assert.deepEqual(calls, [
      [42, 'en'],
      [42, 'zh'],
      [43, 'en'],
      [44, 'en'],
    ])
  })
})
