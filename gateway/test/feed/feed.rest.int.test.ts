import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type FeedSite, type Json, openFeedSite, type Person } from './support/feed-site.ts'

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

for (const kind of testDatabaseKinds()) {
  describe(`the activity and media feed /api calls (${kind})`, () => {
    let site: FeedSite
    let ava: Person
    let ben: Person
    before(async () => {
      site = await openFeedSite(kind)
      ava = await site.member()
      ben = await site.member()
    })
    after(() => site?.close())

    const feed = async (payload: Json, as: Person | null = null) => {
      const answer = await site.api('activity_feed_get', { version: 1, ...payload }, as, 'GET')
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      return answer.body
    }
    const london = (as: Person | null = null, payload: Json = {}) =>
      feed({ prefix: '/london', ...payload }, as)
    const commentIds = (values: Json) => values.feed.map((item: Json) => item.source_id)

    test('a comment on a London event is the newest item of the London feed and of its author, as part 3 shapes it', async () => {
      const id = await site.comment(ava, 'Rails of **linen** at the back')
      const body = await london()
      assert.deepEqual(body.errors, [])
      assert.equal(body.meta.login_ok, false)
      const [item] = body.values.feed
      assert.deepEqual(
        Object.keys(item).filter(
          (key) => !['comment_id', 'city_id', 'share_url', 'shared_from_id', 'shared_by'].includes(key),
        ),
        [
          'id',
          'created_timestamp',
          'source_type',
          'source_id',
          'source',
          'entity_type',
          'entity_id',
          'entity',
          'target_type',
          'target_id',
          'target',
          'title_html',
          'created_since',
          'page_token',
        ],
      )
      assert.deepEqual(
        [
          item.source_type,
          item.source_id,
          item.entity_type,
          item.entity_id,
          item.target_type,
          item.target_id,
        ],
        ['event_comment', id, 'user', ava.userId, 'event', site.eventId],
      )
      assert.equal(item.source.comment, 'Rails of **linen** at the back')
      assert.equal(item.entity.full_name, ava.fullName)
      assert.equal(item.target.name, site.eventName)
      // the member's name is theirs to choose: it reaches the page as text, never as markup
      assert.equal(
        item.title_html,
        `<a href="/user/${ava.username}">${escaped(ava.fullName)}</a> commented on <a href="${site.eventUrl}">${site.eventName}</a>`,
      )
      assert.equal(item.created_since, 'Just now')
      assert.equal(item.share_url, `/london/social/?uai=${item.id}`)
      const values = body.values
      assert.deepEqual(
        [values.first_id, values.first_created, values.layout, values.gap, values.has_more],
        [item.id, item.created_timestamp, 'summary', null, false],
      )
      assert.equal(typeof values.page_token, 'string')
      assert.deepEqual(commentIds((await feed({ user_id: ava.userId })).values), [id])
    })

    test('a profile feed reads user_id as whose feed, whether the reader signs in by cookie or user_token', async () => {
      const id = await site.comment(ben, 'Queue moves fast after noon')
      const byCookie = await feed({ user_id: ben.userId }, ava)
      assert.equal(byCookie.meta.login_ok, true)
      assert.deepEqual(commentIds(byCookie.values), [id])
      const legacy = await site.legacyGet('activity_feed_get', { user_id: ben.userId }, ava)
      assert.equal(legacy.status, 200)
      assert.equal(legacy.body.meta.login_ok, true)
      assert.deepEqual(commentIds(legacy.body.values), [id])
      // the signed-in reader's own state comes along (the author sees their comment is theirs)
      assert.equal((await feed({ user_id: ben.userId }, ben)).values.feed[0].source.can_delete, true)
      assert.equal(byCookie.values.feed[0].source.can_delete, false)
    })

    test('a post as a designer shows the designer by name, and stays off its member’s profile', async () => {
      const id = await site.comment(site.olgaAsDesigner, 'New season rails are in', {
        display_as: { type: 'designer', id: site.designerId },
      })
      const [item] = (await london()).values.feed
      assert.deepEqual([item.source_id, item.entity_type, item.entity_id], [id, 'designer', site.designerId])
      assert.deepEqual([item.entity.slug, item.entity.designer_name_en], ['feed-atelier', 'Feed Atelier'])
      assert.match(item.title_html, /^<a href="\/brand\/feed-atelier\/">Feed Atelier<\/a> commented on /)
      assert.ok(!commentIds((await feed({ user_id: site.olgaAsDesigner.userId })).values).includes(id))
    })

    test('a shadow-banned comment leaves the feed for everyone but its author, and comes back when unshadowed', async () => {
      const id = await site.comment(ava, 'Buy followers here')
      const ref = { event_id: site.eventId, comment_id: id }
      assert.equal((await site.api('events_comments_shadow', ref, site.moderator)).status, 200)
      await site.deliver()
      assert.ok(!commentIds((await london()).values).includes(id))
      assert.ok(!commentIds((await london(ben)).values).includes(id))
      const own = (await london(ava)).values.feed
      assert.equal(own[0].source_id, id)
      assert.equal(own[0].is_shadow_banned, true)
      assert.equal((await london(site.moderator)).values.feed[0].source_id, id)
      assert.equal((await site.api('events_comments_unshadow', ref, site.moderator)).status, 200)
      await site.deliver()
      const back = (await london()).values.feed[0]
      assert.equal(back.source_id, id)
      assert.equal('is_shadow_banned' in back, false)
    })

    test('a deleted comment leaves every feed, its author’s included', async () => {
      const id = await site.comment(ava, 'Wrong event, sorry')
      assert.equal(
        (await site.api('events_comments_delete', { event_id: site.eventId, comment_id: id }, ava)).status,
        200,
      )
      await site.deliver()
      for (const as of [null, ava, site.moderator])
        assert.ok(!commentIds((await london(as)).values).includes(id))
      assert.ok(!commentIds((await feed({ user_id: ava.userId }, ava)).values).includes(id))
    })

    test('a deleted member’s posts leave every feed', async () => {
      const cai = await site.member()
      const id = await site.comment(cai, 'See you all there')
      assert.equal((await london()).values.feed[0].source_id, id)
      await site.gateway.services.accounts.api.deleteUser(cai.userId)
      await site.deliver()
      assert.ok(!commentIds((await london()).values).includes(id))
      assert.deepEqual((await feed({ user_id: cai.userId })).values.feed, [])
    })

    test('chat messages are never in a feed', async () => {
      const pia = await site.member({ isPro: true })
      const chat = await site.api('user_chat_create', { targets: [{ type: 'user', id: ben.userId }] }, pia)
      assert.equal(chat.status, 200, JSON.stringify(chat.body))
      const posted = await site.api(
        'universal_comments_create',
        {
          source_type: 'chat',
          source_id: chat.body.values.chat_id,
          city_id: null,
          comment: 'private: my door code',
        },
        pia,
      )
      assert.equal(posted.status, 200, JSON.stringify(posted.body))
      await site.deliver()
      const everything = [
        await feed({}),
        await london(pia),
        await feed({ user_id: pia.userId }, pia),
        await feed({ user_id: ben.userId }, ben),
      ]
      for (const body of everything)
        for (const item of body.values.feed) assert.notEqual(item.source?.comment, 'private: my door code')
      const media = await site.api('activity_media_feed_get', { user_id: pia.userId }, pia, 'GET')
      assert.deepEqual(media.body.values.feed, [])
    })

    test('load newer answers what was posted above the first item, newest first', async () => {
      const top = (await london()).values
      const made: number[] = []
      for (let i = 0; i < 4; i++) made.push(await site.comment(ben, `Update ${i}`))
      const fresh = (
        await london(null, { page_token: top.first_page_token, page_direction: 'previous', skip: 0 })
      ).values
      assert.deepEqual(commentIds(fresh).slice(0, 4), [...made].reverse())
      assert.equal(fresh.gap, null)
      const more: number[] = []
      for (let i = 0; i < 3; i++) more.push(await site.comment(ben, `Later ${i}`))
      const page = await site.gateway.app.inject({
        method: 'GET',
        url: `/api/activity_feed_get?prefix=london&page_token=${fresh.first_page_token}&page_direction=previous`,
      })
      assert.deepEqual(commentIds(page.json().values), [...more].reverse())
    })

    test('item_ids answers the shared post page its one item, laid out in full', async () => {
      const id = await site.comment(ava, 'Shared post')
      const [item] = (await london()).values.feed
      const one = (await feed({ item_ids: String(item.id) })).values
      assert.deepEqual(
        [one.layout, one.feed.length, one.feed[0].source_id, one.has_more],
        ['full', 1, id, false],
      )
    })

    test('the media feed answers a post’s photo with the photo as the source, on its city and its author', async () => {
      const photoId = await site.uploadPhoto(ava)
      const id = await site.comment(ava, 'Found this coat', { photo_ids: String(photoId) })
      const media = await site.api(
        'activity_media_feed_get',
        { version: '1', prefix: '/london' },
        null,
        'GET',
      )
      assert.equal(media.status, 200)
      const [photo] = media.body.values.feed
      assert.deepEqual(
        [photo.source_type, photo.source_id, photo.source.id, photo.comment_id],
        ['media', photoId, photoId, id],
      )
      assert.equal(typeof photo.source.thumb_url, 'string')
      assert.match(photo.title_html, / posted a photo from <a href="\/london\/event\/feed-sale\/">/)
      const mine = await site.api('activity_media_feed_get', { user_id: ava.userId }, null, 'GET')
      assert.deepEqual(
        mine.body.values.feed.map((item: Json) => item.source_id),
        [photoId],
      )
      const older = await site.api(
        'activity_media_feed_get',
        { prefix: 'london', after_id: photo.id },
        null,
        'GET',
      )
      assert.deepEqual(older.body.values, { feed: [], has_more: false })
      // the post itself carries the photo for the summary layout
      const [post] = (await london()).values.feed
      assert.deepEqual(
        post.source.media.map((m: Json) => m.id),
        [photoId],
      )
    })

    test('bad input answers 400 naming the field, and the wrong method 405', async () => {
      const bad: Array<[string, Json, string]> = [
        ['activity_feed_get', { page_token: 'not-a-token' }, 'page_token'],
        ['activity_feed_get', { page_token: 'zz' }, 'page_token'],
        ['activity_feed_get', { skip: 101 }, 'skip'],
        ['activity_feed_get', { page_direction: 'sideways' }, 'page_direction'],
        ['activity_feed_get', { prefix: '/lon don' }, 'prefix'],
        ['activity_feed_get', { item_ids: '1,a' }, 'item_ids'],
        ['activity_feed_get', { version: 2 }, 'version'],
        ['activity_feed_get', { user_id: 'ava' }, 'user_id'],
        ['activity_media_feed_get', { before_id: 'x' }, 'before_id'],
        ['activity_media_feed_get', { before_id: 3, after_id: 4 }, 'older_than'],
      ]
      for (const [name, payload, field] of bad) {
        const answer = await site.api(name, payload, null, 'GET')
        assert.equal(answer.status, 400, `${name} ${JSON.stringify(payload)}: ${JSON.stringify(answer.body)}`)
        assert.equal(answer.body.errors[0].field, field, JSON.stringify(answer.body))
      }
      assert.equal((await site.api('activity_feed_get', {}, null, 'POST')).status, 405)
      // a city nobody knows has nothing to show
      assert.deepEqual((await feed({ prefix: '/atlantis' })).values.feed, [])
    })
  })
}
