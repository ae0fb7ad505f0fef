export interface ComposerDraft {
  text: string
  // finished uploads (their image ids)
  photoCount: number
  uploading: boolean
  requireMedia?: boolean
}

// the post button: non-blank text or a photo, and no upload still running
export function canSubmit(draft: ComposerDraft): boolean {
  if (draft.uploading) return false
  return draft.text.trim() !== '' || draft.photoCount > 0
}

export type DraftCheck = { ok: true; text: string } | { ok: false; messageKey: string }

// spec part 5: a comment needs text or a photo; some places need a photo or video
export function checkDraft(draft: ComposerDraft): DraftCheck {
  const text = draft.text.trim()
  if (draft.requireMedia && draft.photoCount === 0) return { ok: false, messageKey: 'comments.mediaRequired' }
  if (text === '' && draft.photoCount === 0) return { ok: false, messageKey: 'comments.emptyComment' }
  return { ok: true, text }
}
