// Core Web Vitals benchmark (issue 15): Lighthouse, mobile with its default simulated throttling, on
// Debian's Chromium, over the city home, an event page, a designer page and the calendar, in English
// and in Chinese; prints performance, LCP, CLS and TBT per page and the pass/fail against the targets.
// With --save=<dir> it writes each Lighthouse result there; it always prints, per page, where the
// main thread's time went (breakdown.ts).
//   npm run bench vitals [-- --runs=3] [--only=city-home] [--locale=zh] [--save=.tmp/vitals] [--site=in-process]
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../e2e/support/browser.ts'
import { describeMachine, probeMachine } from '../machine/probe.ts'
import { assertSiteBuilt } from '../../e2e/support/site.ts'
import { breakdown, type LighthouseResult, saveResult } from './breakdown.ts'
import { startMeasuredSite } from './measured-site.ts'
import { pagesOf } from './pages.ts'

const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200 }
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage']
const LOCALES = ['en', 'zh'] as const
type Locale = (typeof LOCALES)[number]

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined
const runs = Math.max(1, Number(arg('runs') ?? 1))
const onlyPage = arg('only')
const onlyLocale = arg('locale')
const saveDir = arg('save')
// --site=in-process serves the pages from this process, as before site-process.ts
const siteInProcess = arg('site') === 'in-process'

interface Measure {
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
  bytes: number
  // Lighthouse's measure of how fast this machine ran a fixed script while it measured the page
  benchmarkIndex: number
  lhr: LighthouseResult
  // Lighthouse's JSON report, as --save writes it
  report: string
}

function ensureBuilt(): void {
  try {
    assertSiteBuilt()
  } catch {
    process.stdout.write('building the web site (npm run build:web)...\n')
    const built = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' })
    if (built.status !== 0) throw new Error('npm run build:web failed')
    assertSiteBuilt()
  }
}

async function measure(port: number, url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lhr: lhr as unknown as LighthouseResult,
    report: Array.isArray(result.report) ? (result.report[0] ?? '') : result.report,
  }
}

// The gateway picks the language from the locale cookie (ADR 13), and the page's scripts read it
// too. Lighthouse's extraHeaders did not bring it to the gateway (Chromium 156), and the
// Chinese runs measured English pages. The cookie is set in the browser instead (Lighthouse resets
// caches and storage between runs, not cookies), and the page's language is checked before measuring.
async function useLocale(port: number, url: string, locale: Locale): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('the launched Chromium has no default context')
    await context.addCookies([{ name: 'locale', value: locale, url: new URL('/', url).href }])
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    const lang = await page.evaluate(() => document.documentElement.lang)
    await page.close()
    if (!lang.startsWith(locale)) throw new Error(`${url} answered in ${lang}, not ${locale}`)
  } finally {
    await browser.close()
  }
}

// Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is made again
async function measureOnce(port: number, url: string, locale: Locale): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, url)
    } catch (error) {
      if (attempt >= 3) throw error
      process.stderr.write(`${url} (${locale}): ${(error as Error).message}; measuring again\n`)
    }
  }
}

// the run with the median performance score (Lighthouse's own advice for several runs)
function medianRun(list: Measure[]): Measure {
  const sorted = [...list].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)] as Measure
}

const passes = (m: Measure) => ({
  performance: m.performance >= TARGETS.performance,
  lcp: m.lcpMs <= TARGETS.lcpMs,
  cls: m.cls <= TARGETS.cls,
  tbt: m.tbtMs <= TARGETS.tbtMs,
})

ensureBuilt()
// the first screen drawn on the server, as a site that turns it on runs (ADR 36)
const site = await startMeasuredSite({ inProcess: siteInProcess })
// a Chromium per page and language: in one browser kept across runs, the Chinese runs drew English
// pages (the locale cookie Lighthouse sends as an extra header did not reach the page)
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
const rows: { page: string; locale: Locale; m: Measure }[] = []
const breakdowns: string[] = []
try {
  const pages = (await pagesOf(site)).filter((p) => !onlyPage || p.name === onlyPage)
  const locales = LOCALES.filter((l) => !onlyLocale || l === onlyLocale)
  for (const page of pages) {
    for (const locale of locales) {
      const url = `${site.url}${page.path}`
      const chrome = await launchChrome()
      const list: Measure[] = []
      try {
        await useLocale(chrome.port, url, locale)
        // one unmeasured load of each page warms the gateway's caches, as a running site's are
        if (locale === locales[0]) await measureOnce(chrome.port, url, locale)
        for (let run = 0; run < runs; run++) list.push(await measureOnce(chrome.port, url, locale))
      } finally {
        chrome.kill()
      }
      const m = medianRun(list)
      rows.push({ page: `${page.name} ${page.path}`, locale, m })
      breakdowns.push(
        `\n${page.name} ${page.path} (${locale}), TBT ${m.tbtMs.toFixed(0)} ms at benchmark index ${m.benchmarkIndex.toFixed(0)}:\n${breakdown(m.lhr, site.url)}`,
      )
      if (saveDir) {
        list.forEach((run, i) => {
          const file = saveResult(saveDir, `${page.name}-${locale}${runs > 1 ? `-${i + 1}` : ''}`, run.report)
          process.stderr.write(`saved ${file}\n`)
        })
      }
      process.stderr.write(
        `measured ${page.path} (${locale}): performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${m.tbtMs.toFixed(0)} ms\n`,
      )
    }
  }
} finally {
  await site.close()
}

process.stdout.write(
  `\nwhere the main thread's time went (the run shown in the table):${breakdowns.join('\n')}\n`,
)

const mark = (ok: boolean) => (ok ? ' ' : '!')
const line = (cols: string[]) =>
  `${cols[0]?.padEnd(60)}${cols[1]?.padEnd(4)}${cols
    .slice(2)
    .map((c) => c.padStart(9))
    .join('')}`
process.stdout.write(
  `\nLighthouse mobile (simulated throttling), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; ! misses the target\n`,
)
process.stdout.write(`${line(['page', '', 'perf', 'LCP s', 'CLS', 'TBT ms', 'KiB', 'result'])}\n`)
process.stdout.write(`${'-'.repeat(64 + 9 * 6)}\n`)
let allPass = true
for (const { page, locale, m } of rows) {
  const ok = passes(m)
  const pass = ok.performance && ok.lcp && ok.cls && ok.tbt
  allPass &&= pass
  process.stdout.write(
    `${line([
      page,
      locale,
      `${m.performance}${mark(ok.performance)}`,
      `${(m.lcpMs / 1000).toFixed(2)}${mark(ok.lcp)}`,
      `${m.cls.toFixed(3)}${mark(ok.cls)}`,
      `${m.tbtMs.toFixed(0)}${mark(ok.tbt)}`,
      (m.bytes / 1024).toFixed(0),
      pass ? 'pass' : 'FAIL',
    ])}\n`,
  )
}
const indexes = rows.map((r) => r.m.benchmarkIndex).sort((a, b) => a - b)
process.stdout.write(
  `\nmachine: load average ${loadavg()[0]?.toFixed(1)}, Lighthouse benchmark index ${indexes[0]?.toFixed(0)}-${indexes.at(-1)?.toFixed(0)} (simulated throttling scales the page's measured CPU time to a phone's; a busy machine inflates TBT and LCP)\n`,
)
// a page's tasks are messages between Chromium's processes: what this machine charges for one, measured
// once the site and the browser have closed (bench/machine/probe.ts)
process.stdout.write(`machine kind: ${describeMachine(await probeMachine())}\n`)
process.stdout.write(
  `\ntargets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms: ${allPass ? 'all pages pass' : 'NOT all pages pass'}\n`,
)
