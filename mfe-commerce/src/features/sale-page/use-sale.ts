import { useCallback, useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { applyLiveUpdate, type SaleLiveUpdate } from '../../model/sale-live.ts'
import type { FlashSale } from '../../model/types.ts'

export type SaleLoad =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'error' }
  | { phase: 'ready'; sale: FlashSale; refreshFailed: boolean }

// a sale page's sale: read once, then kept current by flashSaleLive (stock, badges, stats, sold out)
export function useSale(saleId: number, isPreview: boolean, onLive?: (update: SaleLiveUpdate) => void) {
  const [load, setLoad] = useState<SaleLoad>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    void attempt
    let current = true
    void commerceDeps.api.sale(saleId, isPreview).then((result) => {
      if (!current) return
      setLoad((before) => {
        if (result.valid)
          return { phase: 'ready', sale: result.envelope.values.flash_sale, refreshFailed: false }
        if (before.phase === 'ready') return { ...before, refreshFailed: true }
        return { phase: result.status === 404 ? 'missing' : 'error' }
      })
    })
    return () => {
      current = false
    }
  }, [saleId, isPreview, attempt])

  useEffect(() => {
    if (isPreview) return
    return commerceDeps.live.subscribe(
      saleId,
      (update) => {
        setLoad((before) =>
          before.phase === 'ready' ? { ...before, sale: applyLiveUpdate(before.sale, update) } : before,
        )
        onLive?.(update)
      },
      () => {},
    )
  }, [saleId, isPreview, onLive])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const patch = useCallback(
    (change: Partial<FlashSale>) =>
      setLoad((before) =>
        before.phase === 'ready' ? { ...before, sale: { ...before.sale, ...change } } : before,
      ),
    [],
  )
  return { load, reload, patch }
}
