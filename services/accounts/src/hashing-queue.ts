import { availableParallelism } from 'node:os'
import { accountsErrors } from './accounts.errors.ts'
import type { PasswordHasher } from './passwords.ts'

export interface HashingLimits {
  // hashes running at once: more than the cores only makes every login slower
  concurrency: number
  // attempts waiting for a turn; past this a login is refused at once, before any hashing
  queueLength: number
}

export function defaultHashingLimits(): HashingLimits {
  const cores = availableParallelism()
  return { concurrency: cores, queueLength: cores * 8 }
}

export interface HashingQueue {
  // runs the work when a slot is free; throws ACCOUNTS_ERR_BUSY at once when the queue is full
  run<T>(work: () => Promise<T>): Promise<T>
  stats(): { running: number; waiting: number }
}

export function createHashingQueue(limits: HashingLimits): HashingQueue {
  if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1)
    throw new RangeError(`hashing concurrency must be a positive integer, got ${limits.concurrency}`)
  if (!Number.isInteger(limits.queueLength) || limits.queueLength < 0)
    throw new RangeError(`hashing queue length must be a whole number, got ${limits.queueLength}`)
  let running = 0
  const waiting: (() => void)[] = []

  function release() {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run(work) {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queueLength) throw accountsErrors.busy()
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
  }
}
