import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n'
import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import type { NewComment } from '../api/comments-api.ts'
import { NS } from '../messages.ts'
import { canSubmit, checkDraft } from '../model/composer-rules.ts'
import { applyMention, mentionAt } from '../model/mentions.ts'
import type { ThreadComment, ThreadSource } from '../model/types.ts'
import { MentionList } from './MentionList.tsx'
import { UploadTray } from './UploadTray.tsx'
import { useMentionSuggestions } from './use-mentions.ts'
import { useComposerPersonas } from './use-personas.ts'
import { useUploads } from './use-uploads.ts'

export interface ComposerProps {
  source: ThreadSource
  onPost: (
    input: NewComment,
  ) => Promise<{ ok: true; comment: ThreadComment } | { ok: false; message?: string }>
  replyTo?: { id: number; name: string }
  requireMedia?: boolean
  autoFocus?: boolean
  onPosted?: (comment: ThreadComment) => void
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/tiff,image/webp,video/mp4,video/quicktime,.jpg_large'

export function Composer({ source, onPost, replyTo, requireMedia, autoFocus, onPosted }: ComposerProps) {
  const tc = useT()
  const t = useModuleT(NS)
  const session = useSession()
  const signedIn = Boolean(session)
  const uploads = useUploads(source)
  const { personas, current } = useComposerPersonas(signedIn)
  const [text, setText] = useState('')
  const [caret, setCaret] = useState(0)
  const [posting, setPosting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [persona, setPersona] = useState<string>('')
  const [active, setActive] = useState(0)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const ids = useId()
  const mention = mentionAt(text, caret)
  const suggestions = useMentionSuggestions(mention)
  const showSuggestions = mention !== null && suggestions.length > 0

  const draft = { text, photoCount: uploads.imageIds.length, uploading: uploads.uploading, requireMedia }
  const chosenPersona = persona || (current ? `${current.type}:${current.id}` : '')

  const pick = (username: string) => {
    if (!mention) return
    const next = applyMention(text, caret, mention, username)
    setText(next.text)
    setCaret(next.caret)
    requestAnimationFrame(() => textRef.current?.setSelectionRange(next.caret, next.caret))
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!bus.requireSignIn('comment')) return
    if (uploads.uploading || posting) return
    const check = checkDraft(draft)
    if (!check.ok) {
      setError(tc(check.messageKey as never))
      textRef.current?.focus()
      return
    }
    setError(null)
    setPosting(true)
    const [type, id] = chosenPersona.split(':')
    const result = await onPost({
      comment: check.text,
      photoIds: uploads.imageIds,
      replyToId: replyTo?.id,
      displayAs: type && id ? { type, id: Number(id) } : null,
    })
    setPosting(false)
    if (!result.ok) {
      setError(result.message ?? tc('comments.postError'))
      textRef.current?.focus()
      return
    }
    setText('')
    uploads.clear()
    bus.showPopup({ message: tc('comments.posted') })
    onPosted?.(result.comment)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!showSuggestions) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      const entry = suggestions[Math.min(active, suggestions.length - 1)]
      if (entry) pick(entry.username)
    } else if (event.key === 'Escape') {
      setCaret(-1)
    }
  }

  const notice = uploads.notice
  const noticeText = notice ? ('text' in notice ? notice.text : tc(notice.key as never)) : null

  return (
    <form
      className={`sr-composer${replyTo ? ' sr-composer--reply' : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label className="sr-visually-hidden" htmlFor={`${ids}-text`}>
        {replyTo ? t('thread.replyTo', { name: replyTo.name }) : t('composer.label')}
      </label>
      <div className="sr-composer__field">
        <textarea
          id={`${ids}-text`}
          ref={textRef}
          className="sr-composer__text"
          rows={replyTo ? 2 : 3}
          value={text}
          placeholder={replyTo ? t('composer.replyPlaceholder') : tc('comments.placeholder')}
          // biome-ignore lint/a11y/noAutofocus: the reply box opens because the member asked to reply
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value)
            setCaret(event.target.selectionStart ?? event.target.value.length)
            setActive(0)
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (!signedIn) bus.requireSignIn('comment')
          }}
          role="combobox"
          aria-expanded={showSuggestions}
          aria-controls={`${ids}-mentions`}
          aria-autocomplete="list"
          aria-activedescendant={showSuggestions ? `${ids}-mentions-${active}` : undefined}
        />
        <MentionList
          id={`${ids}-mentions`}
          label={t('composer.mentions')}
          entries={showSuggestions ? suggestions : []}
          active={active}
          onPick={(entry) => pick(entry.username)}
        />
      </div>
      <UploadTray entries={uploads.entries} onRemove={uploads.remove} />
      {noticeText ? (
        <p className="sr-composer__error" role="alert">
          {noticeText}
        </p>
      ) : null}
      {error ? (
        <p className="sr-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sr-composer__bar">
        <input
          ref={fileRef}
          id={`${ids}-files`}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) uploads.add(event.target.files)
            event.target.value = ''
          }}
        />
        <button
          type="button"
          className="sr-composer__media"
          onClick={() => {
            if (bus.requireSignIn('comment')) fileRef.current?.click()
          }}
          aria-label={t('composer.addMedia')}
          data-testid="add-media"
        >
          <CameraIcon />
          <span>{tc('uploads.addPhoto')}</span>
        </button>
        {personas.length > 1 ? (
          <label className="sr-composer__persona">
            <span>{t('composer.displayAs')}</span>
            <select value={chosenPersona} onChange={(event) => setPersona(event.target.value)}>
              {personas.map((option) => (
                <option key={`${option.type}:${option.id}`} value={`${option.type}:${option.id}`}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="submit"
          className="sr-button sr-button--primary sr-composer__post"
          disabled={posting || (signedIn && !canSubmit(draft))}
          aria-busy={posting}
        >
          {posting ? t('composer.posting') : replyTo ? tc('comments.reply') : tc('comments.post')}
        </button>
      </div>
    </form>
  )
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  )
}
