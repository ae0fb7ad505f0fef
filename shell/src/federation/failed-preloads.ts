// The page's HTML preloads the files of the module that draws it (gateway/src/web/module-preload.ts).
// When such a download fails, Chromium answers the next request for that file with the same failure
// instead of asking the network again; only the request after that goes out. So before a module that
// failed is tried again, each of its preloads that did not succeed is asked for once and the answer
// thrown away: the retry's own requests then reach the network. Nothing is asked for when the
// module's files were not preloaded (a module served from another host, or a page with none).

export interface PreloadedFile {
  url: string
  as: 'fetch' | 'script'
}

export interface SpendDeps {
  document: Document
  // the resource timing entries of a URL (performance.getEntriesByName)
  timing(url: string): readonly PerformanceEntry[]
  fetch: typeof fetch
  // requests a script and resolves once it loaded or failed
  loadScript(url: string): Promise<void>
}

function succeeded(entries: readonly PerformanceEntry[]): boolean {
  return entries.some((entry) => {
    const status = (entry as PerformanceResourceTiming).responseStatus
    return typeof status === 'number' && status >= 200 && status < 300
  })
}

// the preloads of the module whose manifest is at manifestUrl that are not known to have arrived: a
// failed one is reported with a status of 0 or an error status, and a browser that reports no status
// is taken at its worst (asking for an arrived file once more costs a download, not a failure)
export function failedPreloads(
  manifestUrl: string,
  deps: Pick<SpendDeps, 'document' | 'timing'>,
): PreloadedFile[] {
  const base = new URL('./', new URL(manifestUrl, deps.document.baseURI)).href
  const files: PreloadedFile[] = []
  for (const link of deps.document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')) {
    const as = link.getAttribute('as')
    if ((as !== 'fetch' && as !== 'script') || !link.href.startsWith(base)) continue
    if (!succeeded(deps.timing(link.href))) files.push({ url: link.href, as })
  }
  return files
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script')
    // the federation runtime and webpack reuse a <script> already in the page with the same src:
    // this one leaves as soon as it is done. A script that does load is one of the module's own
    // (its remote entry or a chunk), which is what the retry would run anyway
    const done = () => {
      script.remove()
      resolve()
    }
    script.onload = done
    script.onerror = done
    script.src = url
    document.head.append(script)
  })
}

const browserDeps = (): SpendDeps => ({
  document,
  timing: (url) => performance.getEntriesByName(url, 'resource'),
  fetch: (...args) => fetch(...args),
  loadScript,
})

// asks once for each preload of the module that failed, so the replayed failure is used up
export async function spendFailedPreloads(
  manifestUrl: string,
  deps: SpendDeps = browserDeps(),
): Promise<void> {
  await Promise.all(
    failedPreloads(manifestUrl, deps).map(({ url, as }) =>
      as === 'fetch'
        ? // the same request as the preload's (crossorigin=anonymous), so the browser pairs them
          deps.fetch(url, { mode: 'cors', credentials: 'same-origin' }).then(
            (response) => response.body?.cancel(),
            () => undefined,
          )
        : deps.loadScript(url),
    ),
  )
}
