import { createHash } from 'node:crypto'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { CJK, drawnText, type Slice } from './zh-font.ts'
import type { CutAnswer, CutRequest, SliceCut } from './zh-page-face.worker.ts'

// A page's own cut of the Chinese face: the characters its first view draws, cut from the slices of
// Noto Sans SC that hold them and merged into one file (truetype/merge.ts), a few kilobytes instead
// of about 30 per slice. The city home draws about 200 characters spread over 14 slices: 28 KB in one
// file against 442 KB, which a phone on a slow network waited for before the page's largest text could
// be drawn in the face (ADR 43, ADR 46). The cut is a family of its own, placed before Noto Sans SC in
// the font stacks, so the characters it holds never ask for the full slices again when the whole face
// is declared later. Cuts are made once per set of characters, in a worker, and kept in memory: until
// a page's cut exists it is sent with the whole face's preloads, as before. A cut's address names the
// face and the characters, so any gateway behind the balancer can make the cut another one put in a
// page.
export const PAGE_FACE_FAMILY = 'Noto Sans SC Page'
export const PAGE_FACE_PATH = '/assets/page-fonts/'

// the characters of one slice in a cut
export interface PageFacePiece {
  // the slice's URL in the shell's build
  slice: string
  chars: string
}

export interface PageFacePart {
  // the cut's address: the face it is cut from and the characters' code points,
  // e.g. noto-sans-sc-400.0a1b2c3d4e-4e2d.6587
  id: string
  chars: string
  // the characters by the slice that holds each
  pieces: PageFacePiece[]
}

const holds = (slice: Slice, code: number) => slice.ranges.some(([from, to]) => code >= from && code <= to)

// a cut holds at most this many characters (its address stays under 1,600 bytes), and a page at most
// this many cuts: a page with more Chinese than that keeps the whole face
export const MAX_CUT_CHARS = 300
export const MAX_PAGE_CUTS = 4

// the build's face, named by its slices' addresses (which carry their content's hash): a cut's
// address names the face it was cut from, so a new build of the face makes new addresses
const faceKeys = new WeakMap<readonly Slice[], string>()
export function faceKey(slices: readonly Slice[]): string {
  let key = faceKeys.get(slices)
  if (!key) {
    key = createHash('sha256')
      .update(slices.map((slice) => slice.url).join('\n'))
      .digest('hex')
      .slice(0, 10)
    faceKeys.set(slices, key)
  }
  return key
}

const FACE_PREFIX = 'noto-sans-sc-400'

// a cut's characters grouped by the slice holding each; null when one is in no slice
function piecesOf(slices: readonly Slice[], codes: readonly number[]): PageFacePiece[] | null {
  const bySlice = new Map<string, number[]>()
  for (const code of codes) {
    const slice = slices.find((candidate) => holds(candidate, code))
    if (!slice) return null
    const list = bySlice.get(slice.url) ?? []
    list.push(code)
    bySlice.set(slice.url, list)
  }
  return [...bySlice].map(([slice, list]) => ({ slice, chars: String.fromCodePoint(...list) }))
}

const partFor = (slices: readonly Slice[], codes: number[], pieces: PageFacePiece[]): PageFacePart => ({
  id: `${FACE_PREFIX}.${faceKey(slices)}-${codes.map((code) => code.toString(16)).join('.')}`,
  chars: String.fromCodePoint(...codes),
  pieces,
})

// The page's Chinese characters in code point order, in as few cuts as hold them (one for nearly
// every page: the city home draws about 200). One file rather than one per slice: the city home's
// characters sit in 14 slices, and 14 requests on a phone's link cost more than their bytes (a
// merged file is also a third smaller than the 14, which each carry a font's tables).
export function planPageFace(slices: readonly Slice[], html: string): PageFacePart[] {
  const codes = new Set<number>()
  for (const [char] of drawnText(html).matchAll(CJK)) codes.add(char.codePointAt(0) ?? 0)
  const held = [...codes].filter((code) => slices.some((slice) => holds(slice, code))).sort((a, b) => a - b)
  if (held.length > MAX_CUT_CHARS * MAX_PAGE_CUTS) return []
  const parts: PageFacePart[] = []
  for (let from = 0; from < held.length; from += MAX_CUT_CHARS) {
    const list = held.slice(from, from + MAX_CUT_CHARS)
    // every character in the list is held by a slice (held above), so it has its pieces
    parts.push(partFor(slices, list, piecesOf(slices, list) ?? []))
  }
  return parts
}

// the part an address names, if it names this build's face and characters it holds, each once and
// in order; anything else is not a cut this gateway makes
export function partOf(slices: readonly Slice[], id: string): PageFacePart | null {
  const match = /^([a-z0-9-]+)\.([0-9a-f]{10})-([0-9a-f]{4,5}(?:\.[0-9a-f]{4,5})*)$/.exec(id)
  if (!match) return null
  const [, prefix, key, hex = ''] = match
  if (prefix !== FACE_PREFIX || key !== faceKey(slices)) return null
  const codes = hex.split('.').map((code) => Number.parseInt(code, 16))
  if (codes.length > MAX_CUT_CHARS) return null
  if (codes.some((code, index) => index > 0 && code <= (codes[index - 1] ?? 0))) return null
  const pieces = piecesOf(slices, codes)
  return pieces ? partFor(slices, codes, pieces) : null
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

// a cut: the characters of each slice file, in one font file
export type CutFont = (pieces: readonly SliceCut[]) => Promise<Uint8Array>

// one worker making one cut at a time, started on first use and not keeping the process alive
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
    cut(pieces) {
      worker ??= start()
      const id = String(next++)
      const request: CutRequest = { id, pieces: [...pieces] }
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

// at most this many cuts are kept (one per text of a page, 5-40 KB each): the pages of a site change
// their text slowly
export const MAX_CUTS = 512

// at most this many cuts are made at once for requests of fonts this gateway did not put in a page;
// past it such a request is refused rather than queued
export const MAX_PENDING_CUTS = 32
// and at most this many slices cut a minute for such requests: a cut another gateway put in a page is
// made once, and a stream of made-up addresses cannot keep the worker busy (a refused font falls back
// to the whole face). Counted in slices, not cuts: one cut of 300 characters may need 100 of them
export const MAX_SLICES_CUT_ON_REQUEST_PER_MINUTE = 240
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
    if (this.onRequest.count + part.pieces.length > MAX_SLICES_CUT_ON_REQUEST_PER_MINUTE) return undefined
    this.onRequest.count += part.pieces.length
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
    // a slice's URL is one the shell's build wrote: /assets/fonts/<name>.woff2
    const pieces = part.pieces.map((piece) => ({
      file: path.join(this.shellDist, 'assets', 'fonts', path.basename(piece.slice)),
      chars: piece.chars,
    }))
    const made = this.cut(pieces)
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
