import { describe, expect, it, jest } from '@jest/globals'
import { act, renderHook } from '@testing-library/react'
import {
  type OptimisticToggleOptions,
  parseToggleResult,
  useOptimisticToggle,
} from './use-optimistic-toggle.ts'

function deferred() {
  let resolve: (value: unknown) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<unknown>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function setup(overrides: Partial<OptimisticToggleOptions> = {}) {
  const call = deferred()
  const send = jest.fn((_next: boolean) => call.promise)
  const onVisitor = jest.fn()
  const hook = renderHook(
    (props: Partial<OptimisticToggleOptions>) =>
      useOptimisticToggle({
        initial: { active: false, count: 10 },
        signedIn: true,
        send,
        onVisitor,
        ...props,
      }),
    { initialProps: overrides },
  )
  return { hook, call, send, onVisitor }
}

describe('an optimistic follow or going toggle', () => {
  it('flips at once and keeps the server count when the call succeeds', async () => {
    const { hook, call, send } = setup()
    act(() => hook.result.current.toggle())
    expect(hook.result.current.active).toBe(true)
    expect(hook.result.current.count).toBe(11)
    expect(send).toHaveBeenCalledWith(true)
    await act(async () => call.resolve({ active: true, count: 42 }))
    expect(hook.result.current).toMatchObject({ active: true, count: 42, pending: false })
  })

  it('rolls back silently when the call fails', async () => {
    const { hook, call } = setup()
    act(() => hook.result.current.toggle())
    await act(async () => call.reject(new Error('network down')))
    expect(hook.result.current).toMatchObject({ active: false, count: 10, pending: false })
  })

  it('rolls back when the response is invalid', async () => {
    const { hook, call } = setup()
    act(() => hook.result.current.toggle())
    await act(async () => call.resolve({ active: 'yes' }))
    expect(hook.result.current).toMatchObject({ active: false, count: 10 })
  })

  it('rolls back when the server answers the old state', async () => {
    const { hook, call } = setup({ initial: { active: true, count: 3 } })
    act(() => hook.result.current.toggle())
    expect(hook.result.current).toMatchObject({ active: false, count: 2 })
    await act(async () => call.resolve({ active: true, count: 3 }))
    expect(hook.result.current).toMatchObject({ active: true, count: 3 })
  })

  it('sends a visitor to sign up without flipping or calling the server', () => {
    const { hook, send, onVisitor } = setup({ signedIn: false })
    act(() => hook.result.current.toggle())
    expect(onVisitor).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    expect(hook.result.current.active).toBe(false)
  })

  it('takes the new server state when the page refetches', () => {
    const { hook } = setup()
    hook.rerender({ initial: { active: true, count: 7 } })
    expect(hook.result.current).toMatchObject({ active: true, count: 7 })
  })
})

describe('a toggle response', () => {
  it('is valid only with a boolean active and a numeric count', () => {
    expect(parseToggleResult({ active: true, count: 1 })).toEqual({ active: true, count: 1 })
    expect(parseToggleResult(null)).toBeNull()
    expect(parseToggleResult({ active: true })).toBeNull()
    expect(parseToggleResult({ active: 1, count: 1 })).toBeNull()
  })
})
