import type { AppProps, LifeCycles } from 'single-spa'
import type { ModuleLoader } from '../federation/module-loader.ts'
import type { ApplicationSpec } from './applications.ts'
import { applicationElement } from './mountpoints.ts'

type LifeCycleFn = (props: AppProps & Record<string, unknown>) => Promise<unknown>

interface ModuleLifecycles {
  bootstrap: LifeCycleFn | LifeCycleFn[]
  mount: LifeCycleFn | LifeCycleFn[]
  unmount: LifeCycleFn | LifeCycleFn[]
}

// shows and hides the "could not load" block in a failed application's place
export interface FallbackView {
  show(element: HTMLElement, retry: () => void): void
  hide(element: HTMLElement): void
}

function isLifecycles(value: unknown): value is ModuleLifecycles {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mount' in value &&
    'unmount' in value &&
    'bootstrap' in value
  )
}

async function run(
  steps: LifeCycleFn | LifeCycleFn[],
  props: AppProps & Record<string, unknown>,
): Promise<void> {
  for (const step of Array.isArray(steps) ? steps : [steps]) await step(props)
}

export interface ShellApplication {
  lifecycles: LifeCycles
  // called on every navigation: an application showing the fallback tries its module again
  retryIfFailed(): Promise<void>
}

// the lifecycles the shell registers for a module's application: they load the module on first
// mount, show the fallback when it cannot load (or throws while mounting) and try again later
export function shellApplication(
  spec: ApplicationSpec,
  loader: ModuleLoader,
  fallback: FallbackView,
  // React-side props (the error boundary), loaded once the module itself has loaded
  extraProps: () => Promise<Record<string, unknown>>,
): ShellApplication {
  let real: ModuleLifecycles | null = null
  let bootstrapped = false
  let state: 'unmounted' | 'real' | 'fallback' = 'unmounted'
  let mountProps: (AppProps & Record<string, unknown>) | null = null
  let busy: Promise<void> = Promise.resolve()

  const container = () => applicationElement(spec.name, spec.mountpoint)

  const moduleElement = () => {
    const host = container()
    let element = host.querySelector<HTMLElement>(':scope > .sr-app__module')
    if (!element) {
      element = document.createElement('div')
      element.className = 'sr-app__module'
      host.prepend(element)
    }
    return element
  }

  async function load(retry: boolean): Promise<ModuleLifecycles | null> {
    const exposed = await loader.load(spec.module, { retry })
    const lifecycles = exposed?.[spec.lifecycles]
    return isLifecycles(lifecycles) ? lifecycles : null
  }

  // the first mount takes the page load's attempt; later mounts (a navigation) try a failed module again
  let mountedBefore = false
  async function mountReal(
    props: AppProps & Record<string, unknown>,
    retry = mountedBefore,
  ): Promise<boolean> {
    mountedBefore = true
    if (!real) real = await load(retry)
    if (!real) return false
    // asked for once the module is here: a module that cannot load does not pull React in
    const withElement = { ...props, ...(await extraProps()), domElement: moduleElement() }
    try {
      if (!bootstrapped) {
        await run(real.bootstrap, withElement)
        bootstrapped = true
      }
      await run(real.mount, withElement)
      state = 'real'
      return true
    } catch (error) {
      console.error(`[shell] ${spec.name} failed to mount`, error)
      return false
    }
  }

  function showFallback() {
    state = 'fallback'
    fallback.show(container(), () => void retry())
  }

  function retry(): Promise<void> {
    busy = busy.then(async () => {
      if (state !== 'fallback' || !mountProps) return
      if (await mountReal(mountProps, true)) fallback.hide(container())
    })
    return busy
  }

  return {
    retryIfFailed: () => (state === 'fallback' ? retry() : Promise.resolve()),
    lifecycles: {
      bootstrap: async () => {},
      mount: async (props) => {
        mountProps = props as AppProps & Record<string, unknown>
        await busy
        if (!(await mountReal(mountProps))) showFallback()
      },
      unmount: async (props) => {
        await busy
        if (state === 'real' && real)
          await run(real.unmount, {
            ...(props as AppProps & Record<string, unknown>),
            ...(await extraProps()),
            domElement: moduleElement(),
          })
        if (state === 'fallback') fallback.hide(container())
        state = 'unmounted'
        mountProps = null
      },
    },
  }
}
