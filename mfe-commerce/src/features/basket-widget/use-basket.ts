import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { basketFor, forgetBasket } from '../../api/basket-session.ts'
import type { BasketController, BasketState } from '../../model/basket-controller.ts'

const NOBODY: BasketState = {
  phase: 'idle',
  basket: null,
  busy: false,
  problem: null,
  serverMessage: null,
  itemsRemoved: false,
}
const still = () => () => {}
const nobody = () => NOBODY

// the signed-in member's basket (shared by the header, the panel and the sale page); null for visitors
export function useBasket(userId: number | null): { basket: BasketController | null; state: BasketState } {
  const basket = useMemo(() => (userId === null ? null : basketFor(userId)), [userId])
  const state = useSyncExternalStore(basket?.subscribe ?? still, basket?.getState ?? nobody)
  useEffect(() => {
    if (userId === null) forgetBasket()
  }, [userId])
  return { basket, state }
}
