import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import type { ChatStartPayload } from '@showroom/contracts'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { FriendAnswer } from '../../model/friend-button.ts'
import type { Profile } from '../../model/types.ts'
import { deferred, failed, feedPage, ok } from '../../test-support/fakes.ts'
import { member, restoreDeps, signIn, useFakeDeps } from '../../test-support/render.tsx'
import { ProfilePage, usernameFromPath } from './ProfilePage.tsx'

const profile = (extra: Partial<Profile> = {}): Profile => ({
  id: 5,
  username: 'theo',
  full_name: 'Theo Wong',
  url: '/user/theo',
  user_url: 'theo',
  profile_icon_url: null,
  profile_icon_mode: 'initials',
  is_team: true,
  vip_level: 2,
  is_pro: true,
  is_verified: 2,
  is_deleted: false,
  is_user_self: false,
  follower_count: 10,
  following_count: 4,
  friend_count: 1,
  is_following_user: false,
  friend_state: 'none',
  ...extra,
})

const people = (ids: number[]) =>
  ids.map((id) => ({
    id,
    username: `m${id}`,
    full_name: `Member ${id}`,
    url: `/user/m${id}`,
    profile_icon_url: null,
    is_team: false,
    vip_level: 0,
    is_pro: false,
    is_verified: 0,
    is_deleted: false,
  }))

function useProfileDeps(found: Profile | null, extra: Parameters<typeof useFakeDeps>[0] = {}) {
  return useFakeDeps({
    ...extra,
    feed: { getFeed: async () => ok(feedPage([])), ...extra.feed },
    people: {
      profile: async () => ({ profile: found }),
      userList: async () => ({ users: [], hasMore: false, cursor: null }),
      ...extra.people,
    },
  })
}

afterEach(() => {
  restoreDeps()
  window.history.replaceState(null, '', '/')
})

function open(path = '/user/theo') {
  window.history.replaceState(null, '', path)
  return render(<ProfilePage />)
}

describe('the profile page', () => {
  it('reads the username or user_url from /user/{name}', () => {
    expect(usernameFromPath('/user/theo')).toBe('theo')
    expect(usernameFromPath('/user/Theo%20W')).toBe('Theo W')
    expect(usernameFromPath('/user/%E0%A4%A')).toBe('%E0%A4%A')
  })

  it('shows the member: name, badges, counts and their activity feed', async () => {
    const { callsOf } = useProfileDeps(profile())
    open('/user/Theo')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toContain('Theo Wong')
    expect(within(heading).getByRole('img', { name: 'Team member' })).toBeTruthy()
    expect(within(heading).getByRole('img', { name: 'Crown VIP' })).toBeTruthy()
    expect(within(heading).getByRole('img', { name: 'Verified' })).toBeTruthy()
    // a visitor is not pro: the pro badge leads to the pro purchase
    expect(
      within(heading).getByRole('link', { name: 'Pro member: find out about pro' }).getAttribute('href'),
    ).toBe('/pro-purchase/')
    expect(screen.getByTestId('profile-followers').textContent).toBe('10 followers')
    expect(screen.getByTestId('profile-following').textContent).toBe('4 following')
    expect(screen.getByTestId('profile-friends').textContent).toBe('1 friend')
    expect(await screen.findByText("This user hasn't shared any updates on the product yet!")).toBeTruthy()
    expect(callsOf('profile')[0]?.args).toEqual(['Theo'])
    expect(callsOf('getFeed')[0]?.args[0]).toEqual({ scope: { userId: 5 }, direction: 'next' })
    expect(document.title).toBe('Theo Wong on Showroom')
  })

  it('shows Anonymous for a deleted or unknown member, with nothing to follow', async () => {
    useProfileDeps(null)
    open('/user/gone')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Anonymous')
    expect(screen.queryByTestId('follow-user')).toBeNull()
  })

  it('offers Try again when the profile could not be had', async () => {
    const answers = [null, { profile: profile() }]
    useFakeDeps({
      feed: { getFeed: async () => ok(feedPage([])) },
      people: {
        profile: async () => answers.shift() ?? null,
        userList: async () => ({ users: [], hasMore: false, cursor: null }),
      },
    })
    open()
    expect(await screen.findByText('We could not load this profile.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('follow-user')).toBeTruthy()
  })

  it('shows no buttons on the member’s own profile', async () => {
    signIn()
    useProfileDeps(profile({ is_user_self: true }))
    open()
    expect(await screen.findByText('This is your profile.')).toBeTruthy()
    expect(screen.queryByTestId('follow-user')).toBeNull()
    expect(screen.queryByTestId('friend-button')).toBeNull()
    expect(screen.queryByTestId('message-user')).toBeNull()
  })

  it('follows at once and rolls back silently when the call fails', async () => {
    signIn()
    const answer = deferred<ReturnType<typeof failed>>()
    const { callsOf } = useProfileDeps(profile(), { people: { follow: () => answer.promise as never } })
    open()
    const follow = await screen.findByRole('button', { name: 'Follow' })
    fireEvent.click(follow)
    expect(follow.textContent).toBe('Followed')
    expect(screen.getByTestId('profile-followers').textContent).toBe('11 followers')
    await act(async () => answer.resolve(failed()))
    expect(follow.textContent).toBe('Follow')
    expect(screen.getByTestId('profile-followers').textContent).toBe('10 followers')
    expect(callsOf('follow').map((call) => call.args)).toEqual([[true, 5]])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('takes a member from Add Friend to Sent Request, and shows the part 8 message when unfriending fails', async () => {
    signIn()
    const answers: ApiResult<FriendAnswer>[] = [
      ok({ friend_state: 'sent', friend_count: 1 }),
      failed({ status: 409 }),
    ]
    const { callsOf } = useProfileDeps(profile(), {
      people: { friend: async () => answers.shift() ?? failed() },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Friend' }))
    const sent = await screen.findByRole('button', { name: 'Sent Request' })
    fireEvent.click(sent)
    expect(await screen.findByText('We could not delete the friend for this user.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sent Request' })).toBeTruthy()
    expect(callsOf('friend').map((call) => call.args)).toEqual([
      ['request', 5],
      ['remove', 5],
    ])
  })

  it('accepts a request the member sent, then reads Unfriend', async () => {
    signIn()
    useProfileDeps(profile({ friend_state: 'received' }), {
      people: { friend: async () => ok({ friend_state: 'friends' as const, friend_count: 2 }) },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Friend Request' }))
    expect(await screen.findByRole('button', { name: 'Unfriend' })).toBeTruthy()
    expect(screen.getByTestId('profile-friends').textContent).toBe('2 friends')
  })

  it('asks the chat module to open a chat with the member', async () => {
    signIn()
    useProfileDeps(profile())
    const asked: ChatStartPayload[] = []
    const listening = bus.on('chat.open.requested').subscribe((payload) => asked.push(payload))
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }))
    expect(asked).toEqual([{ targets: [{ type: 'user', id: 5 }] }])
    listening.unsubscribe()
  })

  it('sends a visitor to sign up for follow, friend and message, and calls nothing', async () => {
    const { callsOf } = useProfileDeps(profile())
    const prompts: unknown[] = []
    const listening = bus.on('signup.prompt.requested').subscribe((prompt) => prompts.push(prompt))
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add Friend' }))
    fireEvent.click(screen.getByRole('button', { name: 'Message' }))
    expect(prompts).toEqual([
      { reason: 'follow', action_type: 'follow', action_value: 'user_id=5' },
      { reason: 'friend' },
      { reason: 'chat' },
    ])
    expect(callsOf('follow')).toEqual([])
    expect(callsOf('friend')).toEqual([])
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy()
    listening.unsubscribe()
  })

  it('lists 6 followers, following and friends each, with Show More for the rest', async () => {
    const { callsOf } = useProfileDeps(profile(), {
      people: {
        userList: async (_id, kind, page) =>
          kind === 'followers'
            ? page.after
              ? { users: people([7, 8]), hasMore: false, cursor: 'c8' }
              : { users: people([1, 2, 3, 4, 5, 6]), hasMore: true, cursor: 'c6' }
            : { users: [], hasMore: false, cursor: null },
      },
    })
    open()
    const followers = await screen.findByTestId('user-list-followers')
    expect(
      within(followers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(people([1, 2, 3, 4, 5, 6]).map((p) => p.full_name))
    expect(screen.getByText('Not following anyone yet.')).toBeTruthy()
    expect(screen.getByText('No friends yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    await waitFor(() => expect(within(followers).getAllByRole('link')).toHaveLength(8))
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull()
    expect(
      callsOf('userList')
        .filter((call) => call.args[1] === 'followers')
        .map((call) => call.args[2]),
    ).toEqual([
      { first: 6, after: null },
      { first: 24, after: 'c6' },
    ])
  })

  it('shows the pro sharing upsell to a member who is not trusted, with the way to pro', async () => {
    signIn()
    useProfileDeps(profile(), { feed: { getFeed: async () => ok(feedPage([9])) } })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Share to the community feed' }))
    const upsell = await screen.findByRole('dialog', { name: 'Go pro' })
    expect(within(upsell).getByText('Only pro members can share posts to the community feed.')).toBeTruthy()
    expect(within(upsell).getByRole('link', { name: 'Get pro' }).getAttribute('href')).toBe('/pro-purchase/')
    fireEvent.click(within(upsell).getByRole('button', { name: 'Not now' }))
    expect(bus.overlay$.value).toBeNull()
  })

  it('asks again when the viewer signs in, for their own follow and friend state', async () => {
    const answers = [profile(), profile({ is_following_user: true })]
    const { callsOf } = useFakeDeps({
      feed: { getFeed: async () => ok(feedPage([])) },
      people: {
        profile: async () => ({ profile: answers.shift() ?? null }),
        userList: async () => ({ users: [], hasMore: false, cursor: null }),
      },
    })
    open()
    await screen.findByRole('button', { name: 'Follow' })
    signIn(member)
    expect(await screen.findByRole('button', { name: 'Followed' })).toBeTruthy()
    expect(callsOf('profile')).toHaveLength(2)
  })
})
