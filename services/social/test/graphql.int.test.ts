import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  designerId,
  graphql,
  type Member,
  member,
  newEvent,
  newNews,
  venueId,
} from './support/social-harness.ts'

const TOGGLE = '{ active count }'

for (const kind of testDatabaseKinds()) {
  describe(`follow, save and going through GraphQL (${kind})`, () => {
    let gateway: TestGateway
    let ava: Member
    let ben: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      ava = await member(gateway, 'Ava Test')
      ben = await member(gateway, 'Ben Test')
    })
    after(() => gateway?.close())

    async function toggle(mutation: string, argument: string, id: number, as?: Member) {
      const answer = await graphql(
        gateway,
        `mutation($id: Int!) { r: ${mutation}(${argument}: $id) ${TOGGLE} }`,
        { id },
        as,
      )
      return answer
    }

    const cases = [
      { what: 'a designer', on: 'followDesigner', off: 'unfollowDesigner', argument: 'designerId' },
      { what: 'a venue', on: 'followVenue', off: 'unfollowVenue', argument: 'venueId' },
      { what: 'another member', on: 'followUser', off: 'unfollowUser', argument: 'userId' },
      { what: 'an event (going)', on: 'markGoing', off: 'unmarkGoing', argument: 'eventId' },
      { what: 'a news story (save)', on: 'saveNews', off: 'unsaveNews', argument: 'newsId' },
    ] as const

    async function targetFor(what: (typeof cases)[number]['what']): Promise<number> {
      if (what === 'a designer') return designerId(gateway, 'bowery-loom')
      if (what === 'a venue') return venueId(gateway)
      if (what === 'another member') return (await member(gateway)).userId
      if (what === 'an event (going)') return newEvent(gateway)
      return newNews(gateway)
    }

    for (const c of cases) {
      it(`toggles ${c.what} idempotently, counting each member once`, async () => {
        const id = await targetFor(c.what)
        assert.deepEqual((await toggle(c.on, c.argument, id, ava)).data?.r, { active: true, count: 1 })
        assert.deepEqual((await toggle(c.on, c.argument, id, ava)).data?.r, { active: true, count: 1 })
        assert.deepEqual((await toggle(c.on, c.argument, id, ben)).data?.r, { active: true, count: 2 })
        assert.deepEqual((await toggle(c.off, c.argument, id, ava)).data?.r, { active: false, count: 1 })
        assert.deepEqual((await toggle(c.off, c.argument, id, ava)).data?.r, { active: false, count: 1 })
      })

      it(`refuses a signed-out ${c.on} and leaves the count as it was`, async () => {
        const id = await targetFor(c.what)
        const marked = (await toggle(c.on, c.argument, id, ava)).data?.r
        const refused = await toggle(c.on, c.argument, id)
        assert.equal(refused.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
        assert.equal(refused.errors?.[0]?.extensions.http, 401)
        const refusedOff = await toggle(c.off, c.argument, id)
        assert.equal(refusedOff.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
        assert.deepEqual((await toggle(c.on, c.argument, id, ava)).data?.r, marked)
      })

      it(`answers not found for ${c.what} that does not exist`, async () => {
        const answer = await toggle(c.on, c.argument, 987654, ava)
        assert.equal(answer.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_FOUND')
        assert.equal(answer.errors?.[0]?.extensions.http, 404)
      })
    }

    it('does not let a member follow themself', async () => {
      const answer = await toggle('followUser', 'userId', ava.userId, ava)
      assert.equal(answer.errors?.[0]?.extensions.code, 'SOCIAL_ERR_SELF_FOLLOW')
      assert.equal(answer.errors?.[0]?.extensions.http, 400)
      assert.equal(answer.errors?.[0]?.message, 'You cannot follow yourself.')
    })

    it('refuses an rsvp mode out of range and keeps the rsvp mode of a repeated going', async () => {
      const event = await newEvent(gateway)
      const bad = await graphql(
        gateway,
        `mutation { markGoing(eventId: ${event}, rsvpMode: -1) ${TOGGLE} }`,
        {},
        ava,
      )
      assert.equal(bad.errors?.[0]?.extensions.code, 'SOCIAL_ERR_INVALID_RSVP_MODE')
      const going = await graphql(
        gateway,
        `mutation { markGoing(eventId: ${event}, rsvpMode: 3) ${TOGGLE} }`,
        {},
        ava,
      )
      assert.deepEqual(going.data?.markGoing, { active: true, count: 1 })
    })

    it('shows each viewer their own follow state on the same entities, and counts to everyone', async () => {
      const designer = await designerId(gateway, 'atelier-nord')
      const event = await newEvent(gateway)
      const query = `query($slug: String!, $event: Int!) {
        designer(slug: $slug) { id followerCount isFollowed }
        eventById(id: $event) { id goingCount isGoing }
        user(id: ${ben.userId}) { followerCount isFollowing }
      }`
      const variables = { slug: 'atelier-nord', event }
      // asked first by a visitor: the same query must not answer later viewers from that answer
      const before = await graphql(gateway, query, variables)
      assert.equal(before.data?.designer.isFollowed, false)

      await toggle('followDesigner', 'designerId', designer, ava)
      await toggle('markGoing', 'eventId', event, ava)
      await toggle('followUser', 'userId', ben.userId, ava)

      const asAva = (await graphql(gateway, query, variables, ava)).data
      const asBen = (await graphql(gateway, query, variables, ben)).data
      const asVisitor = (await graphql(gateway, query, variables)).data
      assert.equal(asAva?.designer.isFollowed, true)
      assert.equal(asAva?.eventById.isGoing, true)
      assert.equal(asAva?.user.isFollowing, true)
      assert.equal(asBen?.designer.isFollowed, false)
      assert.equal(asBen?.eventById.isGoing, false)
      assert.equal(asVisitor?.user.isFollowing, false)
      for (const seen of [asAva, asBen, asVisitor]) {
        assert.equal(seen?.designer.followerCount, before.data?.designer.followerCount + 1)
        assert.equal(seen?.eventById.goingCount, 1)
        assert.equal(seen?.user.followerCount, 1)
      }
    })

    it('resolves a whole list of designers with their counts in one answer', async () => {
      const answer = await graphql(
        gateway,
        '{ designers(first: 30) { id followerCount isFollowed } }',
        {},
        ava,
      )
      assert.equal(answer.errors, undefined)
      const designers = answer.data?.designers as Array<{ followerCount: number; isFollowed: boolean }>
      assert.ok(designers.length > 3)
      for (const d of designers) assert.equal(typeof d.followerCount, 'number')
    })

    it('saves news and shows it saved to the member only', async () => {
      const news = await newNews(gateway)
      await toggle('saveNews', 'newsId', news, ben)
      const query = `{ newsList(cityId: 1, first: 50) { id isSaved } }`
      const seen = (await graphql(gateway, query, {}, ben)).data?.newsList as Array<{
        id: number
        isSaved: boolean
      }>
      assert.equal(seen.find((n) => n.id === news)?.isSaved, true)
      const other = (await graphql(gateway, query, {}, ava)).data?.newsList as Array<{
        id: number
        isSaved: boolean
      }>
      assert.equal(other.find((n) => n.id === news)?.isSaved, false)
    })

    it('lists the events a member is going to, most recent first, with their details', async () => {
      const carol = await member(gateway)
      const first = await newEvent(gateway, { nameEn: 'First sale' })
      const second = await newEvent(gateway, { nameEn: 'Second sale' })
      await toggle('markGoing', 'eventId', first, carol)
      await toggle('markGoing', 'eventId', second, carol)
      const answer = await graphql(gateway, '{ myGoingEvents { id name isGoing } }', {}, carol)
      assert.deepEqual(answer.data?.myGoingEvents, [
        { id: second, name: 'Second sale', isGoing: true },
        { id: first, name: 'First sale', isGoing: true },
      ])
      const visitor = await graphql(gateway, '{ myGoingEvents { id } }')
      assert.equal(visitor.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
    })
  })
}
