import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { commentsApi } from '../api/comments-api.ts'
import { createThreadController } from '../model/thread-controller.ts'
import type { ThreadSource } from '../model/types.ts'

export type LoadStatus = 'loading' | 'ready' | 'failed'

// one controller per thread source; reloads when the source changes
export function useThread(source: ThreadSource) {
  const key = JSON.stringify(source)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the source's values
  const controller = useMemo(() => createThreadController(commentsApi, source), [key])
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    void attempt
    let live = true
    setStatus('loading')
    void controller.load().then((outcome) => {
      if (live) setStatus(outcome === 'ok' ? 'ready' : 'failed')
    })
    return () => {
      live = false
    }
  }, [controller, attempt])

  return { controller, state, status, retry: () => setAttempt((n) => n + 1) }
}
