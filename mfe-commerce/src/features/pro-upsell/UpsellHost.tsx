import { bus } from '@showroom/bus'
import { useOverlay, useSession } from '@showroom/ui'
import { useEffect } from 'react'
import { lazyComponent } from '../../lazy-component.ts'

const ProUpsell = lazyComponent<{ signedIn: boolean; onClose(): void }>(() =>
  import('./ProUpsell.tsx').then((m) => m.ProUpsell),
)

// the 'pro-upsell' overlay's default variant (its code loads when first opened); the direct-messages
// variant is the shell's pro-upgrade overlay, and the sharing one the feed pages draw
export function UpsellHost() {
  const signedIn = !!useSession()
  const { open, params, close } = useOverlay<{ variant?: string }>('pro-upsell')
  const variant = params?.variant ?? 'default'
  useEffect(() => {
    if (open && variant === 'direct-messages') bus.openOverlay('pro-upgrade')
  }, [open, variant])
  if (!open || variant !== 'default') return null
  return <ProUpsell signedIn={signedIn} onClose={close} />
}
