import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type CommentsSite, createCommentsSite, type Member } from './support/comments-site.ts'

type Role = 'visitor' | 'author' | 'other member' | 'moderator'

// expected status per caller; the author of the comment is "author"
const MATRIX: { call: string; universal?: boolean; expect: Record<Role, number> }[] = [
  {
    call: 'events_comments_delete',
    expect: { visitor: 401, author: 200, 'other member': 403, moderator: 200 },
  },
  {
    call: 'events_comments_shadow',
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'events_comments_unshadow',
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'events_comments_feature',
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'events_comments_unfeature',
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'events_comments_like',
    expect: { visitor: 401, author: 200, 'other member': 200, moderator: 200 },
  },
  {
    call: 'events_comments_unlike',
    expect: { visitor: 401, author: 200, 'other member': 200, moderator: 200 },
  },
  {
    call: 'universal_comments_global',
    universal: true,
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'universal_comments_unglobal',
    universal: true,
    expect: { visitor: 401, author: 403, 'other member': 403, moderator: 200 },
  },
  {
    call: 'universal_comments_delete',
    universal: true,
    expect: { visitor: 401, author: 200, 'other member': 403, moderator: 200 },
  },
]

for (const kind of testDatabaseKinds()) {
  describe(`who may change a comment (${kind})`, () => {
    let site: CommentsSite
    before(async () => {
      site = await createCommentsSite(kind)
    })
    after(() => site?.close())

    const callerOf = (role: Role): Member | null =>
      role === 'visitor'
        ? null
        : role === 'author'
          ? site.member
          : role === 'other member'
            ? site.otherMember
            : site.moderator

    // what a moderator sees of a comment: the state a refused call must leave alone
    async function stateOf(commentId: number, universal: boolean) {
      const { body, status } = await site.call(
        universal ? 'universal_comments_get' : 'events_comments_get',
        universal ? { universal_comment_id: commentId } : { event_comment_id: commentId },
        site.moderator,
      )
      if (status === 404) return 'deleted'
      const c = body.values.comment
      return JSON.stringify([c.is_shadow_banned, c.is_featured, c.is_global, c.like_count, c.comment])
    }

    for (const row of MATRIX) {
      for (const role of Object.keys(row.expect) as Role[]) {
        it(`answers ${row.call} from the ${role} with ${row.expect[role]}, changing nothing when refused`, async () => {
          const created = row.universal
            ? await site.call(
                'universal_comments_create',
                { source_type: 'user', source_id: site.otherMember.userId, comment: 'matrix' },
                site.member,
              )
            : await site.call(
                'events_comments_create',
                { event_id: site.eventId, comment: 'matrix' },
                site.member,
              )
          const id = created.body.values.comment.id as number
          const source = row.universal
            ? { source_type: 'user', source_id: site.otherMember.userId }
            : { event_id: site.eventId }
          const beforeState = await stateOf(id, Boolean(row.universal))
          const { status, body } = await site.call(row.call, { ...source, comment_id: id }, callerOf(role))
          assert.equal(status, row.expect[role], JSON.stringify(body))
          if (status === 401) assert.equal(body.meta.login_ok, false)
          if (status !== 200) {
            assert.ok(body.errors[0]?.message)
            assert.equal(await stateOf(id, Boolean(row.universal)), beforeState)
          }
        })
      }
    }

    it('returns the re-rendered comment from feature, shadow and global', async () => {
      const created = await site.call(
        'universal_comments_create',
        { source_type: 'user', source_id: site.otherMember.userId, comment: 'moderate me' },
        site.member,
      )
      const ref = {
        source_type: 'user',
        source_id: site.otherMember.userId,
        comment_id: created.body.values.comment.id,
      }
      const featured = await site.call('universal_comments_feature', ref, site.moderator)
      assert.equal(featured.body.values.comment.is_featured, true)
      const global = await site.call('universal_comments_global', ref, site.moderator)
      assert.equal(global.body.values.comment.is_global, true)
      const shadowed = await site.call('universal_comments_shadow', ref, site.moderator)
      assert.equal(shadowed.body.values.comment.is_shadow_banned, true)
      assert.equal(shadowed.body.values.comment.can_moderate, true)
    })

    it('refuses global on an event comment with a clear 400', async () => {
      const created = await site.call(
        'events_comments_create',
        { event_id: site.eventId, comment: 'not universal' },
        site.member,
      )
      const { status, body } = await site.call(
        'universal_comments_global',
        { comment_id: created.body.values.comment.id },
        site.moderator,
      )
      assert.equal(status, 400)
      assert.equal(body.errors[0]?.message, 'Only universal comments can be made global.')
    })
  })
}
