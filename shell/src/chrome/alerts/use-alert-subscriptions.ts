import type { Locale } from '@showroom/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type AlertFrequency,
  type AlertSubscription,
  deleteAlertSubscription,
  listAlertSubscriptions,
  updateAlertSubscription,
} from './alerts-api.ts'

export type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string | undefined }
  | { status: 'ready'; subscriptions: AlertSubscription[] }

export type AlertChange = { frequency?: AlertFrequency; language?: Locale }

// what went wrong last, for the row it happened to
export interface RowProblem {
  kind: 'change' | 'remove'
  subscription: AlertSubscription
  message: string | undefined
}

// a member's subscriptions; changes and removals show at once and are put back if the call fails,
// like the follow and save toggles
export function useAlertSubscriptions(open: boolean) {
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [problem, setProblem] = useState<RowProblem | null>(null)
  const generation = useRef(0)
  // the rows as last rendered: where a removed row goes back to
  const shown = useRef<AlertSubscription[]>([])
  shown.current = list.status === 'ready' ? list.subscriptions : []

  const load = useCallback(async () => {
    const asked = ++generation.current
    setList({ status: 'loading' })
    setProblem(null)
    const result = await listAlertSubscriptions()
    if (asked !== generation.current) return
    setList(
      result.ok
        ? { status: 'ready', subscriptions: result.value }
        : { status: 'error', message: result.error.message },
    )
  }, [])

  useEffect(() => {
    if (open) void load()
    else generation.current++
  }, [open, load])

  const replace = (update: (rows: AlertSubscription[]) => AlertSubscription[]) =>
    setList((current) =>
      current.status === 'ready' ? { ...current, subscriptions: update(current.subscriptions) } : current,
    )

  const change = async (subscription: AlertSubscription, patch: AlertChange) => {
    setProblem(null)
    const keys = Object.keys(patch) as (keyof AlertChange)[]
    replace((rows) => rows.map((row) => (row.id === subscription.id ? { ...row, ...patch } : row)))
    const result = await updateAlertSubscription(subscription.id, patch)
    if (result.ok) return
    // only the fields this change set go back: a later change to another field stays
    const undo = Object.fromEntries(keys.map((key) => [key, subscription[key]]))
    replace((rows) => rows.map((row) => (row.id === subscription.id ? { ...row, ...undo } : row)))
    setProblem({ kind: 'change', subscription, message: result.error.message })
  }

  const remove = async (subscription: AlertSubscription) => {
    setProblem(null)
    const index = shown.current.findIndex((row) => row.id === subscription.id)
    replace((rows) => rows.filter((row) => row.id !== subscription.id))
    const result = await deleteAlertSubscription(subscription.id)
    if (result.ok) return
    replace((rows) => {
      if (rows.some((row) => row.id === subscription.id)) return rows
      const at = index < 0 ? rows.length : Math.min(index, rows.length)
      return [...rows.slice(0, at), subscription, ...rows.slice(at)]
    })
    setProblem({ kind: 'remove', subscription, message: result.error.message })
  }

  return { list, problem, reload: load, change, remove }
}
