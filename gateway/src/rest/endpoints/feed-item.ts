import { activityTitleHtml, type NamedLink } from '@showroom/feed'
import {
  COMMENT_FIELDS,
  type CommentData,
  commentJson,
  type MediaData,
  mediaJson,
  USER_SELECTION,
  type UserData,
  userJson,
} from './comments.endpoints.ts'

// one activity feed item as GraphQL answers it, and as spec part 3 shapes it for /api
interface Place {
  id: number
  slug: string
  name: string
  detailUrl: string
  logoUrl: string | null
}

interface DesignerData extends Place {
  nameEn: string
  thumbnailUrl: string | null
  followerCount: number
  isFollowed: boolean
}

interface VenueData extends Place {
  followerCount: number
  isFollowed: boolean
}

interface EventData {
  id: number
  slug: string
  name: string
  nameEn: string
  nameZh: string | null
  detailUrl: string
  heroUrl: string | null
}

export interface ItemData {
  id: number
  createdTimestamp: number
  createdSince: string
  sourceType: string
  sourceId: number
  entityType: string
  entityId: number
  targetType: string | null
  targetId: number | null
  cityId: number | null
  sharedFromId: number | null
  isHidden: boolean | null
  pageToken: string
  comment: CommentData | null
  media: MediaData | null
  entity: { user: UserData | null; designer: DesignerData | null; venue: VenueData | null }
  target: { event: EventData | null; designer: DesignerData | null; user: UserData | null } | null
  sharedBy: UserData | null
  city: { url: string } | null
}

const DESIGNER = '{ id slug name nameEn detailUrl logoUrl thumbnailUrl followerCount isFollowed }'
const VENUE = '{ id slug name detailUrl logoUrl followerCount isFollowed }'

export const ITEM_FIELDS = `fragment FeedItem on ActivityItem {
  id createdTimestamp createdSince sourceType sourceId entityType entityId targetType targetId cityId
  sharedFromId isHidden pageToken
  comment { ...CommentFields }
  media { ...CommentMedia }
  entity { user ${USER_SELECTION} designer ${DESIGNER} venue ${VENUE} }
  target { event { id slug name nameEn nameZh detailUrl heroUrl } designer ${DESIGNER} user ${USER_SELECTION} }
  sharedBy ${USER_SELECTION}
  city { url }
}
${COMMENT_FIELDS}`

// spec part 3 Designer and Venue, snake_case
const designerJson = (d: DesignerData) => ({
  id: d.id,
  designer_id: d.id,
  designer_name_en: d.nameEn,
  name: d.name,
  slug: d.slug,
  detail_url: d.detailUrl,
  logo_url: d.logoUrl,
  designer_thumbnail_url: d.thumbnailUrl,
  saved: d.isFollowed,
  is_saved: d.isFollowed,
  follower_count: d.followerCount,
})

const venueJson = (v: VenueData) => ({
  id: v.id,
  venue_id: v.id,
  address_business_name: v.name,
  slug: v.slug,
  venue_logo_url: v.logoUrl,
  detail_url: v.detailUrl,
  saved: v.isFollowed,
  follower_count: v.followerCount,
})

const eventJson = (e: EventData) => ({
  id: e.id,
  event_id: e.id,
  slug: e.slug,
  name: e.name,
  event_name_en: e.nameEn,
  event_name_zh: e.nameZh,
  detail_url: e.detailUrl,
  event_hero_url: e.heroUrl,
})

const userLink = (user: UserData | null): NamedLink | null =>
  user ? { name: user.fullName, url: user.url } : null

function entityOf(item: ItemData) {
  const { user, designer, venue } = item.entity
  if (user) return { json: userJson(user), link: userLink(user) }
  if (designer)
    return { json: designerJson(designer), link: { name: designer.name, url: designer.detailUrl } }
  if (venue) return { json: venueJson(venue), link: { name: venue.name, url: venue.detailUrl } }
  return { json: null, link: null }
}

function targetOf(item: ItemData) {
  const target = item.target
  if (target?.event)
    return { json: eventJson(target.event), link: { name: target.event.name, url: target.event.detailUrl } }
  if (target?.designer)
    return {
      json: designerJson(target.designer),
      link: { name: target.designer.name, url: target.designer.detailUrl },
    }
  if (target?.user) return { json: userJson(target.user), link: userLink(target.user) }
  // flash sales have no service to name them yet: their id is what there is
  if (item.targetType === 'flash_sale' && item.targetId)
    return { json: { id: item.targetId, flash_sale_id: item.targetId }, link: null }
  return { json: null, link: null }
}

// spec part 3 "Activity feed item"; a few extra fields (comment_id, city_id, share_url, shared_by) that
// the shared post page and the comment popups need
export function itemJson(item: ItemData, locale: 'en' | 'zh' = 'en') {
  const entity = entityOf(item)
  const target = targetOf(item)
  const source =
    item.sourceType === 'media'
      ? item.media
        ? mediaJson(item.media)
        : null
      : item.comment && commentJson(item.comment)
  return {
    id: item.id,
    created_timestamp: item.createdTimestamp,
    source_type: item.sourceType,
    source_id: item.sourceId,
    source,
    entity_type: item.entityType,
    entity_id: item.entityId,
    entity: entity.json,
    target_type: item.targetType,
    target_id: item.targetId,
    target: target.json,
    title_html: activityTitleHtml(
      {
        sourceType: item.sourceType,
        resourceType: item.media?.resourceType ?? null,
        entity: entity.link,
        targetType: item.targetType,
        target: target.link,
        targetIsEntity:
          item.targetType === 'user' && item.entityType === 'user' && item.targetId === item.entityId,
        // a sharer no longer known reads as Anonymous, in the page's language
        sharedBy: item.sharedFromId ? (userLink(item.sharedBy) ?? { name: '', url: null }) : null,
      },
      locale,
    ),
    created_since: item.createdSince,
    page_token: item.pageToken,
    comment_id: item.comment?.id ?? null,
    city_id: item.cityId,
    // spec part 2: {city_url}/social/?uai={id}
    share_url: item.city ? `${item.city.url}/social/?uai=${item.id}` : null,
    shared_from_id: item.sharedFromId,
    shared_by: item.sharedBy ? userJson(item.sharedBy) : null,
    ...(item.isHidden === null ? {} : { is_shadow_banned: item.isHidden }),
  }
}

// an item whose comment or photo its service no longer shows to this viewer is left out
export const shown = (item: ItemData) =>
  item.sourceType === 'media' ? item.media !== null : item.comment !== null
