import mqemitter, { type MQEmitter } from 'mqemitter'
import MQEmitterRedis from 'mqemitter-redis'
import type { Logger } from '../log/logger.ts'
import { createTopicIterator, type TopicIterator } from './topic-iterator.ts'

export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>
  // ends cleanly on return(); `ready` resolves once the subscription is live (on Redis: SUBSCRIBE acked)
  subscribe(topic: string): TopicIterator
  // the underlying emitter, for mercurius' `subscription.emitter`: messages are { topic, payload }
  emitter: MQEmitter
  close(): Promise<void>
}

export interface PubSubOptions {
  redisUrl?: string
  logger?: Logger
}

// live fan-out: in process by default, over Redis when several processes must see the same messages
export function createPubSub(options: PubSubOptions = {}): PubSub {
  const emitter = options.redisUrl ? redisEmitter(options.redisUrl, options.logger) : mqemitter()
  let closed = false
  const open = new Set<TopicIterator>()

  return {
    emitter,
    publish(topic, payload) {
      if (closed) return Promise.reject(new Error('pubsub is closed'))
      return new Promise((resolve, reject) => {
        emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve()))
      })
    },
    subscribe(topic) {
      if (closed) throw new Error('pubsub is closed')
      const iterator = createTopicIterator(emitter, topic, {
        onEnd: () => open.delete(iterator),
        ...(options.logger ? { logger: options.logger } : {}),
      })
      open.add(iterator)
      return iterator
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.all([...open].map((iterator) => iterator.return()))
      await new Promise<void>((resolve) => emitter.close(() => resolve()))
    },
  }
}

function redisEmitter(redisUrl: string, logger: Logger | undefined): MQEmitter {
  const emitter = MQEmitterRedis({ connectionString: redisUrl }) as MQEmitterRedis.MQEmitterRedis & {
    state: { on(event: 'error', listener: (error: Error) => void): void }
  }
  // ioredis reconnects by itself; without a listener an 'error' event would crash the process
  emitter.state.on('error', (error) => logger?.warn({ err: error }, 'redis pubsub connection failed'))
  return emitter
}
