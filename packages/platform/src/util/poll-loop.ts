import type { Logger } from '../log/logger.ts'

export interface PollLoop {
  start(): void
  // ask for a tick now instead of at the end of the current wait
  wake(): void
  stop(): Promise<void>
  readonly running: boolean
}

export interface PollLoopOptions {
  name: string
  intervalMs: number
  logger: Logger
  // returns true when it did work, so the next tick runs at once
  tick: () => Promise<boolean>
}

const ERROR_PAUSE_MS = 2000

export function createPollLoop(options: PollLoopOptions): PollLoop {
  let running = false
  let loop: Promise<void> | undefined
  let wakeRequested = false
  let interruptWait: (() => void) | undefined

  function wait(ms: number): Promise<void> {
    if (wakeRequested) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        interruptWait = undefined
        resolve()
      }
      interruptWait = done
    })
  }

  async function run() {
    while (running) {
      wakeRequested = false
      let didWork = false
      let failed = false
      try {
        didWork = await options.tick()
      } catch (error) {
        failed = true
        options.logger.error({ err: error, loop: options.name }, 'poll loop tick failed')
      }
      // a database outage should not turn into four error lines a second
      if (running && !didWork)
        await wait(failed ? Math.max(options.intervalMs, ERROR_PAUSE_MS) : options.intervalMs)
    }
  }

  return {
    get running() {
      return running
    },
    start() {
      if (running) return
      running = true
      loop = run()
    },
    wake() {
      wakeRequested = true
      interruptWait?.()
    },
    async stop() {
      running = false
      interruptWait?.()
      await loop
      loop = undefined
    },
  }
}
