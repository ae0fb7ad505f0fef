import { mentionPattern } from './mentions.ts'

// comment markdown (spec part 5: headings 1-3, block quote, bold, italic, image, link) as safe HTML.
// everything is escaped first, so the only tags in the output are the ones built here,
// and every url is checked against a scheme whitelist before it lands in an attribute.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  )

const hasUnsafeCharacter = (url: string) =>
  [...url].some((c) => {
    const code = c.codePointAt(0) as number
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || c === '\\'
  })

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:'])
const IMAGE_SCHEMES = new Set(['http:', 'https:'])

// a url the browser will only ever read as a web address; null for anything else
export function safeUrl(raw: string, schemes: Set<string> = LINK_SCHEMES): string | null {
  const url = raw.trim()
  // control characters and whitespace inside a url are how scheme filters get dodged
  if (url === '' || hasUnsafeCharacter(url)) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  return schemes.has(parsed.protocol) ? parsed.href : null
}

const IMAGE = /!\[([^\]\n]*)\]\(([^)\s]+)\)/g
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g
const BOLD = /\*\*(?=\S)(.+?)\*\*|__(?=\S)(.+?)__/g
const ITALIC = /(^|[^*\w])\*(?=\S)([^*]+?)\*(?!\w)|(^|[^_\w])_(?=\S)([^_]+?)_(?!\w)/g

// a private-use character marks held markup; it is removed from the input first
const MARK = '\uE000'
const HELD = /\uE000(\d+)\uE000/g

function renderInline(escaped: string): string {
  // links, images and mentions become placeholders so emphasis never rewrites inside their markup
  const held: string[] = []
  const hold = (html: string) => `${MARK}${held.push(html) - 1}${MARK}`
  let text = escaped.replaceAll(MARK, '')
  text = text.replace(IMAGE, (whole, alt: string, href: string) => {
    const src = safeUrl(unescapeHtml(href), IMAGE_SCHEMES)
    return src ? hold(`<img src="${escapeHtml(src)}" alt="${alt}" loading="lazy">`) : whole
  })
  text = text.replace(LINK, (whole, label: string, href: string) => {
    const target = safeUrl(unescapeHtml(href))
    return target
      ? hold(
          `<a href="${escapeHtml(target)}" rel="nofollow noopener noreferrer" target="_blank">${label}</a>`,
        )
      : whole
  })
  text = text.replace(
    mentionPattern(),
    (_, before: string, username: string) =>
      `${before}${hold(`<a href="/user/${encodeURIComponent(username)}" class="mention">@${username}</a>`)}`,
  )
  text = text.replace(BOLD, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
  text = text.replace(ITALIC, (_, p1?: string, a?: string, p2?: string, b?: string) =>
    a !== undefined ? `${p1}<em>${a}</em>` : `${p2}<em>${b}</em>`,
  )
  return text.replace(HELD, (_, index: string) => held[Number(index)] as string)
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'quote' | 'paragraph'; lines: string[] }

function splitBlocks(escaped: string): Block[] {
  const blocks: Block[] = []
  let open: Extract<Block, { lines: string[] }> | null = null
  for (const line of escaped.split(/\r?\n/)) {
    const heading = /^(#{1,3})\s+(.+)$/.exec(line)
    const quote = /^&gt;\s?(.*)$/.exec(line)
    if (line.trim() === '') {
      open = null
    } else if (heading) {
      blocks.push({ kind: 'heading', level: (heading[1] as string).length, text: heading[2] as string })
      open = null
    } else if (quote) {
      if (open?.kind !== 'quote') {
        open = { kind: 'quote', lines: [] }
        blocks.push(open)
      }
      open.lines.push(quote[1] as string)
    } else {
      if (open?.kind !== 'paragraph') {
        open = { kind: 'paragraph', lines: [] }
        blocks.push(open)
      }
      open.lines.push(line)
    }
  }
  return blocks
}

export function renderCommentHtml(text: string): string {
  return splitBlocks(escapeHtml(text))
    .map((block) => {
      if (block.kind === 'heading') return `<h${block.level}>${renderInline(block.text)}</h${block.level}>`
      const inner = block.lines.map(renderInline).join('<br>')
      return block.kind === 'quote' ? `<blockquote><p>${inner}</p></blockquote>` : `<p>${inner}</p>`
    })
    .join('')
}
