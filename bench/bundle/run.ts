// bundle benchmark: loads the home page in Chromium against the real gateway (in process) and prints
// the JavaScript each part of the site sends, gzipped, and the first contentful paint on loopback
import { gzipSync } from 'node:zlib'
import { createTestGateway } from '@showroom/testkit'
import { chromium, type Response } from 'playwright-core'
import { assertSiteBuilt } from '../../e2e/support/site.ts'

const LOADS = 5
const TARGETS = { shellKb: 120, homeKb: 300 }
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

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
  args: CHROMIUM_ARGS,
  headless: true,
})

let transfers: Transfer[] = []
const paints: number[] = []
try {
  for (let load = 0; load < LOADS; load++) {
    // a fresh context each time: nothing cached, like a first visit
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
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
    await page.locator('#sr-discovery-city-name').waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    )
    paints.push(fcp)
    if (load === 0) transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== null)
    await context.close()
  }
} finally {
  await browser.close()
  await gateway.close()
}

const js = transfers.filter((t) => t.kind === 'js')
const firstModuleRequest = Math.min(...js.filter((t) => t.part.startsWith('mfe-')).map((t) => t.startedAt))
const parts = [...new Set(js.map((t) => t.part))].sort((a, b) =>
  a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b),
)
const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.gzipBytes, 0)

const rows = parts.map((part) => {
  const files = js.filter((t) => t.part === part)
  return { part, files: files.length, gzip: sum(files) }
})
const shellBeforeModules = sum(js.filter((t) => t.part === 'shell' && t.startedAt < firstModuleRequest))
const shellTotal = sum(js.filter((t) => t.part === 'shell'))
const total = sum(js)
const css = sum(transfers.filter((t) => t.kind === 'css'))

const line = (label: string, files: string, value: string) =>
  `${label.padEnd(34)}${files.padStart(6)}${value.padStart(12)}`
process.stdout.write(`\nHome page JavaScript, gzipped (${baseUrl}/)\n`)
process.stdout.write(`${line('part', 'files', 'KB gzip')}\n${'-'.repeat(52)}\n`)
for (const row of rows) process.stdout.write(`${line(row.part, String(row.files), kb(row.gzip))}\n`)
process.stdout.write(`${'-'.repeat(52)}\n`)
process.stdout.write(`${line('total JavaScript', String(js.length), kb(total))}\n`)
process.stdout.write(`${line('CSS (shell + fonts faces)', '', kb(css))}\n`)
process.stdout.write(
  `${line(`first contentful paint, median of ${LOADS}`, '', `${median(paints).toFixed(0)} ms`)}\n\n`,
)

if (process.env.BENCH_VERBOSE) {
  for (const t of [...js].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    process.stdout.write(
      `${kb(t.gzipBytes).padStart(8)} KB  ${t.part.padEnd(14)} ${new URL(t.url).pathname}\n`,
    )
  }
}

const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER target')
// the shell starts the modules' downloads alongside its own chunks (federation/early-start.ts), so
// "before any module loads" is measured as everything the shell's build serves: its code and the
// shared libraries it provides to the modules
process.stdout.write(
  `shell and chrome (all of the shell's JavaScript): ${kb(shellTotal)} KB (target ${TARGETS.shellKb} KB): ${verdict(shellTotal <= TARGETS.shellKb * 1024)}\n`,
)
process.stdout.write(
  `shell JavaScript requested before the first module request: ${kb(shellBeforeModules)} KB\n`,
)
process.stdout.write(
  `home page in total: ${kb(total)} KB (target ${TARGETS.homeKb} KB): ${verdict(total <= TARGETS.homeKb * 1024)}\n`,
)
