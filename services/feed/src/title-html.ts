// the one line above an item ("Ava commented on Archive Sale"), as safe HTML: names are escaped and a
// link is made only to a path on the site or an http(s) page. Names and urls are read at request time
// from their own services, so a renamed member reads renamed everywhere

import { fill, type Locale, localeOf, TITLE_WORDS, type TitleWords } from './title-words.ts'

export interface NamedLink {
  name: string
  url: string | null
}

export interface TitleInput {
  sourceType: string
  // image or video, for media items
  resourceType?: string | null
  entity: NamedLink | null
  targetType: string | null
  target: NamedLink | null
  // the target is the poster's own profile
  targetIsEntity?: boolean
  // a share: who shared it
  sharedBy?: NamedLink | null
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)

// a path on this site (not //elsewhere) or an http(s) address; anything else is no link at all
function safeHref(url: string | null): string | null {
  if (!url) return null
  if (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) return url
  return null
}

export function linkHtml(named: NamedLink | null, fallback = 'Anonymous'): string {
  const name = escapeHtml(named?.name || fallback)
  const href = safeHref(named?.url ?? null)
  return href ? `<a href="${escapeHtml(href)}">${name}</a>` : name
}

function whatHappened(input: TitleInput, words: TitleWords): string {
  const target = input.target ? linkHtml(input.target, '') : ''
  if (input.sourceType === 'media') {
    const what = input.resourceType === 'video' ? words.video : words.photo
    if (input.targetType === 'user' && !input.targetIsEntity && target)
      return fill(words.postedMediaOnProfile, { what, target })
    if (input.targetType === 'flash_sale') return fill(words.postedMediaFromFlashSale, { what })
    return target && input.targetType !== 'user'
      ? fill(words.postedMediaFrom, { what, target })
      : fill(words.postedMedia, { what })
  }
  if (input.targetType === 'flash_sale') return words.commentedOnFlashSale
  if (input.targetType === 'user')
    return input.targetIsEntity || !target ? words.postedUpdate : fill(words.wroteOnProfile, { target })
  if (target) return fill(words.commentedOn, { target })
  return words.postedInCommunity
}

// in the page's language (en unless zh); names stay as their services give them for that page
export function activityTitleHtml(input: TitleInput, locale: Locale = 'en'): string {
  const words = TITLE_WORDS[localeOf(locale)]
  const said = `${linkHtml(input.entity, words.anonymous)} ${whatHappened(input, words)}`
  if (!input.sharedBy) return said
  return fill(words.shared, { sharer: linkHtml(input.sharedBy, words.anonymous), said })
}
