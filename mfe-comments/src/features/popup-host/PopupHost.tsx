import { bus } from '@showroom/bus'
import { useEffect } from 'react'
import { LikesListOverlay } from '../../likes/LikesListOverlay.tsx'
import { parseCommentFragment } from '../../model/comment-source.ts'
import { CommentPopup } from '../../popup/CommentPopup.tsx'

function openFromHash() {
  const link = parseCommentFragment(window.location.hash)
  if (link) bus.openOverlay('comment-popup', { comment_type: link.kind, comment_id: link.id })
}

// always mounted: opens the comment popup for #pec=, #pfc= and #puc= and hosts the likes list
export function PopupHost() {
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
    <>
      <CommentPopup onClosed={forgetHash} />
      <LikesListOverlay />
    </>
  )
}
