import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Countdown } from '@showroom/ui'
import type { WaitingRoomState } from '../../model/waiting-room.ts'
import { NS } from '../../messages.ts'

// the member's place in the room, the real queue length, and their turn when it comes
export function WaitingRoomBox({ state, onJoin }: { state: WaitingRoomState; onJoin(): void }) {
  const t = useModuleT(NS)
  const tc = useT()
  const queue = state.queue
  if (!queue || queue.status === 'no_queue' || queue.status === 'ended') return null
  if (queue.status === 'sold_out' || queue.sold_out) return null
  if (queue.status === 'admitted')
    return (
      <div className="sr-commerce-room sr-commerce-room--admitted" role="status" data-testid="waiting-room">
        <p>
          {t('sale.admitted')}{' '}
          {queue.admitted_until ? <Countdown to={queue.admitted_until} label={t('sale.admitted')} /> : null}
        </p>
      </div>
    )
  if (queue.status === 'not_joined')
    return (
      <div className="sr-commerce-room" data-testid="waiting-room">
        <button
          type="button"
          className="sr-button sr-button--primary"
          disabled={state.joining}
          onClick={onJoin}
        >
          {t('sale.joinQueue')}
        </button>
      </div>
    )
  return (
    <div className="sr-commerce-room" role="status" aria-live="polite" data-testid="waiting-room">
      <h2>{t('sale.waitingTitle')}</h2>
      {queue.position !== null ? (
        <p className="sr-commerce-room__position">{t('sale.position', { position: queue.position })}</p>
      ) : null}
      <p>{tc('sale.waitingToShop', { count: queue.waiting_to_shop })}</p>
      <p className="sr-commerce-room__note">{t('sale.waitingNote')}</p>
    </div>
  )
}
