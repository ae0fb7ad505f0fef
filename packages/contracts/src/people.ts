export type PersonaType = 'user' | 'designer' | 'venue' | (string & {})

export interface Persona {
  type: PersonaType
  id: number
}

export interface User {
  id: number
  username: string
  full_name: string
  user_url: string
  url: string
  profile_icon_url: string
  profile_icon_mode: string
  is_team: boolean
  // 0 none, 1 vip, 2 crown
  vip_level: number
  is_pro: boolean
  // 2 means verified
  is_verified: number
  is_deleted: boolean
  is_user_self: boolean
  is_following_user: boolean
  follower_count: number
  // the members this member follows (people only, not designers or venues)
  following_count?: number
  friend_count?: number
  // the viewer's friendship with this member (ADR 0018); 'none' for a visitor or the member themself
  friend_state?: FriendState
  products_for_sale: number
}

// seen from the viewer: 'Add Friend' for none, 'Sent Request' for sent, 'Unfriend' for friends;
// received is a request from them the viewer can accept
export type FriendState = 'none' | 'sent' | 'received' | 'friends'

export const FRIEND_STATES: readonly FriendState[] = ['none', 'sent', 'received', 'friends']

export const VIP_LEVEL = { vip: 1, crown: 2 } as const
export const VERIFIED_LEVEL = 2

export interface Designer {
  id?: number
  designer_id?: number
  designer_name_en: string
  slug: string
  detail_url: string
  logo_url: string
  designer_thumbnail_url: string
  saved?: boolean
  is_saved?: boolean
  follower_count: number
}

export interface Venue {
  id?: number
  venue_id?: number
  address_business_name: string
  slug: string
  venue_logo_url: string
  detail_url: string
  saved: boolean
}

export interface LikesListEntry {
  full_name: string
  detail_url: string
  profile_image_url: string
  persona_type: PersonaType
  persona_id: number
  is_user_self: boolean
  is_following_user: boolean
}

export interface LikesListResponse {
  likes: LikesListEntry[]
  next_token: string
  has_more: boolean
}
