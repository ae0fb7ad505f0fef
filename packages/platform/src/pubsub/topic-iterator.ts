import type { MQEmitter } from 'mqemitter'
import type { Logger } from '../log/logger.ts'

export interface TopicIterator extends AsyncIterableIterator<unknown> {
  ready: Promise<void>
  return(): Promise<IteratorResult<unknown>>
}

export interface TopicIteratorOptions {
  onEnd: () => void
  logger?: Logger
  // a consumer this far behind loses the oldest messages instead of growing memory without bound
  maxQueued?: number
}

type Message = { topic: string; payload?: unknown }

export function createTopicIterator(
  emitter: MQEmitter,
  topic: string,
  options: TopicIteratorOptions,
): TopicIterator {
  const maxQueued = options.maxQueued ?? 1000
  const queued: unknown[] = []
  const pulls: Array<(result: IteratorResult<unknown>) => void> = []
  let done = false
  let warnedOverflow = false

  const listener = (message: Message, callback: () => void) => {
    if (!done) {
      const pull = pulls.shift()
      if (pull) pull({ value: message.payload, done: false })
      else {
        queued.push(message.payload)
        if (queued.length > maxQueued) {
          queued.shift()
          if (!warnedOverflow)
            options.logger?.warn({ topic, maxQueued }, 'slow pubsub subscriber; dropping messages')
          warnedOverflow = true
        }
      }
    }
    callback()
  }

  const ready = new Promise<void>((resolve) => emitter.on(topic, listener, () => resolve()))

  async function end(): Promise<IteratorResult<unknown>> {
    if (!done) {
      done = true
      queued.length = 0
      for (const pull of pulls.splice(0)) pull({ value: undefined, done: true })
      await ready
      await new Promise<void>((resolve) => emitter.removeListener(topic, listener, () => resolve()))
      options.onEnd()
    }
    return { value: undefined, done: true }
  }

  const iterator: TopicIterator = {
    ready,
    next() {
      if (queued.length > 0) return Promise.resolve({ value: queued.shift(), done: false })
      if (done) return Promise.resolve({ value: undefined, done: true })
      return new Promise((resolve) => pulls.push(resolve))
    },
    return: end,
    throw: async (error?: unknown) => {
      await end()
      throw error
    },
    [Symbol.asyncIterator]() {
      return iterator
    },
  }
  return iterator
}
