import type { AppProps, LifeCycles } from 'single-spa'

// No React here: a module's exposed entry imports this file alone, so that loading the entry runs
// none of the module's heavy dependencies (ADR 42).

interface Scheduler {
  yield?: () => Promise<void>
}

// lets the browser in: what follows runs in a task of its own (scheduler.yield keeps the page's place
// at the front of the queue where the browser has it)
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

type Step = () => Promise<unknown>
type Phase = 'bootstrap' | 'mount' | 'unmount' | 'update'

async function runPhase<P>(fn: LifeCycles<P>[Phase], props: P & AppProps): Promise<void> {
  if (!fn) return
  if (Array.isArray(fn)) for (const step of fn) await step(props)
  else await fn(props)
}

// A module's lifecycles that load in steps, each in a task of its own. Importing a module runs the
// code of everything it imports in one go: for a page application that is React DOM, Apollo with the
// page's restored data and the module's own code, 150-200 ms of a phone's main thread in one task,
// which a visitor feels as a page that does not answer. `steps` are dynamic imports of those pieces
// (or any other start-up work), in order; `load` imports the real lifecycles last. A step that fails
// fails the lifecycle, and the next call starts again from the first step (the shell retries a module
// that could not load).
export function startInSteps<P = object>(steps: readonly Step[], load: () => Promise<LifeCycles<P>>) {
  let loading: Promise<LifeCycles<P>> | null = null
  const loaded = (): Promise<LifeCycles<P>> => {
    loading ??= (async () => {
      for (const step of steps) {
        await nextTask()
        await step()
      }
      await nextTask()
      return load()
    })().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  const phase =
    (name: Phase) =>
    async (props: P & AppProps): Promise<void> => {
      const lifecycles = await loaded()
      await runPhase(lifecycles[name], props)
    }
  return {
    bootstrap: phase('bootstrap'),
    mount: phase('mount'),
    unmount: phase('unmount'),
    update: phase('update'),
  } satisfies LifeCycles<P>
}
