export interface ComposerDraft {
  text: string
  // finished uploads (their image ids)
  photoCount: number
  uploading: boolean
  requireMedia?: boolean
  // a new gossip topic carries its title beside the first comment
  topicTitle?: string | null
}

// the post button: non-blank text or a photo, and no upload still running
export function canSubmit(draft: ComposerDraft): boolean {
  if (draft.uploading) return false
  return draft.text.trim() !== '' || draft.photoCount > 0
}

export type DraftCheck =
  | { ok: true; text: string; topicTitle?: string }
  | { ok: false; messageKey: string; field?: 'topic_title' }

// spec part 5: a comment needs text or a photo; some places need a photo or video; a new gossip
// topic needs a title (topicTitle is a string only when the draft starts a topic)
export function checkDraft(draft: ComposerDraft): DraftCheck {
  const text = draft.text.trim()
  if (draft.requireMedia && draft.photoCount === 0) return { ok: false, messageKey: 'comments.mediaRequired' }
  if (text === '' && draft.photoCount === 0) return { ok: false, messageKey: 'comments.emptyComment' }
  if (typeof draft.topicTitle !== 'string') return { ok: true, text }
  const topicTitle = draft.topicTitle.trim()
  if (topicTitle === '')
    return { ok: false, messageKey: 'comments.gossipTitleRequired', field: 'topic_title' }
  return { ok: true, text, topicTitle }
}
