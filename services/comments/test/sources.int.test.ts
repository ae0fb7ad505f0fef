import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { RequestContext } from '@showroom/platform'
import { testDatabaseKinds } from '@showroom/testkit'
import { parse, subscribe } from 'graphql'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

const CHAT = 4242
const UNANNOUNCED_CHAT = 4343

for (const kind of testDatabaseKinds()) {
  describe(`the sources a comment may hang off (${kind})`, () => {
    let site: CommentsSite
    let outsider: Member
    let chatCommentId: number
    before(async () => {
      site = await createCommentsSite(kind)
      outsider = await site.newMember()
      // the chat service, once it exists, announces a chat with everyone in it
      await site.announce('chat.chat.created', {
        id: CHAT,
        memberIds: [site.member.userId, site.otherMember.userId],
      })
      const posted = await site.call(
        'universal_comments_create',
        { source_type: 'chat', source_id: CHAT, city_id: null, comment: 'just between us' },
        site.member,
      )
      assert.equal(posted.status, 200, JSON.stringify(posted.body))
      chatCommentId = posted.body.values.comment.id
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

    it('refuses posting into a chat nobody announced, even to someone who names it', async () => {
      for (const as of [site.member, site.moderator])
        await refusedAndUnchanged(
          'universal_comments_create',
          { source_type: 'chat', source_id: UNANNOUNCED_CHAT, comment: 'hello?' },
          as,
          404,
        )
      await refusedAndUnchanged(
        'universal_comments_create',
        { source_type: 'chat', source_id: UNANNOUNCED_CHAT, comment: 'hello?' },
        null,
        401,
      )
    })

    const chatSource = { source_type: 'chat', source_id: CHAT }
    const callers = () => ({ visitor: null, outsider, moderator: site.moderator })

    for (const role of ['visitor', 'outsider', 'moderator'] as const) {
      it(`keeps a chat's messages from the ${role}: no list, no message, no post, no like, nothing changed`, async () => {
        const as = callers()[role]
        const list = await refusedAndUnchanged(
          'universal_comments_list',
          { ...chatSource, reverse: 1 },
          as,
          404,
        )
        assert.equal(JSON.stringify(list.body.values).includes('just between us'), false)
        await refusedAndUnchanged('universal_comments_get', { universal_comment_id: chatCommentId }, as, 404)
        await refusedAndUnchanged(
          'universal_comments_create',
          { ...chatSource, comment: 'let me in' },
          as,
          as ? 404 : 401,
        )
        await refusedAndUnchanged(
          'universal_comments_create',
          { ...chatSource, comment: 'a reply', reply_to_id: chatCommentId },
          as,
          as ? 404 : 401,
        )
        await refusedAndUnchanged(
          'universal_comments_like',
          { ...chatSource, comment_id: chatCommentId },
          as,
          as ? 404 : 401,
        )
        await refusedAndUnchanged(
          'universal_comments_likes_list',
          { comment_type: 'universal', comment_id: chatCommentId },
          as,
          404,
        )
        const moderated = await site.call(
          'universal_comments_shadow',
          { ...chatSource, comment_id: chatCommentId },
          as,
        )
        assert.ok([401, 403, 404].includes(moderated.status), JSON.stringify(moderated.body))
        // the author still sees the message as it was
        const seen = await site.call(
          'universal_comments_get',
          { universal_comment_id: chatCommentId },
          site.member,
        )
        assert.equal(seen.body.values.comment.is_shadow_banned, false)
        assert.equal(seen.body.values.comment.like_count, 0)
      })
    }

    it('lets the chat’s members read and answer it', async () => {
      const list = await site.call('universal_comments_list', { ...chatSource, reverse: 1 }, site.otherMember)
      assert.equal(list.status, 200, JSON.stringify(list.body))
      assert.deepEqual(
        list.body.values.comments.map((c: { comment: string }) => c.comment),
        ['just between us'],
      )
      const reply = await site.call(
        'universal_comments_create',
        { ...chatSource, comment: 'agreed', reply_to_id: chatCommentId },
        site.otherMember,
      )
      assert.equal(reply.status, 200, JSON.stringify(reply.body))
    })

    it('closes the chat to a member the chat service says has left', async () => {
      await site.announce('chat.member.removed', { chatId: CHAT, userId: site.otherMember.userId })
      await refusedAndUnchanged('universal_comments_list', chatSource, site.otherMember, 404)
      await site.announce('chat.member.added', { chatId: CHAT, userId: site.otherMember.userId })
      const back = await site.call('universal_comments_list', chatSource, site.otherMember)
      assert.equal(back.status, 200, JSON.stringify(back.body))
    })

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

    const follow = (context: RequestContext, chatId = CHAT) =>
      subscribe({
        schema: site.gateway.services.comments.schema,
        document: parse(
          `subscription { commentAdded(type: "universal", sourceType: "chat", sourceId: ${chatId}) { id comment } }`,
        ),
        contextValue: context,
      })

    it('refuses a live subscription to a chat for a visitor, an outsider and a moderator', async () => {
      for (const context of [
        contextOf(null),
        contextOf(outsider),
        contextOf(site.moderator, ['member', 'moderator']),
        contextOf(site.member, ['member']),
      ]) {
        const chatId = context.viewer?.userId === site.member.userId ? UNANNOUNCED_CHAT : CHAT
        const result = await follow(context, chatId)
        assert.ok(!(Symbol.asyncIterator in result), 'a stream was opened')
        assert.equal(result.errors?.[0]?.extensions?.code, 'COMMENTS_ERR_SOURCE_NOT_FOUND')
      }
    })

    it('gives a chat member the live stream', async () => {
      const result = await follow(contextOf(site.member))
      assert.ok(Symbol.asyncIterator in result, JSON.stringify(result))
      await (result as AsyncGenerator).return?.(undefined)
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
