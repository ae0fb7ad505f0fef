import { useEffect, useRef, useState } from 'react'

export interface ToggleState {
  active: boolean
  count: number
}

export interface OptimisticToggleOptions {
  // what the server last said (re-read when a query refetches, e.g. after logging in)
  initial: ToggleState
  signedIn: boolean
  // sends the change; resolves to the server's state after the call
  send: (nextActive: boolean) => Promise<unknown>
  // a visitor's click (the page sends them to sign up)
  onVisitor: () => void
}

export interface OptimisticToggle extends ToggleState {
  pending: boolean
  toggle: () => void
}

// a ToggleResult with the right shape, anything else is an invalid response
export function parseToggleResult(value: unknown): ToggleState | null {
  if (!value || typeof value !== 'object') return null
  const { active, count } = value as Record<string, unknown>
  if (typeof active !== 'boolean' || typeof count !== 'number' || !Number.isFinite(count)) return null
  return { active, count }
}

export function flipped(state: ToggleState): ToggleState {
  const active = !state.active
  return { active, count: Math.max(0, state.count + (active ? 1 : -1)) }
}

// spec part 4: follow, save and going flip at once and roll back silently when the call fails,
// the response is invalid or the viewer is not signed in
export function useOptimisticToggle({ initial, signedIn, send, onVisitor }: OptimisticToggleOptions) {
  const [state, setState] = useState<ToggleState>(initial)
  const [pending, setPending] = useState(false)
  const latest = useRef(0)

  // a refetch that brings a different server state (e.g. after logging in) replaces ours
  useEffect(() => {
    latest.current += 1
    setPending(false)
    setState({ active: initial.active, count: initial.count })
  }, [initial.active, initial.count])

  function toggle() {
    if (!signedIn) {
      onVisitor()
      return
    }
    const before = state
    const request = ++latest.current
    setState(flipped(before))
    setPending(true)
    send(!before.active).then(
      (response) => {
        if (request !== latest.current) return
        const result = parseToggleResult(response)
        setState(result && result.active === !before.active ? result : before)
        setPending(false)
      },
      () => {
        if (request !== latest.current) return
        setState(before)
        setPending(false)
      },
    )
  }

  return { ...state, pending, toggle } satisfies OptimisticToggle
}
