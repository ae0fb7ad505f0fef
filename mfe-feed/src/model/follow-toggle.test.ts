import { describe, expect, it } from '@jest/globals'
import { deferred, failed, ok } from '../test-support/fakes.ts'
import { createFollowToggle } from './follow-toggle.ts'

function harness(answers: (() => unknown)[], signedIn = true, following = false) {
  const sent: boolean[] = []
  let visitors = 0
  const toggle = createFollowToggle({
    userId: 9,
    initial: { following, followerCount: 10 },
    isSignedIn: () => signedIn,
    onVisitor: () => {
      visitors += 1
    },
    send: async (follow) => {
      sent.push(follow)
      return (answers.shift() ?? (() => failed()))() as never
    },
  })
  return { toggle, sent, visitors: () => visitors }
}

describe('following a member', () => {
  it('flips to Followed at once and keeps the server’s count', async () => {
    const late = deferred<unknown>()
    const { toggle, sent } = harness([() => late.promise])
    const done = toggle.toggle()
    expect(toggle.getState()).toEqual({ following: true, followerCount: 11 })
    late.resolve(ok({ is_following_user: true, follower_count: 15 }))
    await done
    expect(toggle.getState()).toEqual({ following: true, followerCount: 15 })
    expect(sent).toEqual([true])
  })

  it('rolls back silently when the call fails, the answer is invalid or says otherwise', async () => {
    for (const answer of [
      () => failed(),
      () => ok({}),
      () => ok({ is_following_user: false, follower_count: 10 }),
      () => Promise.reject(new Error('offline')),
    ]) {
      const { toggle } = harness([answer])
      await toggle.toggle()
      expect(toggle.getState()).toEqual({ following: false, followerCount: 10 })
    }
  })

  it('unfollows, and only the latest click’s answer counts', async () => {
    const first = deferred<unknown>()
    const second = deferred<unknown>()
    const { toggle, sent } = harness([() => first.promise, () => second.promise], true, true)
    const one = toggle.toggle()
    const two = toggle.toggle()
    expect(toggle.getState()).toEqual({ following: true, followerCount: 10 })
    second.resolve(ok({ is_following_user: true, follower_count: 10 }))
    first.resolve(ok({ is_following_user: false, follower_count: 9 }))
    await Promise.all([one, two])
    expect(sent).toEqual([false, true])
    expect(toggle.getState()).toEqual({ following: true, followerCount: 10 })
  })

  it('sends a visitor to sign up and changes nothing', async () => {
    const { toggle, sent, visitors } = harness([], false)
    await toggle.toggle()
    expect(visitors()).toBe(1)
    expect(sent).toEqual([])
    expect(toggle.getState()).toEqual({ following: false, followerCount: 10 })
  })
})
