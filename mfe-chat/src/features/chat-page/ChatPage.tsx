import { bus } from '@showroom/bus'
import { ComingSoon, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

// /c/{chat_id}/
export function chatIdFromPath(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? ''
}

export function ChatPage() {
  const t = useModuleT(NS)
  const session = useSession()
  const chatId = chatIdFromPath(usePathname())
  return (
    <ComingSoon title={t('page.title')} message={t('page.comingSoon', { chatId })}>
      {session ? (
        <p>{t('page.member')}</p>
      ) : (
        <>
          <p>{t('page.guest')}</p>
          <button type="button" onClick={() => bus.requireSignIn('chat')}>
            {t('page.signIn')}
          </button>
        </>
      )}
    </ComingSoon>
  )
}
