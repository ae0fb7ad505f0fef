import { type ApiResult, apiCall, graphqlRequest } from '@showroom/graphql-client/fetch'
import type { FollowAnswer } from '../model/follow-toggle.ts'
import type { FriendAction, FriendAnswer } from '../model/friend-button.ts'
import type { PersonSummary, Profile, UserListKind, UserListPage } from '../model/types.ts'

export interface CityInfo {
  id: number
  name: string
  url: string
}

export interface PeopleApi {
  // { profile: null } for a deleted or unknown member; null when it could not be asked
  profile(username: string): Promise<{ profile: Profile | null } | null>
  follow(follow: boolean, userId: number): Promise<ApiResult<FollowAnswer>>
  friend(action: FriendAction, userId: number): Promise<ApiResult<FriendAnswer>>
  userList(
    userId: number,
    kind: UserListKind,
    page: { first: number; after: string | null },
  ): Promise<UserListPage | null>
  city(prefix: string): Promise<CityInfo | null>
}

const PERSON = 'id username fullName url profileIconUrl isTeam vipLevel isPro isVerified isDeleted isUserSelf'

interface PersonData {
  id: number
  username: string
  fullName: string
  url: string | null
  profileIconUrl: string | null
  isTeam: boolean
  vipLevel: number
  isPro: boolean
  isVerified: number
  isDeleted: boolean
  isUserSelf: boolean
}

interface ProfileData extends PersonData {
  userUrl: string | null
  profileIconMode: string
  followerCount: number
  followingCount: number
  friendCount: number
  isFollowing: boolean
  friendState: Profile['friend_state']
}

const PROFILE = /* GraphQL */ `
  query FeedProfile($username: String!) {
    userByUsername(username: $username) {
      ${PERSON} userUrl profileIconMode followerCount followingCount friendCount isFollowing friendState
    }
  }
`

const LIST = (kind: UserListKind) => /* GraphQL */ `
  query FeedUserList($id: Int!, $first: Int!, $after: String) {
    user(id: $id) { ${kind}(first: $first, after: $after) { users { ${PERSON} } hasMore cursor } }
  }
`

const CITY = /* GraphQL */ `
  query FeedCity($url: String) { city(url: $url) { id name url } }
`

export const personJson = (p: PersonData): PersonSummary => ({
  id: p.id,
  username: p.username,
  full_name: p.fullName,
  url: p.url,
  profile_icon_url: p.profileIconUrl,
  is_team: p.isTeam,
  vip_level: p.vipLevel,
  is_pro: p.isPro,
  is_verified: p.isVerified,
  is_deleted: p.isDeleted,
  is_user_self: p.isUserSelf,
})

const profileJson = (p: ProfileData): Profile => ({
  ...personJson(p),
  user_url: p.userUrl,
  profile_icon_mode: p.profileIconMode,
  follower_count: p.followerCount,
  following_count: p.followingCount,
  friend_count: p.friendCount,
  is_following_user: p.isFollowing,
  friend_state: p.friendState,
})

const FRIEND_CALLS: Record<FriendAction, string> = {
  request: 'user_friends_requests_create',
  accept: 'user_friends_requests_accept',
  remove: 'user_friends_delete',
}

const signedIn = { needsLogin: true } as const

// the profile through GraphQL (its User fields from accounts and social); follows and friends through
// the /api rows of spec part 7
export const peopleApi: PeopleApi = {
  async profile(username) {
    try {
      const { data, errors } = await graphqlRequest<
        { userByUsername: ProfileData | null },
        { username: string }
      >(PROFILE, { username })
      if (!data || (errors?.length && !data.userByUsername)) return errors?.length ? null : { profile: null }
      const user = data.userByUsername
      return { profile: user && !user.isDeleted ? profileJson(user) : null }
    } catch {
      return null
    }
  },
  follow: (follow, userId) =>
    apiCall(follow ? 'user_follower_create' : 'user_follower_delete', { to_user_id: userId }, signedIn),
  friend: (action, userId) => apiCall(FRIEND_CALLS[action], { to_user_id: userId }, signedIn),
  async userList(userId, kind, page) {
    try {
      const { data } = await graphqlRequest<
        { user: Record<string, { users: PersonData[]; hasMore: boolean; cursor: string | null }> | null },
        { id: number; first: number; after: string | null }
      >(LIST(kind), { id: userId, first: page.first, after: page.after })
      const list = data?.user?.[kind]
      if (!list) return null
      return { users: list.users.map(personJson), hasMore: list.hasMore, cursor: list.cursor }
    } catch {
      return null
    }
  },
  async city(prefix) {
    try {
      const { data } = await graphqlRequest<{ city: CityInfo | null }, { url: string }>(CITY, { url: prefix })
      return data?.city ?? null
    } catch {
      return null
    }
  },
}
