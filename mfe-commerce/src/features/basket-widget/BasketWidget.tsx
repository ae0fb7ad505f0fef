import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useObservable, useSession } from '@showroom/ui'
import { useEffect } from 'react'
import { lazyComponent } from '../../lazy-component.ts'
import { BasketIcon } from './BasketIcon.tsx'
import './basket-widget.css'
import { useBasket } from './use-basket.ts'

// its code (and the checkout's) loads the first time the panel opens
const BasketPanel = lazyComponent<{ userId: number }>(() =>
  import('../basket-panel/BasketPanel.tsx').then((m) => m.BasketPanel),
)

// the header basket (the shell's #slot-basket) for signed-in members with something in it: the item
// count, and the basket panel it toggles ('basket' overlay); visitors get nothing and nothing is asked for them
export function BasketWidget() {
  const tc = useT()
  const userId = useSession()?.user_id ?? null
  const overlay = useObservable(bus.overlay$)
  const { basket, state } = useBasket(userId)
  useEffect(() => {
    void basket?.load()
  }, [basket])
  const open = overlay?.name === 'basket'
  const count = state.basket?.item_count ?? 0
  // an empty basket has nothing to open: the icon appears with the first item (and the header keeps
  // its one row on phones)
  if (userId === null || (count === 0 && !open)) return null
  return (
    <>
      <button
        type="button"
        className="sr-commerce-basket-button"
        data-testid="basket-button"
        aria-label={
          count > 0 ? `${tc('basket.title')}, ${tc('basket.items', { count })}` : tc('basket.title')
        }
        aria-expanded={open}
        onClick={() => bus.toggleOverlay('basket')}
      >
        <BasketIcon />
        {count > 0 ? (
          <span className="sr-commerce-basket-button__count" data-testid="basket-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? <BasketPanel userId={userId} /> : null}
    </>
  )
}
