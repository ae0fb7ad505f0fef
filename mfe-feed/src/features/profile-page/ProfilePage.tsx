import { bus } from '@showroom/bus'
import { ComingSoon, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

// /user/{username} or /user/{user_url}
export function usernameFromPath(pathname: string): string {
  const raw = pathname.split('/').filter(Boolean)[1] ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function ProfilePage() {
  const t = useModuleT(NS)
  const session = useSession()
  const username = usernameFromPath(usePathname())
  return (
    <ComingSoon title={`@${username}`} message={t('profile.comingSoon')}>
      {session ? (
        <p>{t('profile.member')}</p>
      ) : (
        <>
          <p>{t('profile.guest', { username })}</p>
          <button type="button" onClick={() => bus.requestSignup({ reason: 'follow-user' })}>
            {t('profile.signUp')}
          </button>
        </>
      )}
    </ComingSoon>
  )
}
