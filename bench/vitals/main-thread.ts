// The main thread's work on a phone, from Chromium's own trace rather than Lighthouse's estimate: each
// task's CPU time on the page's main thread (the trace's thread time, which waiting for a core on a busy
// machine does not inflate) times 4 (Lighthouse's phone), summed past 50 ms for the tasks after the
// first contentful paint: the blocking time a phone would see, steadier than Lighthouse's TBT here.
// With --draw it also loads each page with the first view's hydration marker taken out of the HTML, so
// the module draws the page anew (the way before ADR 41), alternating the two in one browser.
// With --tasks it also lists, for each load, every task it counted (start after the first paint, phone
// ms) with what ran inside it: scripts evaluated, functions called, style, layout and paint (ADR 42).
//   npx node bench/vitals/main-thread.ts [--runs=5] [--only=city-home] [--locale=zh] [--draw] [--tasks]
//   [--site=in-process] (the site in this process rather than at the lowest priority in its own)
import { chromium, type Page } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../../e2e/support/browser.ts'
import { waitForApps } from '../../e2e/support/shell-page.ts'
import { startMeasuredSite } from './measured-site.ts'
import { pagesOf } from './pages.ts'

const PHONE_CPU = 4
const PHONE = { width: 412, height: 823 }
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined
const runs = Math.max(1, Number(arg('runs') ?? 5))
const onlyPage = arg('only')
const onlyLocale = arg('locale')
const compareDraw = process.argv.includes('--draw')
const listTasks = process.argv.includes('--tasks')

interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; frame?: string; data?: { isMainFrame?: boolean; url?: string; type?: string } }
}

interface Load {
  blockingMs: number
  // the same sum from the tasks' wall time, which Lighthouse's simulation reads: a task that waited for
  // a core (Chromium's other threads, the site, Lighthouse) counts the wait too
  wallBlockingMs: number
  longestMs: number
  cpuMs: number
}

// the renderer's main thread and its first contentful paint, then its top-level tasks after it
function mainThreadFigures(events: TraceEvent[]): Load {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('the trace has no first contentful paint')
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  )
  const tid = main?.tid ?? fcp.tid
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === tid && e.ts >= fcp.ts,
  )
  const phone = tasks.map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * PHONE_CPU)
  const wall = tasks.map((task) => ((task.dur ?? 0) / 1000) * PHONE_CPU)
  const blocking = (list: number[]) => list.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)
  return {
    blockingMs: blocking(phone),
    wallBlockingMs: blocking(wall),
    longestMs: Math.max(0, ...phone),
    cpuMs: phone.reduce((sum, ms) => sum + ms, 0) / PHONE_CPU,
  }
}

// what ran inside each counted task: its outermost children, a script's file name where there is one
function taskListing(events: TraceEvent[]): string[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return []
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  )
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === (main?.tid ?? fcp.tid) && e.ph === 'X')
  const phone = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * PHONE_CPU
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && phone(e) > 50)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      const outermost = inside.filter(
        (e) =>
          !inside.some(
            (o) =>
              o !== e &&
              o.ts <= e.ts &&
              o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
              (o.dur ?? 0) > (e.dur ?? 0),
          ),
      )
      const parts = outermost
        .filter((e) => phone(e) >= 1)
        .slice(0, 6)
        .map((e) => {
          const what = e.args?.data?.url?.split('/').pop() ?? e.args?.data?.type ?? ''
          return `${e.name}${what ? `(${what})` : ''} ${phone(e).toFixed(0)}`
        })
      return `    +${((task.ts - fcp.ts) / 1000).toFixed(0)} ms  ${phone(task).toFixed(0)} ms: ${parts.join(', ')}`
    })
}

// the module has taken the page over (React is attached to its root) and the page has gone quiet
async function settled(page: Page): Promise<void> {
  await waitForApps(page, ['mfe-discovery:pages'])
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(3000)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const site = await startMeasuredSite({ inProcess: arg('site') === 'in-process' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: PLAYWRIGHT_CHROMIUM_ARGS,
})
const lines: string[] = []
try {
  const pages = (await pagesOf(site)).filter((p) => !onlyPage || p.name === onlyPage)
  const locales = (['en', 'zh'] as const).filter((l) => !onlyLocale || l === onlyLocale)
  const modes = compareDraw ? (['hydrate', 'draw'] as const) : (['hydrate'] as const)
  for (const target of pages) {
    for (const locale of locales) {
      const loads: Record<string, Load[]> = { hydrate: [], draw: [] }
      // one unmeasured load warms the gateway's caches (and its first view of the page)
      for (let run = -1; run < runs; run++) {
        for (const mode of modes) {
          const context = await browser.newContext({ viewport: PHONE })
          await context.addCookies([{ name: 'locale', value: locale, url: site.url }])
          const page = await context.newPage()
          if (mode === 'draw')
            await page.route(`${site.url}${target.path}`, async (route) => {
              const response = await route.fetch()
              const body = (await response.text()).replace(' data-first-view>', '>')
              await route.fulfill({ response, body })
            })
          await browser.startTracing(page, {
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
          })
          await page.goto(`${site.url}${target.path}`)
          await settled(page)
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
          if (run >= 0) loads[mode]?.push(mainThreadFigures(trace.traceEvents))
          if (run >= 0 && listTasks)
            process.stderr.write(
              `${target.name} ${locale} ${mode}, load ${run + 1}:\n${taskListing(trace.traceEvents).join('\n')}\n`,
            )
          await context.close()
        }
      }
      for (const mode of modes) {
        const list = loads[mode] ?? []
        const blocking = list.map((l) => l.blockingMs)
        lines.push(
          `${`${target.name} ${target.path}`.padEnd(58)}${locale.padEnd(4)}${mode.padEnd(9)}` +
            `${median(blocking).toFixed(0).padStart(9)}${median(list.map((l) => l.longestMs))
              .toFixed(0)
              .padStart(9)}` +
            `${median(list.map((l) => l.cpuMs))
              .toFixed(0)
              .padStart(9)}${median(list.map((l) => l.wallBlockingMs))
              .toFixed(0)
              .padStart(9)}   ${blocking.map((b) => b.toFixed(0)).join(' ')}`,
        )
        process.stderr.write(`${lines.at(-1)}\n`)
      }
    }
  }
} finally {
  await browser.close()
  await site.close()
}

process.stdout.write(
  `\nthe main thread on a phone (thread time x${PHONE_CPU}), median of ${runs} loads per row; wall: the blocking time from the tasks' wall time instead\n` +
    `${'page'.padEnd(58)}${''.padEnd(4)}${'view'.padEnd(9)}${'block ms'.padStart(9)}${'longest'.padStart(9)}${'cpu ms'.padStart(9)}${'wall'.padStart(9)}   each load's blocking ms\n` +
    `${'-'.repeat(110)}\n${lines.join('\n')}\n`,
)
