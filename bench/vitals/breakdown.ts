// Where a page's main-thread time goes, from three Lighthouse audits: script boot-up per URL
// (bootup-time), work per kind (mainthread-work-breakdown) and the long tasks with the script each
// is attributed to (long-tasks); and which element the largest paint was (lcp-breakdown-insight).
// Printed per page by run.ts, so a TBT or LCP figure says what made it.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// the slice of Lighthouse's result this reads: a table audit's items
interface Audit {
  numericValue?: number
  details?: { items?: Record<string, unknown>[] }
}
export interface LighthouseResult {
  audits: Record<string, Audit | undefined>
}

const items = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.details?.items ?? []
const num = (value: unknown) => (typeof value === 'number' ? value : 0)
const ms = (value: unknown) => `${num(value).toFixed(0)} ms`.padStart(9)

// a script URL without the site's origin and with its hash kept short enough to read
function shortUrl(url: unknown, origin: string): string {
  const text = typeof url === 'string' ? url : String(url ?? '')
  const local = text.startsWith(origin) ? text.slice(origin.length) : text
  return local.length > 90 ? `${local.slice(0, 87)}...` : local
}

// the element Lighthouse took as the largest paint: a notice at the foot of the screen instead of
// the page's own content says the first screen holds nothing larger (ADR 49)
function largestPaint(lhr: LighthouseResult): string {
  const node = items(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')
  if (!node) return 'not reported'
  const rect = node.boundingRect as { width?: number; height?: number } | undefined
  const size = rect ? `${num(rect.width)} x ${num(rect.height)} px` : 'size unknown'
  return `${String(node.selector ?? node.snippet)} (${size}): ${String(node.nodeLabel ?? '')}`
}

export function breakdown(lhr: LighthouseResult, origin: string, top = 8): string {
  const lines: string[] = []
  lines.push(`  largest paint: ${largestPaint(lhr)}`)
  lines.push('  script boot-up (bootup-time: total, evaluation, parse and compile):')
  for (const item of items(lhr, 'bootup-time').slice(0, top))
    lines.push(
      `    ${ms(item.total)}${ms(item.scripting)}${ms(item.scriptParseCompile)}  ${shortUrl(item.url, origin)}`,
    )
  lines.push('  main-thread work by kind (mainthread-work-breakdown):')
  for (const item of items(lhr, 'mainthread-work-breakdown').slice(0, top))
    lines.push(`    ${ms(item.duration)}  ${String(item.groupLabel ?? item.group)}`)
  const longTasks = items(lhr, 'long-tasks')
  const blocking = longTasks.reduce((sum, item) => sum + Math.max(0, num(item.duration) - 50), 0)
  lines.push(
    `  long tasks (long-tasks: duration, start; ${longTasks.length} tasks, ${blocking.toFixed(0)} ms past 50 ms each over the whole load; TBT counts those after the first paint):`,
  )
  for (const item of longTasks.slice(0, top))
    lines.push(`    ${ms(item.duration)}${ms(item.startTime)}  ${shortUrl(item.url, origin)}`)
  return lines.join('\n')
}

// the whole Lighthouse result, for the Performance panel (a trace is not kept) or a later reading
export function saveResult(dir: string, name: string, json: string): string {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.json`)
  writeFileSync(file, json)
  return file
}
