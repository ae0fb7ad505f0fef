import type { FeedItem } from './types.ts'

export interface EntityView {
  name: string
  iconUrl: string | null
  url: string | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

// who posted it, as the avatar and the accessible names need it: a member (or 'Anonymous' when
// deleted), a designer or a venue
export function entityView(item: FeedItem, anonymous: string): EntityView {
  const entity = item.entity ?? {}
  if (item.entity_type === 'designer')
    return {
      name: text(entity.designer_name_en) ?? text(entity.name) ?? anonymous,
      iconUrl: text(entity.logo_url),
      url: text(entity.detail_url),
    }
  if (item.entity_type === 'venue')
    return {
      name: text(entity.address_business_name) ?? anonymous,
      iconUrl: text(entity.venue_logo_url),
      url: text(entity.detail_url),
    }
  if (entity.is_deleted === true || !item.entity) return { name: anonymous, iconUrl: null, url: null }
  return {
    name: text(entity.full_name) ?? anonymous,
    iconUrl: text(entity.profile_icon_url),
    url: text(entity.url),
  }
}

// the comment popup an item's replies open (spec part 2: #pec, #pfc, #puc)
export function commentRefOf(
  item: FeedItem,
): { comment_type: 'event' | 'flash' | 'universal'; comment_id: number } | null {
  if (item.source_type === 'media' || !item.source || !('comment_type' in item.source)) return null
  return { comment_type: item.source.comment_type, comment_id: item.source.id }
}

// the link to the item on its own: the shared post page {city_url}/social/?uai={id}
export function shareUrlOf(item: FeedItem): string | null {
  return item.share_url ?? null
}
