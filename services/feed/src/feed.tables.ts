import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export const SOURCE_TYPES = ['event_comment', 'flash_sale_comment', 'universal_comment', 'media'] as const
export type SourceType = (typeof SOURCE_TYPES)[number]

export const ENTITY_TYPES = ['user', 'designer', 'venue'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

export const TARGET_TYPES = ['event', 'flash_sale', 'designer', 'user'] as const
export type TargetType = (typeof TARGET_TYPES)[number]

export interface FeedTables {
  // one row per thing a feed shows: a comment, one of its photos or videos, or a member's share of either
  items: {
    id: Generated<number>
    // when it was posted (the comment's time; the share's time for a share): the feed's order
    created_at: Timestamp
    source_type: SourceType
    // the comment, or the media item for source_type media
    source_id: number
    // the comment behind it, for removal: a share and a photo carry their comment's id
    comment_id: number
    // the member who wrote the comment, whatever persona it was shown as
    author_id: number
    entity_type: EntityType
    entity_id: number
    target_type: TargetType | null
    target_id: number | null
    // the city community feed it belongs to; null for none (a profile post, a story)
    city_id: number | null
    // the member whose profile feed shows it: the author speaking as themselves, or the sharer
    profile_id: number | null
    shared_from_id: number | null
    shared_by: number | null
    // shadow-banned: only its author (and moderators) still see it
    hidden: Generated<boolean>
  }
  // members whose account was deleted: their content leaves every feed, and a late event brings none back
  gone_users: { user_id: number }
  // personas a member blocked in chat: left out of that member's feeds
  blocks: { user_id: number; blocked_type: string; blocked_id: number }
}

export type FeedDb = Kysely<FeedTables>
