import { createHash } from 'node:crypto'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { CutAnswer, CutRequest } from './zh-page-face.worker.ts'
import type { Slice } from './zh-font.ts'

// A page's own cut of the Chinese face: the characters its first view draws, cut from the slices of
// Noto Sans SC that hold them, a few kilobytes per slice instead of about 30. The city home draws
// about 200 characters spread over 14 slices: 42 KB against 442 KB, which a phone on a slow network
// waited for before the page's largest text could be drawn in the face (ADR 43). The cut is a family
// of its own, placed before Noto Sans SC in the font stacks, so the characters it holds never ask
// for the full slices again when the whole face is declared later. Cuts are made once per set of
// characters, in a worker, and kept in memory: until a page's cuts exist it is sent with the whole
// face's preloads, as before.
export const PAGE_FACE_FAMILY = 'Noto Sans SC Page'
export const PAGE_FACE_PATH = '/assets/page-fonts/'

// CJK ideographs, their extensions and compatibility forms, CJK punctuation and full-width forms
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g

export interface PageFacePart {
  // content address of the cut: the slice and the characters
  id: string
  // the slice's URL in the shell's build
  slice: string
  chars: string
}

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

const holds = (slice: Slice, code: number) => slice.ranges.some(([from, to]) => code >= from && code <= to)

// the page's Chinese characters grouped by the slice that holds each, in code point order
export function planPageFace(slices: readonly Slice[], html: string): PageFacePart[] {
  const codes = new Set<number>()
  for (const [char] of drawnText(html).matchAll(CJK)) codes.add(char.codePointAt(0) ?? 0)
  const bySlice = new Map<string, number[]>()
  for (const code of [...codes].sort((a, b) => a - b)) {
    const slice = slices.find((candidate) => holds(candidate, code))
    if (!slice) continue
    const list = bySlice.get(slice.url) ?? []
    list.push(code)
    bySlice.set(slice.url, list)
  }
  return [...bySlice].map(([slice, list]) => {
    const chars = String.fromCodePoint(...list)
    const id = createHash('sha256').update(`${slice}\0${chars}`).digest('hex').slice(0, 20)
    return { id, slice, chars }
  })
}

const unicodeRange = (chars: string) =>
  [...chars].map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16)}`).join(',')

// the cut's @font-face rules in a <style> and its files preloaded, so the page's text is drawn in
// the face with the first paint
export function pageFaceTags(parts: readonly PageFacePart[]): string {
  const url = (part: PageFacePart) => `${PAGE_FACE_PATH}${part.id}.woff2`
  const rules = parts
    .map(
      (part) =>
        `@font-face{font-family:"${PAGE_FACE_FAMILY}";font-style:normal;font-weight:400;font-display:swap;src:url(${url(part)}) format("woff2");unicode-range:${unicodeRange(part.chars)}}`,
    )
    .join('')
  return [
    ...parts.map(
      (part) =>
        `<link rel="preload" href="${url(part)}" as="font" type="font/woff2" crossorigin="anonymous" />`,
    ),
    `<style data-sr-page-face>${rules}</style>`,
  ].join('\n    ')
}

export type CutFont = (file: string, chars: string) => Promise<Uint8Array>

// one worker cutting one file at a time, started on first use and not keeping the process alive
export function workerCutter(): { cut: CutFont; close: () => Promise<void> } {
  let worker: Worker | null = null
  const waiting = new Map<string, { resolve: (data: Uint8Array) => void; reject: (error: Error) => void }>()
  let next = 0
  const start = () => {
    const started = new Worker(new URL('./zh-page-face.worker.ts', import.meta.url))
    started.unref()
    started.on('message', (answer: CutAnswer) => {
      const waiter = waiting.get(answer.id)
      waiting.delete(answer.id)
      if ('error' in answer) waiter?.reject(new Error(answer.error))
      else waiter?.resolve(answer.data)
    })
    started.on('error', (error) => {
      for (const waiter of waiting.values()) waiter.reject(error)
      waiting.clear()
      worker = null
    })
    return started
  }
  return {
    cut(file, chars) {
      worker ??= start()
      const id = String(next++)
      const request: CutRequest = { id, file, chars }
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker?.postMessage(request)
      })
    },
    async close() {
      await worker?.terminate()
      worker = null
    },
  }
}

// at most this many cuts are kept (a few KB each): the pages of a site change their text slowly
export const MAX_CUTS = 512

// The cuts made so far, by id, the least recently used dropped past MAX_CUTS. `tags` answers a
// page's tags when all of its cuts exist, and otherwise starts the missing ones and answers null.
export class PageFaces {
  private readonly cuts = new Map<string, Uint8Array>()
  private readonly making = new Set<string>()
  // cuts that failed are not tried again: their pages keep the whole face
  private readonly failed = new Set<string>()

  private readonly shellDist: string
  private readonly cut: CutFont
  private readonly onError: (error: Error) => void
  private readonly max: number

  constructor(shellDist: string, cut: CutFont, onError: (error: Error) => void = () => {}, max = MAX_CUTS) {
    this.shellDist = shellDist
    this.cut = cut
    this.onError = onError
    this.max = max
  }

  tags(slices: readonly Slice[], html: string): string | null {
    const parts = planPageFace(slices, html)
    if (parts.length === 0) return null
    const missing = parts.filter((part) => !this.cuts.has(part.id))
    if (missing.length === 0) {
      for (const part of parts) this.file(part.id)
      return pageFaceTags(parts)
    }
    for (const part of missing) this.make(part)
    return null
  }

  // a cut's bytes, marked as recently used
  file(id: string): Uint8Array | undefined {
    const data = this.cuts.get(id)
    if (data) {
      this.cuts.delete(id)
      this.cuts.set(id, data)
    }
    return data
  }

  // resolves once every cut asked for so far is made (for tests and benchmarks)
  async settled(): Promise<void> {
    while (this.making.size > 0) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  private make(part: PageFacePart): void {
    if (this.making.has(part.id) || this.failed.has(part.id)) return
    this.making.add(part.id)
    // the slice's URL is one the shell's build wrote: /assets/fonts/<name>.woff2
    const file = path.join(this.shellDist, 'assets', 'fonts', path.basename(part.slice))
    this.cut(file, part.chars)
      .then((data) => {
        this.cuts.set(part.id, data)
        while (this.cuts.size > this.max) {
          const oldest = this.cuts.keys().next().value
          if (oldest === undefined) break
          this.cuts.delete(oldest)
        }
      })
      .catch((error: Error) => {
        if (this.failed.size < this.max) this.failed.add(part.id)
        this.onError(error)
      })
      .finally(() => this.making.delete(part.id))
  }
}
