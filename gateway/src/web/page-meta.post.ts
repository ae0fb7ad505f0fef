import { SITE_NAME } from './page-meta.ts'

// the shared activity post {city_url}/social/?uai={id}: its title, text and first photo, so a link
// shared elsewhere previews the post rather than the community page. Read as a visitor: a hidden
// post, or one whose comment a visitor may not read, previews as the plain page

export const POST_META_QUERY = `query PageMetaPost($id: Int!) {
  activityItem(id: $id) {
    id sourceType
    comment { comment media { cardUrl previewUrl } }
    media { cardUrl previewUrl }
    entity { user { fullName } designer { name } venue { name } }
    city { url name }
  }
}`

type Locale = 'en' | 'zh'

interface Picture {
  cardUrl: string | null
  previewUrl: string | null
}

export interface PostMetaData {
  activityItem: {
    id: number
    sourceType: string
    comment: { comment: string | null; media: (Picture | null)[] | null } | null
    media: Picture | null
    entity: {
      user: { fullName: string } | null
      designer: { name: string } | null
      venue: { name: string } | null
    } | null
    city: { url: string; name: string } | null
  } | null
}

export interface PostMeta {
  title: string
  description: string | null
  url: string
  image: string | null
}

const WORDS: Record<Locale, { anonymous: string; post: (who: string, city: string | null) => string }> = {
  en: {
    anonymous: 'Anonymous',
    post: (who, city) => `${who} on ${SITE_NAME}${city ? ` ${city}` : ''}`,
  },
  zh: {
    anonymous: '匿名用户',
    post: (who, city) => `${who} 在 ${SITE_NAME}${city ? ` ${city}` : ''}`,
  },
}

const pictureOf = (picture: Picture | null | undefined) => picture?.cardUrl ?? picture?.previewUrl ?? null

export function postMeta(data: PostMetaData, locale: Locale): PostMeta | null {
  const item = data.activityItem
  // a post without its comment (removed, or not for visitors) has nothing to show
  if (!item?.comment || !item.city) return null
  const words = WORDS[locale]
  const who =
    item.entity?.user?.fullName ?? item.entity?.designer?.name ?? item.entity?.venue?.name ?? words.anonymous
  const image =
    item.sourceType === 'media'
      ? pictureOf(item.media)
      : ((item.comment.media ?? []).map(pictureOf).find((url) => url !== null) ?? null)
  return {
    title: words.post(who, item.city.name),
    description: item.comment.comment,
    url: `${item.city.url}/social/?uai=${item.id}`,
    image,
  }
}
