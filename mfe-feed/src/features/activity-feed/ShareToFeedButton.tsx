import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import type { FeedItem } from '../../model/types.ts'

// meta.step 3 on a refused share: the pro sharing upsell (gateway feed.endpoints.ts)
export const SHARING_UPSELL_STEP = 3

// spec part 6: only pro members share posts to the community feed; the trusted check runs here
// first (a visitor gets the signup overlay, a member who is not trusted the sharing upsell) and the
// server checks again
export function ShareToFeedButton({
  itemId,
  cityId,
  onShared,
}: {
  itemId: number
  cityId: number
  onShared?(item: FeedItem): void
}) {
  const t = useModuleT(NS)
  const [sharing, setSharing] = useState(false)
  async function share() {
    if (sharing || !bus.requireTrusted('share')) return
    setSharing(true)
    const result = await feedDeps.feed.share(itemId, cityId)
    setSharing(false)
    if (result.valid) {
      bus.showPopup({ message: t('feed.shared') })
      onShared?.(result.envelope.values.item)
    } else if (result.envelope?.meta?.step === SHARING_UPSELL_STEP) {
      bus.openOverlay('pro-upsell', { variant: 'sharing' })
    } else if (!result.aborted) {
      bus.showAlert({ message: result.message ?? t('feed.shareFailed') })
    }
  }
  return (
    <button
      type="button"
      className="sr-feed-item__action"
      onClick={share}
      disabled={sharing}
      aria-busy={sharing}
    >
      {sharing ? t('feed.sharing') : t('feed.shareToFeed')}
    </button>
  )
}
