import { afterEach, describe, expect, it } from '@jest/globals'
import { failedPreloads, type SpendDeps, spendFailedPreloads } from './failed-preloads.ts'

const MANIFEST = '/mfe/discovery/mf-manifest.json'

function preload(href: string, as: string, crossorigin = false) {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.href = href
  link.setAttribute('as', as)
  if (crossorigin) link.setAttribute('crossorigin', 'anonymous')
  document.head.append(link)
}

// resource timing as Chromium reports it: a status per download, 0 for a network failure
function timingOf(statuses: Record<string, number | undefined>): SpendDeps['timing'] {
  return (url) => {
    const path = new URL(url).pathname
    if (!(path in statuses)) return []
    return [{ name: url, responseStatus: statuses[path] } as unknown as PerformanceEntry]
  }
}

function fakeDeps(statuses: Record<string, number | undefined>) {
  const asked: string[] = []
  const deps: SpendDeps = {
    document,
    timing: timingOf(statuses),
    fetch: (async (url: string, init: RequestInit) => {
      asked.push(`fetch ${new URL(url).pathname} ${init.mode} ${init.credentials}`)
      return new Response('{}')
    }) as unknown as typeof fetch,
    loadScript: async (url) => {
      asked.push(`script ${new URL(url).pathname}`)
    },
  }
  return { deps, asked }
}

afterEach(() => {
  document.head.replaceChildren()
})

describe('the preloads a failed module is tried again past', () => {
  it('asks once for each of the module’s preloads that failed, the way the preload asked', async () => {
    preload('/mfe/discovery/mf-manifest.json', 'fetch', true)
    preload('/mfe/discovery/remoteEntry.js', 'script')
    preload('/mfe/discovery/55.aa.js', 'script')
    preload('/mfe/discovery/442.bb.js', 'script')
    const { deps, asked } = fakeDeps({
      '/mfe/discovery/mf-manifest.json': 0,
      '/mfe/discovery/remoteEntry.js': 503,
      '/mfe/discovery/55.aa.js': 200,
      '/mfe/discovery/442.bb.js': 0,
    })
    await spendFailedPreloads(MANIFEST, deps)
    expect(asked.sort()).toEqual([
      'fetch /mfe/discovery/mf-manifest.json cors same-origin',
      'script /mfe/discovery/442.bb.js',
      'script /mfe/discovery/remoteEntry.js',
    ])
  })

  it('takes a preload with no status reported, or none recorded, as failed', () => {
    preload('/mfe/discovery/remoteEntry.js', 'script')
    preload('/mfe/discovery/55.aa.js', 'script')
    const { deps } = fakeDeps({ '/mfe/discovery/remoteEntry.js': undefined })
    expect(failedPreloads(MANIFEST, deps).map((file) => new URL(file.url).pathname)).toEqual([
      '/mfe/discovery/remoteEntry.js',
      '/mfe/discovery/55.aa.js',
    ])
  })

  it('leaves other modules’ files, fonts and pictures alone', async () => {
    preload('/mfe/chat/remoteEntry.js', 'script')
    preload('/mfe/discovery-old/remoteEntry.js', 'script')
    preload('/mfe/discovery/font.woff2', 'font')
    preload('/media/cover.webp', 'image')
    const { deps, asked } = fakeDeps({})
    await spendFailedPreloads(MANIFEST, deps)
    expect(asked).toEqual([])
  })

  it('asks for nothing when the module is served from another host', async () => {
    preload('/mfe/discovery/remoteEntry.js', 'script')
    const { deps, asked } = fakeDeps({})
    await spendFailedPreloads('https://cdn.example/discovery/mf-manifest.json', deps)
    expect(asked).toEqual([])
  })

  it('gets past a failed request of its own', async () => {
    preload('/mfe/discovery/mf-manifest.json', 'fetch', true)
    const { deps } = fakeDeps({})
    deps.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(spendFailedPreloads(MANIFEST, deps)).resolves.toBeUndefined()
  })
})
