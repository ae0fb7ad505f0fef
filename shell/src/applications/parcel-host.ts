import type { ParcelHost } from '@showroom/bus'
import { type LifeCycles, mountRootParcel, type ParcelConfig } from 'single-spa'
import type { ModuleLoader } from '../federation/module-loader.ts'
import { reactModuleProps } from './react-side.ts'

const isLifecycles = (value: unknown): value is LifeCycles =>
  typeof value === 'object' &&
  value !== null &&
  'mount' in value &&
  'unmount' in value &&
  'bootstrap' in value

let sequence = 0

// mounts one module's parcel inside another module's page: the module is loaded through the same
// loader (and registry) as applications, so a dead module gives null and the page shows a fallback
export function createParcelHost(loader: ModuleLoader): ParcelHost {
  const extraProps = reactModuleProps()
  return {
    async mount({ module, parcel, domElement, props = {} }) {
      const exposed = await loader.load(module, { retry: true })
      const lifecycles = exposed?.[parcel]
      if (!isLifecycles(lifecycles)) return null
      const extra = await extraProps()
      const name = `${module}:${parcel}:${++sequence}`
      const mounted = mountRootParcel(lifecycles as ParcelConfig, {
        ...props,
        ...extra,
        domElement,
        name,
      })
      try {
        await mounted.mountPromise
      } catch {
        return null
      }
      return {
        update: async (next) => {
          if (mounted.update && mounted.getStatus() === 'MOUNTED')
            await mounted.update({ ...next, domElement })
        },
        unmount: async () => {
          if (mounted.getStatus() === 'MOUNTED') await mounted.unmount()
        },
      }
    },
  }
}
