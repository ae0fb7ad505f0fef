import { describe, expect, it, jest } from '@jest/globals'
import type { AppProps, LifeCycles } from 'single-spa'
import { startInSteps } from './start-in-steps.ts'

const props = { name: 'mfe-test:pages', singleSpa: {}, mountParcel: () => undefined } as unknown as AppProps

function lifecycles(log: string[]): LifeCycles {
  return {
    bootstrap: async () => void log.push('bootstrap'),
    mount: [async () => void log.push('mount 1'), async () => void log.push('mount 2')],
    unmount: async () => void log.push('unmount'),
  }
}

describe('a module started in steps', () => {
  it('runs nothing until the shell asks, then each step in a task of its own, then the lifecycles', async () => {
    const log: string[] = []
    const step = (name: string) => async () => {
      log.push(name)
    }
    const started = startInSteps([step('react'), step('apollo')], async () => {
      log.push('load')
      return lifecycles(log)
    })
    expect(log).toEqual([])
    // a task queued before the start runs before the first step: the start gave the browser its turn
    setTimeout(() => log.push('task queued before'), 0)
    const bootstrap = started.bootstrap(props)
    expect(log).toEqual([])
    await bootstrap
    await started.mount(props)
    await started.unmount(props)
    await started.update(props)
    expect(log).toEqual([
      'task queued before',
      'react',
      'apollo',
      'load',
      'bootstrap',
      'mount 1',
      'mount 2',
      'unmount',
    ])
  })

  it('loads once for every lifecycle and every application that shares it', async () => {
    const load = jest.fn(async () => lifecycles([]))
    const started = startInSteps([], load)
    await Promise.all([started.bootstrap(props), started.mount(props)])
    await started.unmount(props)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fails the lifecycle when a step fails, and starts again from the first step when asked again', async () => {
    const log: string[] = []
    let fail = true
    const started = startInSteps(
      [
        async () => {
          log.push('react')
          if (fail) throw new Error('chunk failed')
        },
      ],
      async () => lifecycles(log),
    )
    await expect(started.bootstrap(props)).rejects.toThrow('chunk failed')
    fail = false
    await started.bootstrap(props)
    expect(log).toEqual(['react', 'react', 'bootstrap'])
  })
})
