import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { AppProps } from 'single-spa'
import type { ExposedModule, ModuleLoader } from '../federation/module-loader.ts'
import type { ApplicationSpec } from './applications.ts'
import { type FallbackView, shellApplication } from './module-lifecycles.ts'

const spec: ApplicationSpec = {
  name: 'mfe-chat:chat-page',
  module: 'mfe-chat',
  lifecycles: 'chatPage',
  activeWhen: () => true,
  mountpoint: 'main',
}

const props = { name: spec.name, singleSpa: {}, mountParcel: () => undefined } as unknown as AppProps

function moduleLifecycles() {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (p: { domElement: HTMLElement }) => {
      p.domElement.textContent = 'chat page'
    }),
    unmount: jest.fn(async (p: { domElement: HTMLElement }) => {
      p.domElement.textContent = ''
    }),
  }
}

function fakeLoader(results: (ExposedModule | null)[]): ModuleLoader & { calls: { retry: boolean }[] } {
  const calls: { retry: boolean }[] = []
  return {
    registry: { 'mfe-chat': '/mfe/chat/mf-manifest.json' },
    calls,
    hasFailed: () => false,
    load: async (_module, options) => {
      calls.push({ retry: options?.retry ?? false })
      return results.shift() ?? null
    },
  }
}

function fakeFallback(): FallbackView & { shown: number; retry?: () => void } {
  const view: FallbackView & { shown: number; retry?: () => void } = {
    shown: 0,
    show(_element, retry) {
      view.shown++
      view.retry = retry
    },
    hide() {
      view.shown--
    },
  }
  return view
}

async function run(step: unknown, p: AppProps) {
  await (step as (p: AppProps) => Promise<void>)(p)
}

describe('a module application in the shell', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="sr-main"></main>'
  })

  it('mounts the module into its own element in the page body', async () => {
    const real = moduleLifecycles()
    const app = shellApplication(spec, fakeLoader([{ chatPage: real }]), fakeFallback(), async () => ({}))
    await run(app.lifecycles.bootstrap, props)
    await run(app.lifecycles.mount, props)
    expect(real.bootstrap).toHaveBeenCalledTimes(1)
    expect(document.querySelector('#sr-main')?.textContent).toBe('chat page')
    await run(app.lifecycles.unmount, props)
    expect(real.unmount).toHaveBeenCalledTimes(1)
  })

  it('shows the fallback when the module cannot load, and swaps it for the module on a retry', async () => {
    const real = moduleLifecycles()
    const loader = fakeLoader([null, { chatPage: real }])
    const fallback = fakeFallback()
    const app = shellApplication(spec, loader, fallback, async () => ({}))
    await run(app.lifecycles.mount, props)
    expect(fallback.shown).toBe(1)
    expect(loader.calls).toEqual([{ retry: false }])

    await app.retryIfFailed()
    expect(loader.calls).toEqual([{ retry: false }, { retry: true }])
    expect(fallback.shown).toBe(0)
    expect(document.querySelector('#sr-main')?.textContent).toBe('chat page')
  })

  it('treats an export that is not a set of lifecycles as a failure', async () => {
    const fallback = fakeFallback()
    const app = shellApplication(spec, fakeLoader([{ somethingElse: {} }]), fallback, async () => ({}))
    await run(app.lifecycles.mount, props)
    expect(fallback.shown).toBe(1)
  })

  it('tries a failed module again when its route is visited again', async () => {
    const real = moduleLifecycles()
    const loader = fakeLoader([null, { chatPage: real }])
    const fallback = fakeFallback()
    const app = shellApplication(spec, loader, fallback, async () => ({}))
    await run(app.lifecycles.mount, props)
    await run(app.lifecycles.unmount, props)
    expect(fallback.shown).toBe(0)
    await run(app.lifecycles.mount, props)
    expect(loader.calls.at(-1)).toEqual({ retry: true })
    expect(real.mount).toHaveBeenCalledTimes(1)
  })
})
