import type { TopicIterator } from '@showroom/platform'

export interface CatchUpFeedOptions<T> {
  // the pub/sub subscription whose messages only say "look again"
  wakeUps: TopicIterator
  // the next items after the last one handed out, in order; [] when there is nothing new
  read(): Promise<T[]>
  // look again this often without a wake-up: a publish lost on the way (Redis is fire-and-forget)
  // costs this much delay, never the item
  tickMs: number
}

// resolves once the subscription is live, or after at most `ms` when the pub/sub cannot subscribe
// (Redis down): the ticks then stand in for it
export function untilSubscribed(topic: TopicIterator, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    const subscribed = () => {
      clearTimeout(timer)
      resolve()
    }
    topic.ready.then(subscribed, subscribed)
  })
}

// an async iterator over items kept in the database: it reads what is there, then reads again on
// each wake-up or tick. The reader keeps its own cursor, so nothing is handed out twice or skipped,
// however many wake-ups were lost or merged. return() ends it at once, even while it waits
export function catchUpFeed<T>(options: CatchUpFeedOptions<T>): AsyncIterableIterator<T> {
  const buffer: T[] = []
  let closed = false
  // read at once on the first pull
  let awake = true
  let rouse: (() => void) | null = null

  const wakeUp = () => {
    awake = true
    rouse?.()
  }
  void (async () => {
    try {
      for await (const _ of options.wakeUps) wakeUp()
    } catch {
      // the ticks go on without pub/sub
    }
  })()

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        if (rouse === done) rouse = null
        resolve()
      }
      rouse = done
    })

  // subscribed before the first read, so nothing published in between is missed
  let started: Promise<void> | null = untilSubscribed(options.wakeUps, options.tickMs)

  const finish = async (): Promise<IteratorResult<T>> => {
    if (!closed) {
      closed = true
      buffer.length = 0
      rouse?.()
      // not awaited: on a Redis that is down the unsubscribe waits for the reconnect
      options.wakeUps.return().catch(() => {})
    }
    return { value: undefined, done: true }
  }

  const feed: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      if (started) {
        await started
        started = null
      }
      while (!closed) {
        if (buffer.length > 0) return { value: buffer.shift() as T, done: false }
        if (!awake) await pause(options.tickMs)
        if (closed) break
        awake = false
        const items = await options.read()
        // a full page may have more behind it: read again without waiting
        if (items.length > 0) awake = true
        if (!closed) buffer.push(...items)
      }
      return { value: undefined, done: true }
    },
    return: finish,
    async throw(error?: unknown) {
      await finish()
      throw error
    },
    [Symbol.asyncIterator]() {
      return feed
    },
  }
  return feed
}
