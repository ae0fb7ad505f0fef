import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`a shadow-banned comment (${kind})`, () => {
    let site: CommentsSite
    let bystander: Member
    let root: number
    let hiddenReply: number
    let hiddenRoot: number
    before(async () => {
      site = await createCommentsSite(kind)
      bystander = await site.newMember()
      const post = (payload: Record<string, unknown>, as: Member) =>
        site
          .call('events_comments_create', { event_id: site.eventId, ...payload }, as)
          .then((r) => r.body.values.comment.id as number)
      root = await post({ comment: 'visible root' }, site.member)
      hiddenReply = await post({ comment: 'hidden reply', reply_to_id: root }, site.otherMember)
      hiddenRoot = await post({ comment: 'hidden root' }, site.member)
      await site.call('events_comments_like', { event_id: site.eventId, comment_id: hiddenRoot }, bystander)
      for (const id of [hiddenReply, hiddenRoot]) {
        const shadow = await site.call(
          'events_comments_shadow',
          { event_id: site.eventId, comment_id: id },
          site.moderator,
        )
        assert.equal(shadow.status, 200)
      }
    })
    after(() => site?.close())

    const list = (as: Member | null) =>
      site.call('events_comments_list', { event_id: site.eventId }, as).then((r) => r.body.values.comments)

    it('is missing from lists, reply counts and replies for everyone but its author and moderators', async () => {
      for (const viewer of [null, bystander]) {
        const comments = await list(viewer)
        assert.deepEqual(
          comments.map((c: { id: number }) => c.id),
          [root],
        )
        assert.equal(comments[0].reply_count, 0)
        assert.deepEqual(comments[0].replies, [])
        assert.equal('is_shadow_banned' in comments[0], false)
      }
      const forReplyAuthor = await list(site.otherMember)
      assert.equal(forReplyAuthor.find((c: { id: number }) => c.id === root).reply_count, 1)
      const forAuthor = await list(site.member)
      assert.equal(forAuthor.find((c: { id: number }) => c.id === hiddenRoot).is_shadow_banned, true)
      const forModerator = await list(site.moderator)
      assert.equal(forModerator.length, 2)
      assert.equal(forModerator.find((c: { id: number }) => c.id === root).reply_count, 1)
    })

    it('answers 404 to others fetching, liking or listing its likes', async () => {
      for (const viewer of [null, bystander]) {
        for (const id of [hiddenReply, hiddenRoot]) {
          const got = await site.call('events_comments_get', { event_comment_id: id }, viewer)
          assert.equal(got.status, 404)
        }
        const likes = await site.call(
          'universal_comments_likes_list',
          { comment_type: 'event', comment_id: hiddenRoot },
          viewer,
        )
        assert.equal(likes.status, 404)
      }
      const like = await site.call(
        'events_comments_like',
        { event_id: site.eventId, comment_id: hiddenRoot },
        site.otherMember,
      )
      assert.equal(like.status, 404)
      const own = await site.call('events_comments_get', { event_comment_id: hiddenRoot }, site.member)
      assert.equal(own.status, 200)
      const ownLikes = await site.call(
        'universal_comments_likes_list',
        { comment_type: 'event', comment_id: hiddenRoot },
        site.member,
      )
      assert.equal(ownLikes.body.values.likes.length, 1)
    })

    it('has no last reply for others over GraphQL', async () => {
      const query = `{ comments(type: "event", eventId: ${site.eventId}) { comments { id lastReply { id } replyCount } } }`
      const asVisitor = await site.gateway.app.inject({ method: 'POST', url: '/graphql', payload: { query } })
      const rootSeen = asVisitor.json().data.comments.comments.find((c: { id: number }) => c.id === root)
      assert.equal(rootSeen.lastReply, null)
      assert.equal(rootSeen.replyCount, 0)
    })

    it('tells outbox consumers to hide it and never announces what happens under it', async () => {
      await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'my reply under my hidden one', reply_to_id: hiddenRoot },
        site.member,
      )
      await site.call('events_comments_like', { event_id: site.eventId, comment_id: hiddenRoot }, site.member)
      const events = await site.outbox()
      const created = events.filter((e) => e.type === 'comments.comment.created').map((e) => e.payload.id)
      assert.ok(created.includes(root))
      const hidden = events.filter((e) => e.type === 'comments.comment.hidden').map((e) => e.payload.id)
      assert.deepEqual(hidden.sort(), [hiddenReply, hiddenRoot].sort())
      assert.equal(created.length, 3, 'the reply under the hidden comment is not announced')
      const likedHidden = events.filter(
        (e) => e.type === 'comments.comment.liked' && e.payload.commentId === hiddenRoot,
      )
      assert.equal(likedHidden.length, 1, 'only the like made before the ban was announced')
      for (const event of events.filter((e) => e.type === 'comments.comment.hidden')) {
        assert.deepEqual(Object.keys(event.payload), ['id'])
      }
    })

    it('comes back everywhere when a moderator lifts the ban', async () => {
      const shown = await site.call(
        'events_comments_unshadow',
        { event_id: site.eventId, comment_id: hiddenReply },
        site.moderator,
      )
      assert.equal(shown.body.values.comment.is_shadow_banned, false)
      const comments = await list(bystander)
      assert.equal(comments.find((c: { id: number }) => c.id === root).reply_count, 1)
      const events = await site.outbox()
      assert.ok(events.some((e) => e.type === 'comments.comment.shown' && e.payload.id === hiddenReply))
    })
  })
}
