// the one line above an item ("Ava commented on Archive Sale"), as safe HTML: names are escaped and a
// link is made only to a path on the site or an http(s) page. Names and urls are read at request time
// from their own services, so a renamed member reads renamed everywhere

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

function whatHappened(input: TitleInput): string {
  const target = input.target ? linkHtml(input.target, '') : ''
  if (input.sourceType === 'media') {
    const what = input.resourceType === 'video' ? 'a video' : 'a photo'
    if (input.targetType === 'user' && !input.targetIsEntity && target)
      return `posted ${what} on ${target}'s profile`
    if (input.targetType === 'flash_sale') return `posted ${what} from a flash sale`
    return target && input.targetType !== 'user' ? `posted ${what} from ${target}` : `posted ${what}`
  }
  if (input.targetType === 'flash_sale') return 'commented on a flash sale'
  if (input.targetType === 'user')
    return input.targetIsEntity || !target ? 'posted an update' : `wrote on ${target}'s profile`
  if (target) return `commented on ${target}`
  return 'posted in the community'
}

export function activityTitleHtml(input: TitleInput): string {
  const said = `${linkHtml(input.entity)} ${whatHappened(input)}`
  if (!input.sharedBy) return said
  return `${linkHtml(input.sharedBy)} shared a post: ${said}`
}
