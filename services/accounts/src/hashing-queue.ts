import { availableParallelism } from 'node:os'
import { accountsErrors } from './accounts.errors.ts'
import type { PasswordHasher } from './passwords.ts'

export interface HashingLimits {
  // hashes running at once: more than the cores only makes every login slower, and one core is
  // left to the event loop so other requests keep their latency while logins pile up
  concurrency: number
  // attempts waiting for a turn; past this a login is refused at once, before any hashing
  queueLength: number
}

export function defaultHashingLimits(): HashingLimits {
  const concurrency = Math.max(1, availableParallelism() - 1)
  return { concurrency, queueLength: concurrency * 8 }
}

export interface HashingQueue {
  // runs the work when a slot is free; throws ACCOUNTS_ERR_BUSY at once when the queue is full
  run<T>(work: () => Promise<T>): Promise<T>
  // throws ACCOUNTS_ERR_BUSY when run would: lets a caller refuse before its own work
  admit(): void
  stats(): { running: number; waiting: number }
}

export function createHashingQueue(limits: HashingLimits): HashingQueue {
  if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1)
    throw new RangeError(`hashing concurrency must be a positive integer, got ${limits.concurrency}`)
  if (!Number.isInteger(limits.queueLength) || limits.queueLength < 0)
    throw new RangeError(`hashing queue length must be a whole number, got ${limits.queueLength}`)
  let running = 0
  const waiting: (() => void)[] = []

  const full = () => running >= limits.concurrency && waiting.length >= limits.queueLength

  function release() {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run(work) {
      if (running >= limits.concurrency) {
        if (full()) throw accountsErrors.busy()
        // the slot is handed over by release(), so running stays counted while it waits
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        running += 1
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    admit() {
      if (full()) throw accountsErrors.busy()
    },
    stats: () => ({ running, waiting: waiting.length }),
  }
}

// every hash and verify (signup, login, the unknown-email decoy, rehashing) takes a turn
export function queuedHasher(hasher: PasswordHasher, queue: HashingQueue): PasswordHasher {
  return {
    hash: (password) => queue.run(() => hasher.hash(password)),
    verify: (password, stored) => queue.run(() => hasher.verify(password, stored)),
    burn: (password) => queue.run(() => hasher.burn(password)),
    needsRehash: (stored) => hasher.needsRehash(stored),
    admit: () => queue.admit(),
  }
}
