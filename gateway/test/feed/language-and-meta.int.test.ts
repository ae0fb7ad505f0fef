import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { POST_META_QUERY, type PostMetaData, postMeta } from '../../src/web/page-meta.post.ts'
import { type FeedSite, type Json, openFeedSite, type Person } from './support/feed-site.ts'

// the feed's own words follow the page language; a shared post previews as itself
for (const kind of testDatabaseKinds()) {
  describe(`feed titles in the page language and the shared post's preview (${kind})`, () => {
    let site: FeedSite
    let ava: Person
    before(async () => {
      site = await openFeedSite(kind)
      ava = await site.member()
    })
    after(() => site?.close())

    const feedIn = async (locale: 'en' | 'zh' | null, acceptLanguage?: string) => {
      const response = await site.gateway.app.inject({
        method: 'GET',
        url: '/api/activity_feed_get?prefix=%2Flondon',
        headers: {
          ...(locale ? { cookie: `locale=${locale}` } : {}),
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json().values.feed as Json[]
    }

    test('title_html and created_since follow the locale cookie, else Accept-Language, names escaped', async () => {
      const id = await site.comment(ava, 'Who else is queueing?')
      const name = ava.fullName.replace(/</g, '&lt;').replace(/>/g, '&gt;')
      const [en] = await feedIn('en', 'zh-CN')
      assert.equal(en.source_id, id)
      assert.equal(
        en.title_html.includes(`${name}</a> commented on <a href="${site.eventUrl}">`),
        true,
        en.title_html,
      )
      assert.equal(en.created_since, 'Just now')
      for (const [locale, header] of [
        ['zh', undefined],
        [null, 'zh-CN,zh;q=0.9'],
      ] as const) {
        const [zh] = await feedIn(locale, header)
        assert.equal(
          zh.title_html.includes(`${name}</a> 评论了 <a href="${site.eventUrl}">`),
          true,
          zh.title_html,
        )
        assert.equal(zh.title_html.includes('<b>'), false)
        assert.equal(zh.created_since, '刚刚')
      }
    })

    test("a shared post's preview is read through the composed graph as a visitor", async () => {
      const text = 'The <i>archive</i> rail is 70% off'
      const commentId = await site.comment(ava, text)
      const [item] = await feedIn('en')
      assert.equal(item.source_id, commentId)
      const read = async (id: number) => {
        const response = await site.gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: POST_META_QUERY, variables: { id } },
        })
        const body = response.json()
        assert.equal(body.errors, undefined, response.body)
        return body.data as PostMetaData
      }
      const meta = postMeta(await read(item.id), 'en')
      assert.ok(meta)
      assert.equal(meta.title, `${ava.fullName} on Showroom London`)
      assert.equal(meta.url, item.share_url)
      assert.equal(meta.url, `/london/social/?uai=${item.id}`)
      assert.equal(meta.description?.includes('archive'), true)
      assert.equal(postMeta(await read(999_999), 'en'), null)
    })
  })
}
