import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Countdown, NoItems, Skeleton, useSession } from '@showroom/ui'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import type { SaleLiveUpdate } from '../../model/sale-live.ts'
import { createWaitingRoom, type WaitingRoomState } from '../../model/waiting-room.ts'
import { NS } from '../../messages.ts'
import { useBasket } from '../basket-widget/use-basket.ts'
import { SELLER_NS } from '../seller/seller-messages.ts'
import { ProductCard } from './ProductCard.tsx'
import { RegisterButton } from './RegisterButton.tsx'
import { ReportEnded } from './ReportEnded.tsx'
import { SaleStats } from './SaleStats.tsx'
import { SizeChart } from './SizeChart.tsx'
import { useSale } from './use-sale.ts'
import { WaitingRoomBox } from './WaitingRoomBox.tsx'

const NO_ROOM: WaitingRoomState = { queue: null, joining: false, failed: false }
const still = () => () => {}

// a flash sale or online sample sale: countdowns, stats, registration, the waiting room, products
export function SaleDetail({ saleId, isPreview }: { saleId: number; isPreview: boolean }) {
  const t = useModuleT(NS)
  const tc = useT()
  const ts = useModuleT(SELLER_NS)
  const userId = useSession()?.user_id ?? null
  const { basket } = useBasket(userId)
  const room = useMemo(
    () =>
      userId === null
        ? null
        : createWaitingRoom({ api: commerceDeps.api, saleId, timers: commerceDeps.timers }),
    [userId, saleId],
  )
  useEffect(() => () => room?.stop(), [room])
  const roomState = useSyncExternalStore(room?.subscribe ?? still, room?.getState ?? (() => NO_ROOM))
  const onLive = useCallback(
    (update: SaleLiveUpdate) => (update.soldOut ? room?.soldOut() : undefined),
    [room],
  )
  const { load, reload, patch } = useSale(saleId, isPreview, onLive)
  const [soldOutNotice, setSoldOutNotice] = useState(false)

  const sale = load.phase === 'ready' ? load.sale : null
  const hasRoom = !!sale && sale.serve_capacity !== null && sale.status === 'open' && !sale.sold_out
  useEffect(() => {
    if (hasRoom) void room?.status()
  }, [hasRoom, room])
  useEffect(() => {
    if (sale?.sold_out) setSoldOutNotice(true)
  }, [sale?.sold_out])

  if (load.phase === 'loading') return <Skeleton lines={6} />
  if (load.phase === 'missing') return <NoItems title={t('sale.notFound')} />
  if (load.phase === 'error' || !sale)
    return <NoItems tone="error" message={tc('sale.refreshFailed')} onRetry={reload} />

  const admitted =
    !hasRoom || roomState.queue?.status === 'admitted' || roomState.queue?.status === 'no_queue'
  const canShop = sale.status === 'open' && !sale.sold_out && admitted
  return (
    <article className="sr-commerce-sale" data-testid="sale-page">
      {sale.is_preview || sale.is_own_sale ? (
        <p className="sr-commerce-sale__preview">
          {sale.is_preview ? t('sale.preview') : null}{' '}
          <Link href={`/flash/seller/${sale.id}/`}>{ts('manage')}</Link>
        </p>
      ) : null}
      <header className="sr-commerce-sale__head">
        {sale.hero_image_url ? (
          <img className="sr-commerce-sale__hero" src={sale.hero_image_url} alt="" />
        ) : null}
        <div className="sr-commerce-sale__intro">
          <h1 className="sr-commerce-sale__name">{sale.name}</h1>
          <p className="sr-commerce-sale__when">
            {sale.status === 'upcoming' ? (
              <>
                {t('sale.opensIn')}{' '}
                <Countdown to={sale.starts_at} onZero={reload} label={t('sale.opensIn')} />
              </>
            ) : sale.status === 'open' ? (
              <>
                {t('sale.endsIn')} <Countdown to={sale.ends_at} onZero={reload} label={t('sale.endsIn')} />
              </>
            ) : (
              t('sale.ended')
            )}
          </p>
          <SaleStats stats={sale.stats} />
          {sale.description ? <p className="sr-commerce-sale__description">{sale.description}</p> : null}
          <div className="sr-commerce-sale__actions">
            {sale.status === 'upcoming' ? (
              <RegisterButton
                saleId={sale.id}
                registered={sale.is_registered}
                onChange={(is_registered) => patch({ is_registered })}
              />
            ) : null}
            {sale.size_chart ? <SizeChart chart={sale.size_chart} /> : null}
          </div>
          {sale.status === 'upcoming' && sale.serve_capacity !== null && !sale.is_registered ? (
            <p className="sr-commerce-sale__note">{t('sale.registerNeeded')}</p>
          ) : null}
        </div>
      </header>
      {load.refreshFailed ? (
        <p className="sr-commerce-sale__error" role="alert">
          {tc('sale.refreshFailed')}
        </p>
      ) : null}
      {soldOutNotice ? (
        <p className="sr-commerce-sale__sold-out" role="alert" data-testid="sale-sold-out">
          {tc('sale.soldOut')}
        </p>
      ) : null}
      {hasRoom ? <WaitingRoomBox state={roomState} onJoin={() => void room?.join()} /> : null}
      <ul className="sr-commerce-sale__products">
        {(sale.products ?? []).map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            symbol={sale.currency_symbol}
            basket={basket}
            canShop={canShop || userId === null}
          />
        ))}
      </ul>
      {sale.status === 'open' ? <ReportEnded saleId={sale.id} /> : null}
    </article>
  )
}
