import { useEffect, useState } from 'react'
import { type LookbookInfo, type LookbookPhoto, loadLookbook } from './lookbook.api.ts'

export type LookbookData =
  | { state: 'loading' }
  | { state: 'ready'; photos: LookbookPhoto[]; lookbook: LookbookInfo }
  | { state: 'not-found' }
  | { state: 'failed'; message: string | undefined }

export function useLookbook(slug: string) {
  const [data, setData] = useState<LookbookData>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController()
    setData({ state: 'loading' })
    void loadLookbook(slug, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      if (result.ok) setData({ state: 'ready', photos: result.photos, lookbook: result.lookbook })
      else if (result.status === 404) setData({ state: 'not-found' })
      else if (!result.aborted) setData({ state: 'failed', message: result.message })
    })
    return () => controller.abort()
  }, [slug, attempt])
  return { data, retry: () => setAttempt((n) => n + 1) }
}
