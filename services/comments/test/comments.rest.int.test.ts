import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { type CommentsSite, createCommentsSite } from './support/comments-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the comments /api calls (${kind})`, () => {
    let site: CommentsSite
    before(async () => {
      site = await createCommentsSite(kind)
    })
    after(() => site?.close())

    const post = (payload: Record<string, unknown>, as = site.member) =>
      site.call('events_comments_create', { event_id: site.eventId, ...payload }, as)

    it('posts an event comment with trimmed text, safe html, mentions and the event as its source', async () => {
      const { status, body } = await post({ comment: '  Loved it **so much** @Nia_B  ' })
      assert.equal(status, 200, JSON.stringify(body))
      const c = body.values.comment
      assert.equal(c.comment, 'Loved it **so much** @Nia_B')
      assert.equal(
        c.comment_html,
        '<p>Loved it <strong>so much</strong> <a href="/user/Nia_B" class="mention">@Nia_B</a></p>',
      )
      assert.deepEqual(c.mentions, ['Nia_B'])
      assert.equal(c.event_id, site.eventId)
      assert.equal(c.city_id, 1)
      assert.equal(c.user.id, site.member.userId)
      assert.deepEqual(c.display_as, { type: 'user', id: site.member.userId })
      assert.equal(c.source.name, 'Event comment-sale')
      assert.equal(c.source.detail_url, '/london/event/comment-sale/')
      assert.equal(c.created_since, 'Just now')
      assert.equal(typeof c.created_diff, 'number')
      assert.equal(c.is_shadow_banned, false)
      assert.equal(c.can_delete, true)
      assert.equal(c.can_moderate, false)
    })

    it('marks a short emoji-only comment and accepts a photo without text', async () => {
      const emoji = await post({ comment: '😍🔥' })
      assert.equal(emoji.body.values.comment.is_emoji_only, true)
      const photoIds = [await site.uploadPhoto(site.member), await site.uploadPhoto(site.member)]
      const photo = await post({ comment: '', photo_ids: photoIds.join(', ') })
      assert.equal(photo.status, 200, JSON.stringify(photo.body))
      assert.deepEqual(photo.body.values.comment.photo_ids, photoIds)
    })

    it('refuses an empty comment, an unknown event, a stranger persona and a signed-out poster', async () => {
      const empty = await post({ comment: '   ' })
      assert.equal(empty.status, 400)
      assert.equal(empty.body.errors[0]?.message, 'Please enter a comment or upload an image')
      assert.equal(empty.body.errors[0]?.field, 'comment')

      const unknown = await post({ event_id: 999_999, comment: 'hello' })
      assert.equal(unknown.status, 404)
      assert.equal(unknown.body.errors[0]?.field, 'event_id')

      const persona = await post({ comment: 'as a brand', display_as: 'designer:5' })
      assert.equal(persona.status, 403)
      const asSelf = await post({ comment: 'as me', display_as: 'user' })
      assert.equal(asSelf.status, 200)

      const badPhotos = await post({ comment: 'x', photo_ids: 'a,b' })
      assert.equal(badPhotos.status, 400)
      assert.equal(badPhotos.body.errors[0]?.field, 'photo_ids')

      const signedOut = await site.call('events_comments_create', { event_id: site.eventId, comment: 'hi' })
      assert.equal(signedOut.status, 401)
      assert.equal(signedOut.body.meta.login_ok, false)
    })

    it('keeps replies one level deep and returns a comment with its replies, thread and source', async () => {
      const root = (await post({ comment: 'root' })).body.values.comment
      const reply = (await post({ comment: 'first reply', reply_to_id: root.id }, site.otherMember)).body
        .values.comment
      const nested = (await post({ comment: 'reply to the reply', reply_to_id: reply.id })).body.values
        .comment
      assert.equal(reply.reply_to_id, root.id)
      assert.equal(nested.reply_to_id, root.id)

      const got = await site.call('events_comments_get', {
        event_comment_id: root.id,
        support_replies: 1,
        is_include_context: 1,
        is_include_source: 1,
      })
      assert.equal(got.status, 200, JSON.stringify(got.body))
      assert.equal(got.body.values.comment.reply_count, 2)
      assert.deepEqual(
        got.body.values.comment.replies.map((r: { comment: string }) => r.comment),
        ['first reply', 'reply to the reply'],
      )
      assert.equal(got.body.values.source.name, 'Event comment-sale')

      const ofReply = await site.call('events_comments_get', {
        event_comment_id: reply.id,
        is_include_context: '1',
      })
      assert.equal(ofReply.body.values.context.id, root.id)
      assert.equal(ofReply.body.values.context.replies.length, 2)

      const wrongKind = await site.call('universal_comments_get', { universal_comment_id: root.id })
      assert.equal(wrongKind.status, 404)
      const missing = await site.call('events_comments_get', { event_comment_id: 987_654 })
      assert.equal(missing.status, 404)
    })

    it('pages a thread: newest first, after_id for older, before_id for newer, reverse and has_more', async () => {
      const ids: number[] = []
      for (let i = 0; i < 5; i++) {
        const created = await site.call(
          'events_comments_create',
          { event_id: site.otherEventId, comment: `message ${i}` },
          site.member,
        )
        ids.push(created.body.values.comment.id)
      }
      const list = (payload: Record<string, unknown>) =>
        site.call('events_comments_list', { event_id: site.otherEventId, ...payload })
      const idsOf = (body: { values: { comments: { id: number }[] } }) =>
        body.values.comments.map((c) => c.id)

      const first = await list({ limit: 2 })
      assert.deepEqual(idsOf(first.body), [ids[4], ids[3]])
      assert.equal(first.body.values.has_more, true)
      const older = await list({ limit: 2, after_id: ids[3] })
      assert.deepEqual(idsOf(older.body), [ids[2], ids[1]])
      const last = await list({ limit: 2, after_id: ids[1] })
      assert.deepEqual(idsOf(last.body), [ids[0]])
      assert.equal(last.body.values.has_more, false)
      const newer = await list({ before_id: ids[2] })
      assert.deepEqual(idsOf(newer.body), [ids[4], ids[3]])
      const reversed = await list({ limit: 3, reverse: 1 })
      assert.deepEqual(idsOf(reversed.body), [ids[2], ids[3], ids[4]])
      const all = await list({})
      assert.equal(all.body.values.comments.length, 5)
      assert.equal(all.body.values.has_more, false)
    })

    it('shows each read the HTML of the text as it is now: a changed text at once, a deleted comment gone', async () => {
      const posted = (await post({ comment: 'first **draft**' })).body.values.comment
      const newest = async () => {
        const { status, body } = await site.call('events_comments_list', { event_id: site.eventId, limit: 1 })
        assert.equal(status, 200, JSON.stringify(body))
        return body.values.comments[0]
      }
      assert.equal((await newest()).comment_html, '<p>first <strong>draft</strong></p>')
      assert.equal((await newest()).comment_html, '<p>first <strong>draft</strong></p>')
      // the text changed in the database, as an edit or a moderator's correction would write it
      await sql`update comments.comments set body = ${'second _draft_'} where id = ${posted.id}`.execute(
        site.gateway.platform.database.db,
      )
      const changed = await newest()
      assert.equal(changed.id, posted.id)
      assert.equal(changed.comment, 'second _draft_')
      assert.equal(changed.comment_html, '<p>second <em>draft</em></p>')

      const deleted = await site.call(
        'events_comments_delete',
        { event_id: site.eventId, comment_id: posted.id },
        site.member,
      )
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body))
      assert.notEqual((await newest())?.id, posted.id)
      const again = await post({ comment: 'first **draft**' })
      assert.equal(again.body.values.comment.comment_html, '<p>first <strong>draft</strong></p>')
    })

    it('likes and unlikes once per member and lists who liked, newest first, with a cursor', async () => {
      const target = (await post({ comment: 'like me' })).body.values.comment
      const like = (as = site.otherMember) =>
        site.call('events_comments_like', { event_id: site.eventId, comment_id: target.id }, as)
      assert.equal((await like()).body.values.like_count, 1)
      assert.equal((await like()).body.values.like_count, 1)
      const wrongEvent = await site.call(
        'events_comments_like',
        { event_id: site.otherEventId, comment_id: target.id },
        site.otherMember,
      )
      assert.equal(wrongEvent.status, 404)

      const likers = [site.member]
      for (let i = 0; i < 21; i++) likers.push(await site.newMember())
      for (const liker of likers) await like(liker)

      const page1 = await site.call(
        'universal_comments_likes_list',
        {
          comment_type: 'event',
          comment_id: target.id,
        },
        site.member,
      )
      assert.equal(page1.status, 200, JSON.stringify(page1.body))
      assert.equal(page1.body.values.likes.length, 20)
      assert.equal(page1.body.values.has_more, true)
      assert.equal(page1.body.values.likes[0].full_name, `Full ${likers.at(-1)?.username}`)
      assert.deepEqual(Object.keys(page1.body.values.likes[0]).sort(), [
        'detail_url',
        'full_name',
        'is_following_user',
        'is_user_self',
        'persona_id',
        'persona_type',
        'profile_image_url',
      ])
      const page2 = await site.call(
        'universal_comments_likes_list',
        {
          comment_type: 'event',
          comment_id: target.id,
          from_timestamp: page1.body.values.next_token,
        },
        site.member,
      )
      assert.equal(page2.body.values.likes.length, 3)
      assert.equal(page2.body.values.has_more, false)
      assert.equal(page2.body.values.next_token, null)
      const everyone = [...page1.body.values.likes, ...page2.body.values.likes]
      assert.equal(new Set(everyone.map((l: { persona_id: number }) => l.persona_id)).size, 23)
      assert.equal(everyone.filter((l: { is_user_self: boolean }) => l.is_user_self).length, 1)

      const unlike = await site.call(
        'events_comments_unlike',
        { event_id: site.eventId, comment_id: target.id },
        site.otherMember,
      )
      assert.equal(unlike.body.values.like_count, 22)
      const liked = await site.call('events_comments_get', { event_comment_id: target.id }, site.member)
      assert.equal(liked.body.values.comment.is_liked, true)

      const badType = await site.call('universal_comments_likes_list', {
        comment_type: 'video',
        comment_id: target.id,
      })
      assert.equal(badType.status, 400)
      assert.equal(badType.body.errors[0]?.message, 'Unknown comment type video')
    })

    it('answers a poll, changes the answer and shows whole percentages', async () => {
      const comment = await site.gateway.services.comments.api.post(
        { userId: site.member.userId },
        {
          type: 'event',
          eventId: site.eventId,
          comment: 'Which day?',
          poll: { title: 'Which day?', options: ['Sat', 'Sun', 'Mon'] },
        },
      )
      const pollId = comment.poll_id as number
      const answer = (text: string, as = site.member) =>
        site.call('poll_answer', { poll_id: pollId, answer: text }, as)
      const first = await answer('Sat')
      assert.equal(first.status, 200, JSON.stringify(first.body))
      assert.deepEqual(first.body.values.options, [
        { label: 'Sat', percent: 100 },
        { label: 'Sun', percent: 0 },
        { label: 'Mon', percent: 0 },
      ])
      await answer('Sun', site.otherMember)
      await answer('Sun', site.moderator)
      const changed = await answer('Sun')
      assert.deepEqual(
        changed.body.values.options.map((o: { percent: number }) => o.percent),
        [0, 100, 0],
      )
      assert.equal(changed.body.values.answer, 'Sun')
      const back = await answer('Mon')
      assert.deepEqual(
        back.body.values.options.map((o: { percent: number }) => o.percent),
        [0, 67, 33],
      )

      const wrong = await answer('Tue')
      assert.equal(wrong.status, 400)
      assert.equal(wrong.body.errors[0]?.field, 'answer')
      const signedOut = await site.call('poll_answer', { poll_id: pollId, answer: 'Sat' })
      assert.equal(signedOut.status, 401)
      const got = await site.call('events_comments_get', { event_comment_id: comment.id }, site.otherMember)
      assert.equal(got.body.values.comment.poll.answer, 'Sun')
      assert.equal(got.body.values.comment.poll.total_answers, 3)
    })

    it('starts a gossip topic only with a title and keeps chat and profile comments apart', async () => {
      const untitled = await site.call(
        'universal_comments_create',
        { source_type: 'gossip', source_id: 0, comment: 'psst', city_id: 1 },
        site.member,
      )
      assert.equal(untitled.status, 400)
      assert.equal(untitled.body.errors[0]?.message, 'Please include a title for your gossip topic')

      const topic = await site.call(
        'universal_comments_create',
        { source_type: 'gossip', source_id: 0, comment: 'psst', topic_title: 'Sale tips', topic_city_id: 1 },
        site.member,
      )
      assert.equal(topic.status, 200, JSON.stringify(topic.body))
      const started = topic.body.values.comment
      assert.equal(started.source.name, 'Sale tips')
      assert.equal(started.city_id, 1)
      assert.ok(started.source_id > 0)
      const answerInTopic = await site.call(
        'universal_comments_create',
        { source_type: 'gossip', source_id: started.source_id, comment: 'tell me more' },
        site.otherMember,
      )
      assert.equal(answerInTopic.status, 200)

      const onProfile = await site.call(
        'universal_comments_create',
        { source_type: 'user', source_id: site.otherMember.userId, comment: 'hello you' },
        site.member,
      )
      assert.equal(onProfile.body.values.comment.source.name, `Full ${site.otherMember.username}`)
      const unknownUser = await site.call(
        'universal_comments_create',
        { source_type: 'user', source_id: 999_999, comment: 'hello?' },
        site.member,
      )
      assert.equal(unknownUser.status, 404)
      const badSource = await site.call(
        'universal_comments_create',
        { source_type: 'forum', source_id: 1, comment: 'x' },
        site.member,
      )
      assert.equal(badSource.status, 400)
      assert.equal(badSource.body.errors[0]?.field, 'source_type')

      // chat messages are the chat service's: the call reaches chat, which knows no chat 77
      const chat = await site.call(
        'universal_comments_create',
        { source_type: 'chat', source_id: 77, city_id: null, comment: 'hi chat', is_all_cities: 0 },
        site.member,
      )
      assert.equal(chat.status, 404)
      assert.equal(chat.body.errors[0]?.code, 'CHAT_ERR_NOT_FOUND')
      await site.announce('commerce.flash-sale.created', { id: 5, cityId: 1 })
      const flash = await site.call(
        'flash_sale_comments_create',
        { flash_sale_id: 5, comment: 'nice sale' },
        site.member,
      )
      assert.equal(flash.body.values.comment.flash_sale_id, 5)
      const flashList = await site.call('flash_sale_comments_list', { flash_sale_id: 5 })
      assert.equal(flashList.body.values.comments.length, 1)
    })
  })
}
