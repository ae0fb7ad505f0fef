import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type CommentsSite, createCommentsSite } from './support/comments-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the comments in-process api for demo data (${kind})`, () => {
    let site: CommentsSite
    before(async () => {
      site = await createCommentsSite(kind)
    })
    after(() => site?.close())

    it('backdates comments and likes, and answers polls with every rule applied', async () => {
      const { api } = site.gateway.services.comments
      const [comments, likes] = [await api.countComments(), await api.countLikes()]
      const at = new Date('2026-01-02T10:00:00Z')
      const posted = await api.post(
        { userId: site.member.userId },
        {
          type: 'event',
          eventId: site.eventId,
          comment: 'Backdated',
          poll: { title: 'Day?', options: ['Sat', 'Sun'] },
        },
        { at },
      )
      assert.equal(posted.created_at.toISOString(), at.toISOString())
      const liked = await api.like({ userId: site.otherMember.userId }, posted.id, {
        at: new Date('2026-01-02T11:00:00Z'),
      })
      assert.equal(liked.like_count, 1)
      assert.equal(await api.countComments(), comments + 1)
      assert.equal(await api.countLikes(), likes + 1)

      await api.answerPoll({ userId: site.otherMember.userId }, posted.poll_id as number, 'Sun')
      await assert.rejects(
        api.answerPoll({ userId: site.otherMember.userId }, posted.poll_id as number, 'Mon'),
        /Please choose one of the poll options/,
      )
      const got = await site.call('events_comments_get', { event_comment_id: posted.id }, site.otherMember)
      assert.equal(got.status, 200, JSON.stringify(got.body))
      const comment = got.body.values.comment
      assert.equal(comment.liked_count ?? comment.like_count, 1)
      assert.equal(comment.is_liked, true)
      assert.equal(comment.poll.answer, 'Sun')
    })

    it('refuses to post on an event it has not learnt about', async () => {
      await assert.rejects(
        site.gateway.services.comments.api.post(
          { userId: site.member.userId },
          { type: 'event', eventId: 987_654, comment: 'Nowhere' },
        ),
        (error: Error & { extensions?: { code?: string } }) => /NOT_FOUND/.test(error.extensions?.code ?? ''),
      )
    })
  })
}
