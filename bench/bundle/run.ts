// bundle benchmark: loads the home page in Chromium against the real gateway (in process) and prints
// the JavaScript each part of the site sends, gzipped, and the first contentful paint on loopback
import { gzipSync } from 'node:zlib'
import { createTestGateway } from '@showroom/testkit'
import { chromium, type Response } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../../e2e/support/browser.ts'
import { assertSiteBuilt } from '../../e2e/support/site.ts'

const LOADS = 5
const TARGETS = { shellKb: 120, homeKb: 300 }

interface Transfer {
  part: string
  url: string
  kind: 'js' | 'css' | 'other'
  gzipBytes: number
  startedAt: number
}

// /assets/* is the shell's build; /mfe/<short>/* a module's
function partOf(url: URL): string {
  if (url.pathname.startsWith('/assets/')) return 'shell'
  const module = /^\/mfe\/([a-z-]+)\//.exec(url.pathname)?.[1]
  return module ? `mfe-${module}` : 'page'
}

function kindOf(response: Response): Transfer['kind'] {
  const type = response.headers()['content-type'] ?? ''
  if (type.includes('javascript')) return 'js'
  if (type.includes('css')) return 'css'
  return 'other'
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

assertSiteBuilt()
const gateway = await createTestGateway({ demo: true, env: { LOG_LEVEL: 'warn' } })
const baseUrl = (await gateway.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: PLAYWRIGHT_CHROMIUM_ARGS,
  headless: true,
})

interface Load {
  transfers: Transfer[]
  paints: number[]
}

// loads the page LOADS times, each in a fresh context (nothing cached, like a first visit); keeps the
// transfers of the first load and the first contentful paint of each. `alone` answers the module
// registry with no modules: what the shell and its chrome send by themselves
async function measure(alone: boolean): Promise<Load> {
  const result: Load = { transfers: [], paints: [] }
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    if (alone) await page.route('**/mfe/registry.json', (route) => route.fulfill({ json: {} }))
    const pending: Promise<Transfer | null>[] = []
    const started = new Map<string, number>()
    page.on('request', (request) => started.set(request.url(), Date.now()))
    page.on('response', (response) => {
      pending.push(
        response
          .body()
          .then((body) => ({
            part: partOf(new URL(response.url())),
            url: response.url(),
            kind: kindOf(response),
            gzipBytes: gzipSync(body).length,
            startedAt: started.get(response.url()) ?? Date.now(),
          }))
          .catch(() => null),
      )
    })
    await page.goto(baseUrl)
    // alone: the chrome is working when the header knows the visitor and the footer lists the cities
    if (alone) await page.locator('.sr-shell-footer__cities a').first().waitFor({ timeout: 20_000 })
    else await page.locator('#sr-discovery-city-name').waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    )
    result.paints.push(fcp)
    if (load === 0) result.transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== null)
    await context.close()
  }
  return result
}

let shellAlone: Load
let home: Load
try {
  shellAlone = await measure(true)
  home = await measure(false)
} finally {
  await browser.close()
  await gateway.close()
}

const transfers = home.transfers
const shellOwnFiles = new Set(shellAlone.transfers.filter((t) => t.kind === 'js').map((t) => t.url))
const js = transfers.filter((t) => t.kind === 'js')
const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.gzipBytes, 0)
// the shell's build also serves what comes with the first module: the shared libraries a module asks
// for (React DOM, Apollo, ...) and the chrome's React overlay layer
const SHARED = 'from the shell, with the modules'
const rowOf = (t: Transfer) => (t.part === 'shell' && !shellOwnFiles.has(t.url) ? SHARED : t.part)
const order = (part: string) => (part === 'shell' ? 0 : part === SHARED ? 1 : 2)
const parts = [...new Set(js.map(rowOf))].sort((a, b) => order(a) - order(b) || a.localeCompare(b))

const rows = parts.map((part) => {
  const files = js.filter((t) => rowOf(t) === part)
  return { part, files: files.length, gzip: sum(files) }
})
const aloneJs = shellAlone.transfers.filter((t) => t.kind === 'js')
const shellOnly = sum(aloneJs)
const total = sum(js)
const css = sum(transfers.filter((t) => t.kind === 'css'))

const line = (label: string, files: string, value: string) =>
  `${label.padEnd(46)}${files.padStart(6)}${value.padStart(12)}`
const rule = '-'.repeat(64)
process.stdout.write(`\nThe shell and chrome alone (registry with no modules), gzipped\n`)
process.stdout.write(`${line('shell and chrome JavaScript', String(aloneJs.length), kb(shellOnly))}\n`)
process.stdout.write(
  `${line(`first contentful paint, median of ${LOADS}`, '', `${median(shellAlone.paints).toFixed(0)} ms`)}\n`,
)
process.stdout.write(`\nHome page JavaScript, gzipped (${baseUrl}/)\n`)
process.stdout.write(`${line('part', 'files', 'KB gzip')}\n${rule}\n`)
for (const row of rows) process.stdout.write(`${line(row.part, String(row.files), kb(row.gzip))}\n`)
process.stdout.write(`${rule}\n`)
process.stdout.write(`${line('total JavaScript', String(js.length), kb(total))}\n`)
process.stdout.write(`${line('CSS (shell + fonts faces)', '', kb(css))}\n`)
process.stdout.write(
  `${line(`first contentful paint, median of ${LOADS}`, '', `${median(home.paints).toFixed(0)} ms`)}\n\n`,
)

if (process.env.BENCH_VERBOSE) {
  for (const t of [...js].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    process.stdout.write(
      `${kb(t.gzipBytes).padStart(8)} KB  ${rowOf(t).padEnd(14)} ${new URL(t.url).pathname}\n`,
    )
  }
}

const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER target')
process.stdout.write(
  `shell and chrome before any module loads: ${kb(shellOnly)} KB (target ${TARGETS.shellKb} KB): ${verdict(shellOnly <= TARGETS.shellKb * 1024)}\n`,
)
process.stdout.write(
  `home page in total: ${kb(total)} KB (target ${TARGETS.homeKb} KB): ${verdict(total <= TARGETS.homeKb * 1024)}\n`,
)
