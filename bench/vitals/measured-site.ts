// The site the vitals benchmarks load: by default in a process of its own at the lowest priority
// (site-process.ts says why), or in the benchmark's own process ({ inProcess: true }).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { startSite } from '../../e2e/support/site.ts'

export async function startMeasuredSite({
  inProcess = false,
}: {
  inProcess?: boolean
} = {}): Promise<{ url: string; close(): Promise<void> }> {
  if (inProcess) return startSite({ env: { FIRST_VIEW_TIMEOUT_MS: '3000' } })
  const script = new URL('./site-process.ts', import.meta.url).pathname
  // nice applies to every thread the process starts (os.setPriority on Linux to the calling one alone)
  const child = spawn('nice', ['-n', '19', process.execPath, ...process.execArgv, script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the site process ended before it was up')
    }),
  ])) as [string]
  const { url } = JSON.parse(first) as { url: string }
  return {
    url,
    async close() {
      child.stdin.end()
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}
