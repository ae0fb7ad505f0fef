import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

// the Chinese face of a built shell: its stylesheet (the @fontsource rules, one @font-face per
// unicode-range slice, so a browser fetches only the slices a page's characters need) and the few
// slices almost every Chinese page needs, which a zh page preloads
export interface ZhFont {
  stylesheet: string
  // the slices most Chinese text needs: preloaded where the page's own text is not known
  preload: string[]
  slices: Slice[]
}

// an @font-face rule of the face (minified or not)
const FACE = /@font-face\s*{[^}]*font-family:\s*["']?Noto Sans SC/
// the most frequent characters of Chinese text and of the site's own words
const COMMON =
  '的一是不了人我在有他这中大来上个国到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持音跑专式活动设计师关注注册登录城市新闻香港伦敦纽约洛杉矶'

export interface Slice {
  url: string
  ranges: [number, number][]
}

function slicesOf(css: string): Slice[] {
  const slices: Slice[] = []
  for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const url = block.match(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/)?.[1]
    const range = block.match(/unicode-range:\s*([^;}]+)/)?.[1]
    if (!url || !range) continue
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
      const start = Number.parseInt(from ?? '', 16)
      return [start, to ? Number.parseInt(to, 16) : start]
    })
    slices.push({ url, ranges })
  }
  return slices
}

// the slices holding any of the characters, those holding the most of them first
function covering(slices: readonly Slice[], codes: Iterable<number>, count: number): string[] {
  const wanted = [...codes]
  return slices
    .map((slice) => ({
      url: slice.url,
      covered: wanted.filter((code) => slice.ranges.some(([from, to]) => code >= from && code <= to)).length,
    }))
    .filter((slice) => slice.covered > 0)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, count)
    .map((slice) => slice.url)
}

export function pickPreloads(css: string, count = 2): string[] {
  return covering(slicesOf(css), new Set([...COMMON].map((char) => char.codePointAt(0) ?? 0)), count)
}

// the stylesheet is a chunk of the shell's build with a hashed name: the one holding the face's rules
export async function findZhFont(shellDist: string): Promise<ZhFont | null> {
  const assets = path.join(shellDist, 'assets')
  const names = (await readdir(assets).catch(() => [] as string[])).filter((file) => file.endsWith('.css'))
  for (const name of names) {
    const css = await readFile(path.join(assets, name), 'utf8')
    if (FACE.test(css))
      return { stylesheet: `/assets/${name}`, preload: pickPreloads(css), slices: slicesOf(css) }
  }
  return null
}

// at most this many slices are preloaded for one page: a first view's text needs 10-20
export const MAX_PAGE_SLICES = 24

// CJK ideographs, their extensions and compatibility forms, CJK punctuation and full-width forms
export const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g

// the text a browser draws from the HTML: text between tags and the placeholders and values of
// fields, not the head, scripts (the first view's data travels in a JSON script) or styles
export function drawnText(html: string): string {
  const body = html.replace(/<head\b[\s\S]*?<\/head>/i, '')
  const fields = [...body.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]).join(' ')
  const text = body
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
  return `${text} ${fields}`
}

// The slices that hold the Chinese characters the page's HTML draws (its first view),
// those holding the most of them first. Each slice that arrives after the browser's first layout of
// the page makes it lay the whole page out again (a long task on a phone, once per slice), and the
// largest paint of a Chinese page is its text: asked for from the <head>, they arrive together and
// early. A page with no Chinese of its own (no first view) gets the common slices.
export function pageSlices(font: Pick<ZhFont, 'slices' | 'preload'>, html: string): string[] {
  const codes = new Set<number>()
  for (const [char] of drawnText(html).matchAll(CJK)) codes.add(char.codePointAt(0) ?? 0)
  if (codes.size === 0) return font.preload
  const slices = covering(font.slices, codes, MAX_PAGE_SLICES)
  return slices.length > 0 ? slices : font.preload
}

// the face declared and the slices the page's text needs preloaded from its <head>, before any
// script runs
export function zhFontTags(font: ZhFont, html = ''): string {
  return [
    ...pageSlices(font, html).map(
      (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous" />`,
    ),
    `<link rel="stylesheet" href="${font.stylesheet}" />`,
  ].join('\n    ')
}
