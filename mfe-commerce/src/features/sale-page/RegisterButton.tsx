import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useSession } from '@showroom/ui'
import { useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'

// 'Register' then "You're Registered" (user_flash_sale_create / _delete), optimistic with a silent
// rollback like the site's other toggles; visitors are asked to sign up
export function RegisterButton({
  saleId,
  registered,
  onChange,
}: {
  saleId: number
  registered: boolean
  onChange(registered: boolean): void
}) {
  const tc = useT()
  const signedIn = !!useSession()
  const [busy, setBusy] = useState(false)

  async function toggle() {
    if (!signedIn) {
      bus.requestSignup({
        reason: 'register-sale',
        action_type: 'flash_sale_register',
        action_value: `flash_sale_id=${saleId}`,
      })
      return
    }
    const next = !registered
    setBusy(true)
    onChange(next)
    const result = await commerceDeps.api.register(saleId, next)
    setBusy(false)
    if (!result.valid) onChange(!next)
  }

  return (
    <button
      type="button"
      className={`sr-button${registered ? '' : ' sr-button--primary'}`}
      aria-pressed={registered}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="register-button"
    >
      {registered ? tc('sale.registered') : tc('sale.register')}
    </button>
  )
}
