import { describe, expect, it, jest } from '@jest/globals'
import { act, renderHook } from '@testing-library/react'
import { paragraphsOf } from './news.graphql.ts'
import { type SaveNewsCall, useNewsSave } from './news-save.ts'

// a call the test answers by hand
function deferredCall() {
  const answers: ((value: boolean | null) => void)[] = []
  const failures: ((error: Error) => void)[] = []
  const send = jest.fn<SaveNewsCall>(
    () =>
      new Promise((resolve, reject) => {
        answers.push(resolve)
        failures.push(reject)
      }),
  )
  return { send, answers, failures }
}

describe('saving news', () => {
  it('flips to saved at once and stays saved when the server agrees', async () => {
    const { send, answers } = deferredCall()
    const { result } = renderHook(() =>
      useNewsSave({ initial: false, signedIn: true, send, onVisitor: () => {} }),
    )
    act(() => result.current.toggle())
    expect(result.current.saved).toBe(true)
    expect(result.current.pending).toBe(true)
    expect(send).toHaveBeenCalledWith(true)
    await act(async () => answers[0]?.(true))
    expect(result.current.saved).toBe(true)
    expect(result.current.pending).toBe(false)
  })

  it('rolls back silently when the call fails', async () => {
    const { send, failures } = deferredCall()
    const { result } = renderHook(() =>
      useNewsSave({ initial: true, signedIn: true, send, onVisitor: () => {} }),
    )
    act(() => result.current.toggle())
    expect(result.current.saved).toBe(false)
    await act(async () => failures[0]?.(new Error('offline')))
    expect(result.current.saved).toBe(true)
  })

  it('rolls back when the response is invalid or the login is gone', async () => {
    const { send, answers } = deferredCall()
    const { result } = renderHook(() =>
      useNewsSave({ initial: false, signedIn: true, send, onVisitor: () => {} }),
    )
    act(() => result.current.toggle())
    // the call resolves null for an invalid envelope or login_ok false
    await act(async () => answers[0]?.(null))
    expect(result.current.saved).toBe(false)
    act(() => result.current.toggle())
    // an answer that contradicts the click counts as invalid too
    await act(async () => answers[1]?.(false))
    expect(result.current.saved).toBe(false)
  })

  it('only honours the answer to the latest click', async () => {
    const { send, answers } = deferredCall()
    const { result } = renderHook(() =>
      useNewsSave({ initial: false, signedIn: true, send, onVisitor: () => {} }),
    )
    act(() => result.current.toggle())
    act(() => result.current.toggle())
    expect(result.current.saved).toBe(false)
    await act(async () => answers[0]?.(true))
    expect(result.current.saved).toBe(false)
    await act(async () => answers[1]?.(false))
    expect(result.current.saved).toBe(false)
    expect(result.current.pending).toBe(false)
  })

  it('sends visitors to sign up without calling the server', () => {
    const { send } = deferredCall()
    const onVisitor = jest.fn()
    const { result } = renderHook(() => useNewsSave({ initial: false, signedIn: false, send, onVisitor }))
    act(() => result.current.toggle())
    expect(onVisitor).toHaveBeenCalledTimes(1)
    expect(send).not.toHaveBeenCalled()
    expect(result.current.saved).toBe(false)
  })
})

describe('a news body', () => {
  it('becomes plain paragraphs split at blank lines', () => {
    expect(paragraphsOf('One.\n\nTwo\nlines.\n\n\n  Three.  ').map((p) => p.text)).toEqual([
      'One.',
      'Two\nlines.',
      'Three.',
    ])
    expect(paragraphsOf(null)).toEqual([])
  })
})
