import { bus } from '@showroom/bus'
import { useOverlay } from '@showroom/ui'
import { lazy, Suspense, useEffect } from 'react'
import { parseCommentFragment } from '../../model/comment-source.ts'

// the popups' code loads only when one opens: this host is mounted on every page
const CommentPopup = lazy(() =>
  import('../../popup/CommentPopup.tsx').then((m) => ({ default: m.CommentPopup })),
)
const LikesListOverlay = lazy(() =>
  import('../../likes/LikesListOverlay.tsx').then((m) => ({ default: m.LikesListOverlay })),
)

function openFromHash() {
  const link = parseCommentFragment(window.location.hash)
  if (link) bus.openOverlay('comment-popup', { comment_type: link.kind, comment_id: link.id })
}

// always mounted: opens the comment popup for #pec=, #pfc= and #puc= and hosts the likes list
export function PopupHost() {
  const popup = useOverlay('comment-popup')
  const likes = useOverlay('likes-list')
  useEffect(() => {
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [])
  const forgetHash = () => {
    if (parseCommentFragment(window.location.hash))
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
  }
  return (
    <Suspense fallback={null}>
      {popup.open ? <CommentPopup onClosed={forgetHash} /> : null}
      {likes.open ? <LikesListOverlay /> : null}
    </Suspense>
  )
}
