import { bus } from '@showroom/bus'
import { ComingSoon, useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

// /native-comment/{comment_type}/{source_id}/{comment_id}/{username}/0/
export function NativeCommentPage() {
  const t = useModuleT(NS)
  const session = useSession()
  return (
    <ComingSoon title={t('native.title')} message={t('native.comingSoon')}>
      {session ? (
        <p>{t('native.member')}</p>
      ) : (
        <>
          <p>{t('native.guest')}</p>
          <button type="button" onClick={() => bus.requireSignIn('comment')}>
            {t('native.signIn')}
          </button>
        </>
      )}
    </ComingSoon>
  )
}
