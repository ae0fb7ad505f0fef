import type { ApiResult } from '@showroom/graphql-client/fetch'
import type { Timers } from '../model/timers.ts'

export const ok = <V>(values: V): ApiResult<V> => ({
  valid: true,
  status: 200,
  envelope: { errors: [], values, lookups: {}, meta: { step: 1, login_ok: true } },
})

// an answer the server refused with a stable code (and maybe values, e.g. the basket as it is now)
export const refused = <V>(
  code: string,
  message = '',
  values: Partial<V> = {},
  status = 409,
): ApiResult<V> => ({
  valid: false,
  status,
  envelope: {
    errors: [{ code, message }],
    values: values as V,
    lookups: {},
    meta: { step: 1, login_ok: true },
  },
  message: message || undefined,
  aborted: false,
})

// no answer at all (the network failed)
export const unreachable = <V>(): ApiResult<V> => ({
  valid: false,
  status: 0,
  envelope: null,
  message: undefined,
  aborted: false,
})

export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

export const flush = async (rounds = 8) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve()
}

// a clock the test moves by hand: intervals and timeouts fire as their time comes
export function manualClock(start = 1_000_000) {
  let now = start
  let nextId = 0
  const tasks = new Map<number, { at: number; every: number | null; run: () => void }>()
  const timers: Timers = {
    every(ms, tick) {
      const id = ++nextId
      tasks.set(id, { at: now + ms, every: ms, run: tick })
      return () => {
        tasks.delete(id)
      }
    },
    after(ms, done) {
      const id = ++nextId
      tasks.set(id, { at: now + ms, every: null, run: done })
      return () => {
        tasks.delete(id)
      }
    },
    now: () => now,
  }
  function advance(ms: number) {
    const until = now + ms
    for (;;) {
      const due = [...tasks.entries()]
        .filter(([, task]) => task.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      const [id, task] = due
      now = task.at
      if (task.every === null) tasks.delete(id)
      else task.at += task.every
      task.run()
    }
    now = until
  }
  return { timers, advance, pending: () => [...tasks.values()].map((task) => task.every ?? -1) }
}
