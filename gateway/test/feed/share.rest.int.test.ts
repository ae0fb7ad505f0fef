import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type FeedSite, type Json, openFeedSite, type Person } from './support/feed-site.ts'

type Role = 'visitor' | 'member' | 'other member' | 'moderator'

for (const kind of testDatabaseKinds()) {
  describe(`sharing to a community feed through /api (${kind})`, () => {
    let site: FeedSite
    let ava: Person
    let pro: Person
    let parisId: number
    before(async () => {
      site = await openFeedSite(kind)
      ava = await site.member()
      pro = await site.member({ isPro: true })
      const { discovery } = site.gateway.services
      await discovery.api.addCity(
        { id: 2, slug: 'paris', nameEn: 'Paris', timezone: 'Europe/Paris', currency: 'eur' },
        1,
      )
      const parisEvent = await discovery.api.addEvent({
        slug: 'feed-paris-sale',
        cityId: 2,
        typeId: 1,
        nameEn: 'Paris sale',
        startsAt: new Date('2026-05-01T10:00:00Z'),
        endsAt: new Date('2026-05-02T18:00:00Z'),
        openDates: [{ date: '2026-05-01' }],
      })
      await site.deliver()
      // Paris's community feed starts with a post of its own
      await site.comment(ava, 'Bonjour', { event_id: parisEvent })
      parisId = 2
    })
    after(() => site?.close())

    const paris = async () =>
      (await site.api('activity_feed_get', { prefix: '/paris' }, null, 'GET')).body.values.feed.map(
        (item: Json) => item.id,
      )
    const profile = async (who: Person) =>
      (await site.api('activity_feed_get', { user_id: who.userId }, null, 'GET')).body.values.feed.map(
        (item: Json) => item.id,
      )
    const londonItem = async (text: string) => {
      const id = await site.comment(ava, text)
      const [item] = (await site.api('activity_feed_get', { prefix: '/london' }, null, 'GET')).body.values
        .feed
      assert.equal(item.source_id, id)
      return item
    }

    const expected: Record<Role, { status: number; step: number; loginOk: boolean }> = {
      visitor: { status: 401, step: 1, loginOk: false },
      member: { status: 403, step: 3, loginOk: true },
      'other member': { status: 200, step: 1, loginOk: true },
      moderator: { status: 403, step: 3, loginOk: true },
    }

    for (const role of Object.keys(expected) as Role[]) {
      const who = {
        visitor: 'a visitor',
        member: "the post's author, without pro",
        'other member': 'another member, with pro',
        moderator: 'a moderator without pro',
      }[role]
      test(`a share by ${who} answers ${expected[role].status}${expected[role].step === 3 ? ' with meta.step 3, the pro sharing upsell' : ''}`, async () => {
        const item = await londonItem(`Worth sharing, says the ${role}`)
        const caller = { visitor: null, member: ava, 'other member': pro, moderator: site.moderator }[role]
        const before = { paris: await paris(), profile: caller ? await profile(caller) : [] }
        const answer = await site.api('activity_feed_share', { item_id: item.id, city_id: parisId }, caller)
        assert.equal(answer.status, expected[role].status, JSON.stringify(answer.body))
        assert.equal(answer.body.meta.step, expected[role].step)
        assert.equal(answer.body.meta.login_ok, expected[role].loginOk)
        if (answer.status !== 200) {
          assert.equal(answer.body.errors.length, 1)
          assert.deepEqual({ paris: await paris(), profile: caller ? await profile(caller) : [] }, before)
          return
        }
        const shared = answer.body.values.item
        assert.deepEqual(
          [shared.shared_from_id, shared.shared_by.id, shared.source_id, shared.entity_id, shared.city_id],
          [item.id, pro.userId, item.source_id, ava.userId, parisId],
        )
        assert.equal(shared.share_url, `/paris/social/?uai=${shared.id}`)
        assert.match(
          shared.title_html,
          /^<a href="\/user\/[^"]+">Feed &lt;b&gt;[^<]+&lt;\/b&gt;<\/a> shared a post: /,
        )
        assert.deepEqual(await paris(), [shared.id, ...before.paris])
        assert.deepEqual(await profile(pro), [shared.id, ...before.profile])
      })
    }

    test('a share of a post already in that city, or into a city with no feed, is refused and changes nothing', async () => {
      const item = await londonItem('Stay in London')
      const before = await paris()
      const same = await site.api('activity_feed_share', { item_id: item.id, city_id: 1 }, pro)
      assert.deepEqual([same.status, same.body.errors[0].code], [409, 'FEED_ERR_ALREADY_IN_FEED'])
      const nowhere = await site.api('activity_feed_share', { item_id: item.id, city_id: 777 }, pro)
      assert.deepEqual([nowhere.status, nowhere.body.errors[0].code], [404, 'FEED_ERR_CITY_NOT_FOUND'])
      const missing = await site.api('activity_feed_share', { item_id: 2_000_000_000, city_id: parisId }, pro)
      assert.deepEqual([missing.status, missing.body.errors[0].code], [404, 'FEED_ERR_NOT_FOUND'])
      const bad = await site.api('activity_feed_share', { item_id: 'first', city_id: parisId }, pro)
      assert.deepEqual([bad.status, bad.body.errors[0].field], [400, 'item_id'])
      assert.deepEqual(await paris(), before)
    })
  })
}
