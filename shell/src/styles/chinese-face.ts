import { getLocale, onLocaleChange } from '@showroom/i18n'
import { whenIdle } from '../applications/when-idle.ts'
import { LANGUAGE_LABEL_GLYPHS } from './language-label-font.ts'

// CJK ideographs, their extensions and compatibility forms, and CJK punctuation: what the Chinese
// face's slices cover that the Latin faces do not
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g
// the same class, for one test of a whole text (a global expression would carry its lastIndex over)
const ANY_CJK = new RegExp(CJK.source)
// the language switch's 中文 is on every page and draws with a face of its own
const OWN_FACE = new Set(LANGUAGE_LABEL_GLYPHS)

export function holdsChinese(text: string): boolean {
  // most text on an English page holds none: one test, not an iterator per text node
  if (!ANY_CJK.test(text)) return false
  for (const [char] of text.matchAll(CJK)) if (!OWN_FACE.has(char)) return true
  return false
}

// text the page draws: not a script's (the first view's data travels in a JSON script element)
const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])

function drawsChinese(root: Node): boolean {
  if (root.nodeType === Node.TEXT_NODE)
    return !NOT_DRAWN.has(root.parentElement?.tagName ?? '') && holdsChinese(root.nodeValue ?? '')
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (NOT_DRAWN.has(node.parentElement?.tagName ?? '')) continue
    if (holdsChinese(node.nodeValue ?? '')) return true
  }
  return false
}

// A page whose first view the gateway drew comes with its own cut of the face for the characters it
// draws (gateway/src/web/zh-page-face.ts, ADR 43): the whole face, for text drawn later, can wait
// until the browser has nothing else to do
export function hasPageFace(doc: Document = document): boolean {
  return doc.querySelector('style[data-sr-page-face]') !== null
}

// The Chinese face is declared (its 85 KB of @font-face rules) once the page has Chinese to draw: on a
// Chinese page at once (its <head> links the face already) or, when the page came with its own cut,
// once the browser is idle; on an English one when Chinese text
// appears in it (a Hong Kong listing, a member's message) or the visitor switches language. Declaring
// it on every English page after the first paint cost each of them a second style and layout pass of
// the whole page, a long task on a phone (ADR 42). `load` is the stylesheet's dynamic import.
export function declareChineseFaceWhenNeeded(load: () => Promise<unknown>, root: Node = document.body): void {
  let declared = false
  let observer: MutationObserver | null = null
  let pending = false
  const declare = () => {
    if (declared) return
    declared = true
    observer?.disconnect()
    if (hasPageFace()) whenIdle(() => void load())
    else void load()
  }
  if (getLocale() === 'zh' || drawsChinese(root)) {
    declare()
    return
  }
  onLocaleChange((locale) => {
    if (locale === 'zh') declare()
  })
  // text arrives with every render: what changed is read once per burst of changes, when the browser
  // is idle. Only the nodes that changed: reading the whole page again at every burst (a count-up's
  // step, a carousel's turn) walked the city home's thousand text nodes many times in its first seconds
  const changed = new Set<Node>()
  const check = () => {
    pending = false
    const nodes = [...changed]
    changed.clear()
    if (!declared && nodes.some((node) => root.contains(node) && drawsChinese(node))) declare()
  }
  observer = new MutationObserver((records) => {
    if (declared) return
    for (const record of records) {
      if (record.type === 'characterData') changed.add(record.target)
      else for (const node of record.addedNodes) changed.add(node)
    }
    if (pending) return
    pending = true
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(check, { timeout: 1000 })
    else window.setTimeout(check, 200)
  })
  observer.observe(root, { childList: true, subtree: true, characterData: true })
}
