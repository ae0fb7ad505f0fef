import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Viewer } from '@showroom/platform'
import { testDatabaseKinds } from '@showroom/testkit'
import { graphql } from 'graphql'
import { sql } from 'kysely'
import { type CommentsSite, createCommentsSite, type Json, type Member } from './support/comments-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`comments on real flash sales, checked through commerce (${kind})`, () => {
    let site: CommentsSite
    let seller: Member
    let publicSale: number
    let previewSale: number
    let designerId: number

    const commentCount = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from comments.comments`.execute(
            site.gateway.platform.database.db,
          )
        ).rows[0]?.n,
      )

    async function saveSale(name: string, extra: Json): Promise<number> {
      const now = Date.now()
      const saved = await site.call(
        'seller_flash_sale_save',
        {
          persona_type: 'designer',
          persona_id: designerId,
          name,
          city_id: 1,
          starts_at: new Date(now - 60_000).toISOString(),
          ends_at: new Date(now + 86_400_000).toISOString(),
          currency: 'gbp',
          ...extra,
        },
        seller,
      )
      assert.equal(saved.status, 200, JSON.stringify(saved.body))
      // comments learn the sale from commerce's outbox
      await site.gateway.platform.events.drain()
      return saved.body.values.flash_sale.id
    }

    before(async () => {
      site = await createCommentsSite(kind)
      seller = await site.newMember()
      designerId = await site.gateway.services.discovery.api.addDesigner({
        slug: 'atelier-nord',
        nameEn: 'Atelier Nord',
      })
      await site.gateway.services.accounts.api.grantPersona(seller.userId, {
        type: 'designer',
        id: designerId,
        name: 'Atelier Nord',
      })
      const switched = await site.call('user_persona_switch', { type: 'designer', id: designerId }, seller)
      assert.equal(switched.status, 200, JSON.stringify(switched.body))
      publicSale = await saveSale('Atelier Nord sample sale', { is_published: 1 })
      previewSale = await saveSale('Atelier Nord preview', { is_published: 0 })
    })
    after(() => site.close())

    it('a member comments on a published sale; anyone lists it, opens it (the #pfc= popup) and likes it', async () => {
      const created = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: publicSale, comment: 'Is the coat still there?' },
        site.member,
      )
      assert.equal(created.status, 200, JSON.stringify(created.body))
      const comment = created.body.values.comment
      assert.equal(comment.flash_sale_id, publicSale)
      const listed = await site.call('flash_sale_comments_list', { flash_sale_id: publicSale })
      assert.deepEqual(
        listed.body.values.comments.map((c: Json) => c.id),
        [comment.id],
      )
      const popup = await site.call('flash_sale_comments_get', {
        flash_sale_comment_id: comment.id,
        is_include_source: 1,
      })
      assert.equal(popup.status, 200, JSON.stringify(popup.body))
      assert.equal(popup.body.values.comment.id, comment.id)
      const liked = await site.call(
        'flash_sale_comments_like',
        { flash_sale_id: publicSale, comment_id: comment.id },
        site.otherMember,
      )
      assert.equal(liked.status, 200, JSON.stringify(liked.body))
      assert.equal(liked.body.values.like_count, 1)
      // the calls may name the sale by its store link's slug instead (spec part 7)
      const bySlug = await site.call('flash_sale_comments_list', {
        slug: `atelier-nord-sample-sale-trade-${publicSale}`,
      })
      assert.equal(bySlug.status, 200, JSON.stringify(bySlug.body))
      assert.deepEqual(
        bySlug.body.values.comments.map((c: Json) => c.id),
        [comment.id],
      )
      const unliked = await site.call(
        'flash_sale_comments_unlike',
        { slug: `atelier-nord-sample-sale-trade-${publicSale}`, comment_id: comment.id },
        site.otherMember,
      )
      assert.equal(unliked.status, 200, JSON.stringify(unliked.body))
      assert.equal(unliked.body.values.like_count, 0)
      const unknown = await site.call('flash_sale_comments_list', { slug: 'no-such-sale' })
      assert.ok(unknown.status >= 400 && unknown.status < 500, JSON.stringify(unknown.body))
    })

    it('an unknown sale is refused with 404 for posting and listing, and nothing is written', async () => {
      const before = await commentCount()
      for (const as of [site.member, site.moderator]) {
        const refused = await site.call(
          'flash_sale_comments_create',
          { flash_sale_id: 987_654, comment: 'hello?' },
          as,
        )
        assert.equal(refused.status, 404)
        assert.equal(refused.body.errors[0]?.field, 'flash_sale_id')
      }
      const listed = await site.call('flash_sale_comments_list', { flash_sale_id: 987_654 }, site.member)
      assert.equal(listed.status, 404)
      assert.equal(await commentCount(), before)
    })

    it("a preview's thread is its seller's alone: other members, moderators and visitors get 404", async () => {
      const before = await commentCount()
      for (const as of [site.member, site.otherMember]) {
        const refused = await site.call(
          'flash_sale_comments_create',
          { flash_sale_id: previewSale, comment: 'early!' },
          as,
        )
        assert.equal(refused.status, 404, JSON.stringify(refused.body))
      }
      assert.equal(await commentCount(), before)
      for (const as of [null, site.member]) {
        const listed = await site.call('flash_sale_comments_list', { flash_sale_id: previewSale }, as)
        assert.equal(listed.status, 404)
      }
      const own = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: previewSale, comment: 'Coming Friday' },
        seller,
      )
      assert.equal(own.status, 200, JSON.stringify(own.body))
      const id = own.body.values.comment.id
      const bySeller = await site.call('flash_sale_comments_list', { flash_sale_id: previewSale }, seller)
      assert.deepEqual(
        bySeller.body.values.comments.map((c: Json) => c.id),
        [id],
      )
      // as in commerce, a preview does not exist for moderators either
      const byModerator = await site.call(
        'flash_sale_comments_list',
        { flash_sale_id: previewSale },
        site.moderator,
      )
      assert.equal(byModerator.status, 404)
      const popup = await site.call('flash_sale_comments_get', { flash_sale_comment_id: id }, site.member)
      assert.equal(popup.status, 404)
      const like = await site.call(
        'flash_sale_comments_like',
        { flash_sale_id: previewSale, comment_id: id },
        site.otherMember,
      )
      assert.equal(like.status, 404)
      const reply = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: previewSale, reply_to_id: id, comment: 'me too' },
        site.member,
      )
      assert.equal(reply.status, 404)
      assert.equal(await commentCount(), before + 1)

      // another service pointing at the comments (a feed item) gets the preview's for its seller alone
      const published = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: publicSale, comment: 'Open now' },
        site.member,
      )
      assert.equal(published.status, 200, JSON.stringify(published.body))
      const ids = [id, published.body.values.comment.id]
      const pointedAt = async (viewer: Viewer | null) => {
        const result = await graphql({
          schema: site.gateway.services.comments.schema,
          source: 'query ($refs: [_Any!]!) { _entities(representations: $refs) { ... on Comment { id } } }',
          variableValues: { refs: ids.map((commentId) => ({ __typename: 'Comment', id: commentId })) },
          contextValue: { viewer, requestId: 'feed', locale: 'en', authToken: null, clientIp: null },
        })
        assert.equal(result.errors, undefined)
        const found = (result.data?._entities ?? []) as Array<{ id: number } | null>
        return found.map((c) => c?.id ?? null)
      }
      const viewerOf = (userId: number, persona: Viewer['persona']): Viewer => ({
        userId,
        sessionId: 's',
        persona,
        roles: ['member'],
        isPro: false,
        isTeam: false,
        points: 0,
      })
      assert.deepEqual(await pointedAt(null), [null, ids[1]])
      assert.deepEqual(
        await pointedAt(viewerOf(site.member.userId, { type: 'user', id: site.member.userId })),
        [null, ids[1]],
      )
      assert.deepEqual(await pointedAt(viewerOf(seller.userId, { type: 'designer', id: designerId })), ids)
    })

    it('publishing the sale opens its thread to everyone', async () => {
      await saveSale('Atelier Nord preview', { id: previewSale, is_published: 1 })
      const listed = await site.call('flash_sale_comments_list', { flash_sale_id: previewSale }, site.member)
      assert.equal(listed.status, 200, JSON.stringify(listed.body))
      assert.equal(listed.body.values.comments.length, 1)
    })

    it('a visitor is asked to sign in and bad input is a 400, with nothing written', async () => {
      const before = await commentCount()
      const visitor = await site.call('flash_sale_comments_create', {
        flash_sale_id: publicSale,
        comment: 'hi',
      })
      assert.equal(visitor.status, 401)
      assert.equal(visitor.body.meta.login_ok, false)
      for (const payload of [
        { flash_sale_id: 'abc', comment: 'hi' },
        { flash_sale_id: -3, comment: 'hi' },
        { flash_sale_id: publicSale, comment: 'a\u0000b' },
        { flash_sale_id: publicSale, comment: 'x'.repeat(100_000) },
      ]) {
        const refused = await site.call('flash_sale_comments_create', payload, site.member)
        assert.ok(
          refused.status >= 400 && refused.status < 500,
          `${refused.status} ${JSON.stringify(payload).slice(0, 80)}`,
        )
      }
      assert.equal(await commentCount(), before)
    })
  })
}
