import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { useMemo } from 'react'
import { NS } from '../../messages.ts'
import { signupFor } from '../shared/signup-for.ts'
import { saveNewsCall, useNewsSave } from './news-save.ts'

export function SaveNewsButton({ newsId, initialSaved }: { newsId: number; initialSaved: boolean }) {
  const t = useModuleT(NS)
  const session = useSession()
  const send = useMemo(() => (session ? saveNewsCall(session, newsId) : async () => null), [session, newsId])
  const { saved, pending, toggle } = useNewsSave({
    initial: initialSaved,
    signedIn: !!session?.user_id,
    send,
    // spec part 5: a visitor who tries to save goes to /signup/
    onVisitor: () => signupFor('save', `news_id=${newsId}`),
  })
  return (
    <button
      type="button"
      className={`sr-news__save${saved ? ' sr-news__save--on' : ''}`}
      aria-pressed={saved}
      aria-busy={pending}
      onClick={toggle}
      data-testid="news-save"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{saved ? t('news.saved') : t('news.save')}</span>
    </button>
  )
}
