import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import type { NewComment } from '../api/comments-api.ts'
import { NS } from '../messages.ts'
import { isNewGossipTopic } from '../model/comment-source.ts'
import { canSubmit, checkDraft } from '../model/composer-rules.ts'
import { applyMention, mentionAt } from '../model/mentions.ts'
import type { ThreadComment, ThreadSource } from '../model/types.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { GossipTopicFields } from './GossipTopicFields.tsx'
import { MediaPicker } from './MediaPicker.tsx'
import { MentionList } from './MentionList.tsx'
import { UploadTray } from './UploadTray.tsx'
import { useTopicCities } from './use-cities.ts'
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
  // 'uploader' for the feed and popup composer: its upload limits and messages (spec part 5)
  context?: UploadContext
}

export function Composer({
  source,
  onPost,
  replyTo,
  requireMedia,
  autoFocus,
  onPosted,
  context = 'composer',
}: ComposerProps) {
  const tc = useT()
  const t = useModuleT(NS)
  const session = useSession()
  const signedIn = Boolean(session)
  const uploads = useUploads(source, context)
  // gossip with source_id 0: this comment starts a topic, with a title and a city
  const newTopic = isNewGossipTopic(source) && !replyTo
  const cities = useTopicCities(newTopic)
  const [topicTitle, setTopicTitle] = useState('')
  const [topicCityId, setTopicCityId] = useState<number | null>(source.cityId ?? null)
  const [titleRefused, setTitleRefused] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)
  const { personas, current } = useComposerPersonas(signedIn)
  const [text, setText] = useState('')
  const [caret, setCaret] = useState(0)
  const [posting, setPosting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [persona, setPersona] = useState<string>('')
  const [active, setActive] = useState(0)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  const mention = mentionAt(text, caret)
  const suggestions = useMentionSuggestions(mention)
  const showSuggestions = mention !== null && suggestions.length > 0

  const draft = {
    text,
    photoCount: uploads.imageIds.length,
    uploading: uploads.uploading,
    requireMedia,
    topicTitle: newTopic ? topicTitle : null,
  }
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
      setTitleRefused(check.field === 'topic_title')
      if (check.field === 'topic_title') titleRef.current?.focus()
      else textRef.current?.focus()
      return
    }
    setError(null)
    setTitleRefused(false)
    setPosting(true)
    const [type, id] = chosenPersona.split(':')
    const result = await onPost({
      comment: check.text,
      photoIds: uploads.imageIds,
      replyToId: replyTo?.id,
      displayAs: type && id ? { type, id: Number(id) } : null,
      ...(check.topicTitle !== undefined ? { topicTitle: check.topicTitle, topicCityId } : {}),
    })
    setPosting(false)
    if (!result.ok) {
      setError(result.message ?? tc('comments.postError'))
      textRef.current?.focus()
      return
    }
    setText('')
    setTopicTitle('')
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
      {newTopic ? (
        <GossipTopicFields
          idPrefix={ids}
          title={topicTitle}
          onTitle={setTopicTitle}
          cityId={topicCityId}
          onCity={setTopicCityId}
          cities={cities}
          titleRef={titleRef}
          titleInvalid={titleRefused}
          errorId={`${ids}-error`}
        />
      ) : null}
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
        <p id={`${ids}-error`} className="sr-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sr-composer__bar">
        <MediaPicker idPrefix={ids} context={context} onFiles={(files) => void uploads.add(files)} />
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
