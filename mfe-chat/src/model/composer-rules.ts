export interface ChatDraft {
  text: string
  // finished uploads (their image ids)
  photoIds: readonly number[]
  uploading: boolean
}

// the send buttons: non-blank text or a photo, and no upload still running (spec parts 4 and 5)
export function canSend(draft: ChatDraft): boolean {
  if (draft.uploading) return false
  return draft.text.trim() !== '' || draft.photoIds.length > 0
}

export type SendCheck =
  | { ok: true; text: string; photoIds: number[] }
  | { ok: false; reason: 'empty' | 'uploading' }

// spec part 5: a chat post needs text or at least one photo; text is trimmed
export function checkSend(draft: ChatDraft): SendCheck {
  if (draft.uploading) return { ok: false, reason: 'uploading' }
  const text = draft.text.trim()
  if (text === '' && draft.photoIds.length === 0) return { ok: false, reason: 'empty' }
  return { ok: true, text, photoIds: [...draft.photoIds] }
}

export const randomMessageId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export interface SendIds {
  // the client_message_id for this draft: the same as last time when it is a retry of a failed send
  idFor(text: string, photoIds: readonly number[]): string
  // the send went through: the next draft is a new message
  sent(): void
}

// a random id per message, reused when the same draft is sent again after a failure, so a send whose
// answer was lost never makes a second message; a changed draft is a new message with a new id
export function createSendIds(random: () => string = randomMessageId): SendIds {
  let pending: { key: string; id: string } | null = null
  return {
    idFor(text, photoIds) {
      const key = JSON.stringify([text, photoIds])
      if (pending?.key !== key) pending = { key, id: random() }
      return pending.id
    },
    sent() {
      pending = null
    },
  }
}
