import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { CJK, drawnText, type Slice } from './zh-font.ts'
import type { CutAnswer, CutRequest } from './zh-page-face.worker.ts'

// A page's own cut of the Chinese face: the characters its first view draws, cut from the slices of
// Noto Sans SC that hold them, a few kilobytes per slice instead of about 30. The city home draws
// about 200 characters spread over 14 slices: 42 KB against 442 KB, which a phone on a slow network
// waited for before the page's largest text could be drawn in the face (ADR 43). The cut is a family
// of its own, placed before Noto Sans SC in the font stacks, so the characters it holds never ask
// for the full slices again when the whole face is declared later. Cuts are made once per set of
// characters, in a worker, and kept in memory: until a page's cuts exist it is sent with the whole
// face's preloads, as before. A cut's address names its slice and its characters, so any gateway
// behind the balancer can make the cut another one put in a page.
export const PAGE_FACE_FAMILY = 'Noto Sans SC Page'
export const PAGE_FACE_PATH = '/assets/page-fonts/'

export interface PageFacePart {
  // the cut's address: the slice's file name and the characters' code points,
  // e.g. noto-sans-sc-118-400-normal.04d90144a9-4e2d.6587
  id: string
  // the slice's URL in the shell's build
  slice: string
  chars: string
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
  const lists = [...bySlice]
  // a page with more characters in one slice than a cut holds (a long Chinese article) keeps the
  // whole face
  if (lists.some(([, list]) => list.length > MAX_CUT_CHARS)) return []
  return lists.map(([slice, list]) => ({
    id: `${sliceStem(slice)}-${list.map((code) => code.toString(16)).join('.')}`,
    slice,
    chars: String.fromCodePoint(...list),
  }))
}

// a cut holds at most this many characters (its address stays under 1,500 bytes): a page with more in
// one slice keeps the whole face
export const MAX_CUT_CHARS = 256

const sliceStem = (url: string) => path.basename(url).replace(/\.woff2$/, '')

// the part an address names, if it names a slice of the face and characters that slice holds, each
// once and in order; anything else is not a cut this gateway makes
export function partOf(slices: readonly Slice[], id: string): PageFacePart | null {
  const match = /^([a-z0-9.-]+)-([0-9a-f]{4,5}(?:\.[0-9a-f]{4,5})*)$/.exec(id)
  if (!match) return null
  const [, stem, hex = ''] = match
  const slice = slices.find((candidate) => sliceStem(candidate.url) === stem)
  if (!slice) return null
  const codes = hex.split('.').map((code) => Number.parseInt(code, 16))
  if (codes.length > MAX_CUT_CHARS) return null
  for (const [index, code] of codes.entries()) {
    if (!holds(slice, code) || (index > 0 && code <= (codes[index - 1] ?? 0))) return null
  }
  return { id, slice: slice.url, chars: String.fromCodePoint(...codes) }
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

// at most this many cuts are made at once for requests of fonts this gateway did not put in a page;
// past it such a request is refused rather than queued
export const MAX_PENDING_CUTS = 32
// and at most this many such cuts a minute: a cut another gateway put in a page is made once, and a
// stream of made-up addresses cannot keep the worker busy (a refused font falls back to the whole face)
export const MAX_CUTS_ON_REQUEST_PER_MINUTE = 120
// the plans of the most recent first views, by their markup: a page's HTML is read once, not on
// every request for it
const MAX_PLANS = 64

// The cuts made so far, by id, the least recently used dropped past MAX_CUTS. `tags` answers a
// page's tags when all of its cuts exist, and otherwise starts the missing ones and answers null.
export class PageFaces {
  private readonly cuts = new Map<string, Uint8Array>()
  private readonly making = new Map<string, Promise<Uint8Array | undefined>>()
  // cuts that failed are not tried again: their pages keep the whole face
  private readonly failed = new Set<string>()
  private readonly plans = new Map<string, { slices: readonly Slice[]; parts: PageFacePart[] }>()
  private onRequest = { minute: 0, count: 0 }

  private readonly shellDist: string
  private readonly cut: CutFont
  private readonly onError: (error: Error) => void
  private readonly max: number
  private readonly now: () => number

  constructor(
    shellDist: string,
    cut: CutFont,
    onError: (error: Error) => void = () => {},
    max = MAX_CUTS,
    now: () => number = Date.now,
  ) {
    this.shellDist = shellDist
    this.cut = cut
    this.onError = onError
    this.max = max
    this.now = now
  }

  // the tags for a first view's markup (the page's drawn part)
  tags(slices: readonly Slice[], html: string): string | null {
    const parts = this.plan(slices, html)
    if (parts.length === 0) return null
    const missing = parts.filter((part) => !this.cuts.has(part.id))
    if (missing.length === 0) {
      for (const part of parts) this.file(part.id)
      return pageFaceTags(parts)
    }
    for (const part of missing) void this.make(part)
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

  // A cut's bytes for a request: kept, being made, or made now when its address names a real one
  // (another gateway behind the balancer may have put it in the page). Undefined for an address that
  // names no cut of the face, a cut that failed, or while MAX_PENDING_CUTS are being made.
  async serve(slices: readonly Slice[], id: string): Promise<Uint8Array | undefined> {
    const kept = this.file(id)
    if (kept) return kept
    const pending = this.making.get(id)
    if (pending) return pending
    const part = partOf(slices, id)
    if (!part || this.failed.has(id) || this.making.size >= MAX_PENDING_CUTS) return undefined
    const minute = Math.floor(this.now() / 60_000)
    if (this.onRequest.minute !== minute) this.onRequest = { minute, count: 0 }
    if (this.onRequest.count >= MAX_CUTS_ON_REQUEST_PER_MINUTE) return undefined
    this.onRequest.count++
    return this.make(part)
  }

  private plan(slices: readonly Slice[], html: string): PageFacePart[] {
    const known = this.plans.get(html)
    if (known && known.slices === slices) return known.parts
    const parts = planPageFace(slices, html)
    this.plans.delete(html)
    this.plans.set(html, { slices, parts })
    if (this.plans.size > MAX_PLANS) this.plans.delete(this.plans.keys().next().value as string)
    return parts
  }

  // resolves once every cut asked for so far is made (for tests and benchmarks)
  async settled(): Promise<void> {
    while (this.making.size > 0) await Promise.all(this.making.values())
  }

  private make(part: PageFacePart): Promise<Uint8Array | undefined> {
    const pending = this.making.get(part.id)
    if (pending) return pending
    if (this.failed.has(part.id)) return Promise.resolve(undefined)
    // the slice's URL is one the shell's build wrote: /assets/fonts/<name>.woff2
    const file = path.join(this.shellDist, 'assets', 'fonts', path.basename(part.slice))
    const made = this.cut(file, part.chars)
      .then((data) => {
        this.cuts.set(part.id, data)
        while (this.cuts.size > this.max) {
          const oldest = this.cuts.keys().next().value
          if (oldest === undefined) break
          this.cuts.delete(oldest)
        }
        return data
      })
      .catch((error: Error) => {
        if (this.failed.size < this.max) this.failed.add(part.id)
        this.onError(error)
        return undefined
      })
      .finally(() => this.making.delete(part.id))
    this.making.set(part.id, made)
    return made
  }
}
