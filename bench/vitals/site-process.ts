// The site the Lighthouse benchmark measures, in a process of its own at the lowest priority (nice 19).
// Lighthouse simulates a phone from the page's tasks as this machine ran them; a phone does not also
// run the server. In Lighthouse's own process, the gateway's work (drawing first views, cutting fonts,
// serving files) took turns with Lighthouse on one thread and took cores from Chromium's main thread
// on a 2-core machine, which lengthened the page's tasks that Lighthouse then multiplies by four.
// Prints one JSON line with the site's address; ends when its standard input closes.
import { startSite } from '../../e2e/support/site.ts'

const site = await startSite({ env: { FIRST_VIEW_TIMEOUT_MS: '3000' } })
process.stdout.write(`${JSON.stringify({ url: site.url })}\n`)
let stopping: Promise<void> | undefined
const stop = () => {
  stopping ??= site.close().then(() => process.exit(0))
  return stopping
}
process.stdin.on('end', stop).resume()
process.once('SIGTERM', stop)
