import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { RequestContext } from '@showroom/platform'
import { testDatabaseKinds } from '@showroom/testkit'
import { parse, subscribe } from 'graphql'
import { sql } from 'kysely'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

const CHAT = 4242

for (const kind of testDatabaseKinds()) {
  describe(`the sources a comment may hang off (${kind})`, () => {
    let site: CommentsSite
    let outsider: Member
    let chatCommentId: number
    before(async () => {
      site = await createCommentsSite(kind)
      outsider = await site.newMember()
      // a chat message comments stored before the chat service owned them (ADR 0017)
      const { rows } = await sql<{ id: number }>`
        insert into comments.comments (comment_type, source_type, source_id, user_id, display_type, display_id, body, created_at)
        values ('universal', 'chat', ${CHAT}, ${site.member.userId}, 'user', ${site.member.userId}, 'just between us', now())
        returning id`.execute(site.gateway.platform.database.db)
      chatCommentId = (rows[0] as { id: number }).id
    })
    after(() => site?.close())

    const count = () => site.gateway.services.comments.api.countComments()

    async function refusedAndUnchanged(
      call: string,
      payload: Record<string, unknown>,
      as: Member | null,
      status: number,
    ) {
      const before = await count()
      const answer = await site.call(call, payload, as)
      assert.equal(answer.status, status, `${call}: ${JSON.stringify(answer.body)}`)
      assert.ok(answer.body.errors[0]?.message, call)
      assert.equal(await count(), before, `${call} stored something`)
      return answer
    }

    it('refuses a comment on a flash sale nobody announced, and takes it once the sale exists', async () => {
      const refused = await refusedAndUnchanged(
        'flash_sale_comments_create',
        { flash_sale_id: 31, comment: 'is this real?' },
        site.member,
        404,
      )
      assert.equal(refused.body.errors[0]?.field, 'flash_sale_id')
      assert.equal(refused.body.errors[0]?.message, 'This flash sale does not exist.')
      await site.announce('commerce.flash-sale.created', { id: 31, cityId: 1 })
      const taken = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: 31, comment: 'it is' },
        site.member,
      )
      assert.equal(taken.status, 200, JSON.stringify(taken.body))
      assert.equal(taken.body.values.comment.city_id, 1)
    })

    it('refuses a comment on a story nobody announced, and takes it once the story exists', async () => {
      const refused = await refusedAndUnchanged(
        'universal_comments_create',
        { source_type: 'story', source_id: 52, comment: 'great story' },
        site.member,
        404,
      )
      assert.equal(refused.body.errors[0]?.field, 'source_id')
      assert.equal(refused.body.errors[0]?.message, 'This story does not exist.')
      await site.announce('feed.story.created', { id: 52 })
      const taken = await site.call(
        'universal_comments_create',
        { source_type: 'story', source_id: 52, comment: 'great story' },
        site.member,
      )
      assert.equal(taken.status, 200, JSON.stringify(taken.body))
    })

    const graphql = async (query: string, variables: Record<string, unknown>, as: Member | null) => {
      const response = await site.gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: as ? { cookie: `sr_session=${as.token}` } : {},
      })
      return response.json() as {
        data: Record<string, unknown> | null
        errors?: { message: string; extensions: { code: string; http?: number } }[]
      }
    }

    const CREATE = `mutation ($sourceId: Int) {
      createComment(input: { type: "universal", sourceType: "chat", sourceId: $sourceId, comment: "hello?" }) { id }
    }`

    it('takes no chat message through createComment, from anyone, and stores nothing', async () => {
      for (const as of [site.member, outsider, site.moderator]) {
        const before = await count()
        const answer = await graphql(CREATE, { sourceId: CHAT }, as)
        assert.equal(
          answer.errors?.[0]?.extensions.code,
          'COMMENTS_ERR_CHAT_ELSEWHERE',
          JSON.stringify(answer),
        )
        assert.equal(answer.errors?.[0]?.message, 'Chat messages are posted in the chat.')
        assert.equal(answer.errors?.[0]?.extensions.http, 400)
        assert.equal(await count(), before)
      }
      const visitor = await graphql(CREATE, { sourceId: CHAT }, null)
      assert.equal(visitor.errors?.[0]?.extensions.code, 'COMMENTS_ERR_NOT_SIGNED_IN')
    })

    it('lists no chat thread, and sends /api chat calls to the chat service, which knows no such chat', async () => {
      const listed = await graphql(
        `query { comments(type: "universal", sourceType: "chat", sourceId: ${CHAT}) { comments { id } } }`,
        {},
        site.member,
      )
      assert.equal(listed.errors?.[0]?.extensions.code, 'COMMENTS_ERR_SOURCE_NOT_FOUND')
      for (const call of ['universal_comments_list', 'universal_comments_create']) {
        const answer = await refusedAndUnchanged(
          call,
          { source_type: 'chat', source_id: CHAT, comment: 'hello?', reverse: 1 },
          site.member,
          404,
        )
        assert.equal(answer.body.errors[0]?.code, 'CHAT_ERR_NOT_FOUND')
      }
    })

    for (const role of ['visitor', 'outsider', 'moderator', 'author'] as const) {
      it(`keeps a chat message stored before chat owned them from the ${role}: no message, reply or like, nothing changed`, async () => {
        const as = { visitor: null, outsider, moderator: site.moderator, author: site.member }[role]
        await refusedAndUnchanged('universal_comments_get', { universal_comment_id: chatCommentId }, as, 404)
        await refusedAndUnchanged(
          'universal_comments_create',
          {
            source_type: 'user',
            source_id: site.member.userId,
            comment: 'a reply',
            reply_to_id: chatCommentId,
          },
          as,
          as ? 404 : 401,
        )
        await refusedAndUnchanged(
          'universal_comments_like',
          { comment_id: chatCommentId },
          as,
          as ? 404 : 401,
        )
        await refusedAndUnchanged(
          'universal_comments_likes_list',
          { comment_type: 'universal', comment_id: chatCommentId },
          as,
          404,
        )
        const moderated = await site.call('universal_comments_shadow', { comment_id: chatCommentId }, as)
        assert.ok([401, 403, 404].includes(moderated.status), JSON.stringify(moderated.body))
        const { rows } = await sql<{ like_count: number; is_shadow_banned: boolean }>`
          select like_count, is_shadow_banned from comments.comments where id = ${chatCommentId}`.execute(
          site.gateway.platform.database.db,
        )
        assert.deepEqual(rows[0], { like_count: 0, is_shadow_banned: false })
      })
    }

    const contextOf = (
      member: Member | null,
      roles: ('member' | 'moderator')[] = ['member'],
    ): RequestContext => ({
      viewer: member
        ? {
            userId: member.userId,
            sessionId: 'sources-test',
            persona: { type: 'user', id: member.userId },
            roles,
            isPro: false,
            isTeam: false,
            points: 0,
          }
        : null,
      requestId: 'sources-test',
      authToken: null,
      locale: 'en',
      clientIp: null,
    })

    const follow = (context: RequestContext) =>
      subscribe({
        schema: site.gateway.services.comments.schema,
        document: parse(
          `subscription { commentAdded(type: "universal", sourceType: "chat", sourceId: ${CHAT}) { id comment } }`,
        ),
        contextValue: context,
      })

    it('opens no live stream of a chat thread, to anyone', async () => {
      for (const context of [
        contextOf(null),
        contextOf(outsider),
        contextOf(site.moderator, ['member', 'moderator']),
        contextOf(site.member),
      ]) {
        const result = await follow(context)
        assert.ok(!(Symbol.asyncIterator in result), 'a stream was opened')
        assert.equal(result.errors?.[0]?.extensions?.code, 'COMMENTS_ERR_SOURCE_NOT_FOUND')
      }
    })

    it('answers likes_list for plain unix seconds, fractions, milliseconds and tokens, and 400 for nonsense', async () => {
      const posted = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'like me' },
        site.member,
      )
      const id = posted.body.values.comment.id
      await site.call('events_comments_like', { event_id: site.eventId, comment_id: id }, site.otherMember)
      const later = Math.floor(Date.now() / 1000) + 3600
      for (const from of [later, String(later), later + 0.25, later * 1000, `${later * 1000}.7`, 0, '']) {
        const page = await site.call(
          'universal_comments_likes_list',
          { comment_type: 'event', comment_id: id, from_timestamp: from },
          null,
        )
        assert.equal(page.status, 200, `${from}: ${JSON.stringify(page.body)}`)
        assert.equal(page.body.values.likes.length, 1, String(from))
      }
      const past = await site.call('universal_comments_likes_list', {
        comment_type: 'event',
        comment_id: id,
        from_timestamp: 1_000_000_000,
      })
      assert.equal(past.body.values.likes.length, 0)
      for (const from of [1e21, '99999999999999999999', 'soon', -5]) {
        const bad = await site.call('universal_comments_likes_list', {
          comment_type: 'event',
          comment_id: id,
          from_timestamp: from,
        })
        assert.equal(bad.status, 400, `${from}: ${JSON.stringify(bad.body)}`)
        assert.equal(bad.body.errors[0]?.field, 'from_timestamp')
      }
    })
  })
}
