import { describe, expect, it } from '@jest/globals'
import { createModuleLoader, type LoaderDeps } from './module-loader.ts'

const REGISTRY = { 'mfe-discovery': '/mfe/discovery/mf-manifest.json' }

// a federation runtime whose loads answer from a list: a module, or a failure (null)
function fakeRuntime(answers: (Record<string, unknown> | null)[]) {
  const steps: string[] = []
  const deps: LoaderDeps = {
    runtime: {
      registerPlugins: () => undefined,
      registerRemotes: (remotes, options) => {
        for (const remote of remotes) steps.push(`register ${remote.name}${options?.force ? ' (force)' : ''}`)
      },
      loadRemote: (async (id: string) => {
        steps.push(`load ${id}`)
        return answers.shift() ?? null
      }) as LoaderDeps['runtime']['loadRemote'],
    },
    spendFailedPreloads: async (manifestUrl) => {
      steps.push(`spend ${manifestUrl}`)
    },
  }
  return { deps, steps }
}

const exposed = { discoveryPages: {} }

describe('the module loader', () => {
  it('loads a module once, without asking for anything again', async () => {
    const { deps, steps } = fakeRuntime([exposed])
    const loader = createModuleLoader(REGISTRY, () => undefined, deps)
    expect(await loader.load('mfe-discovery')).toBe(exposed)
    expect(await loader.load('mfe-discovery', { retry: true })).toBe(exposed)
    expect(steps).toEqual(['register mfe_discovery', 'load mfe_discovery/app'])
  })

  it('tries a failed module again past its failed preloads and a fresh registration', async () => {
    const { deps, steps } = fakeRuntime([null, exposed])
    const loader = createModuleLoader(REGISTRY, () => undefined, deps)
    expect(await loader.load('mfe-discovery')).toBeNull()
    expect(loader.hasFailed('mfe-discovery')).toBe(true)
    // without `retry` the failure stands
    expect(await loader.load('mfe-discovery')).toBeNull()
    expect(await loader.load('mfe-discovery', { retry: true })).toBe(exposed)
    expect(loader.hasFailed('mfe-discovery')).toBe(false)
    expect(steps).toEqual([
      'register mfe_discovery',
      'load mfe_discovery/app',
      'spend /mfe/discovery/mf-manifest.json',
      'register mfe_discovery (force)',
      'load mfe_discovery/app',
    ])
  })

  it('still tries again when the preloads cannot be gone through', async () => {
    const { deps, steps } = fakeRuntime([null, exposed])
    deps.spendFailedPreloads = async () => {
      throw new TypeError('Invalid URL')
    }
    const failures: string[] = []
    const loader = createModuleLoader(REGISTRY, (id) => failures.push(id), deps)
    expect(await loader.load('mfe-discovery')).toBeNull()
    expect(await loader.load('mfe-discovery', { retry: true })).toBe(exposed)
    expect(steps.at(-1)).toBe('load mfe_discovery/app')
  })

  it('answers null for a module the registry does not name', async () => {
    const { deps, steps } = fakeRuntime([exposed])
    const loader = createModuleLoader(REGISTRY, () => undefined, deps)
    expect(await loader.load('mfe-unknown')).toBeNull()
    expect(steps).toEqual(['register mfe_discovery'])
  })
})
