import { useT } from '@showroom/i18n/react'
import type { SaleStats as Stats } from '../../model/types.ts'

// sold recently, people viewing now, people bought recently, waiting to shop: each only when it is
// more than nothing (the figures come from real orders, holds, presence and the queue, ADR 22)
export function SaleStats({ stats }: { stats: Stats }) {
  const tc = useT()
  const all = [
    ['sale.soldRecently', stats.sold_recently],
    ['sale.viewingNow', stats.viewing_now],
    ['sale.boughtRecently', stats.bought_recently],
    ['sale.waitingToShop', stats.waiting_to_shop],
  ] as const
  const shown = all.filter(([, count]) => count > 0)
  if (shown.length === 0) return null
  return (
    <ul className="sr-commerce-stats" aria-live="polite" data-testid="sale-stats">
      {shown.map(([key, count]) => (
        <li key={key}>{tc(key, { count })}</li>
      ))}
    </ul>
  )
}
