import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { NewMessage } from '../../api/chat-api.ts'
import { NS } from '../../messages.ts'
import type { PostOutcome } from '../../model/chat-controller.ts'
import { canSend, checkSend, createSendIds } from '../../model/composer-rules.ts'
import { SendIcon } from '../icons.tsx'
import { MediaButton } from './MediaButton.tsx'
import { UploadTray } from './UploadTray.tsx'
import { useChatUploads } from './use-chat-uploads.ts'

// the message box: text, photos and videos; Enter sends, Shift+Enter starts a new line (spec parts 4, 5, 8)
export function ChatComposer({
  chatId,
  targetName,
  onSend,
  focusOnOpen = false,
}: {
  chatId: number
  targetName: string
  onSend: (message: NewMessage) => Promise<PostOutcome>
  // the overlay puts the cursor in the box where there is a keyboard already (not on touch screens)
  focusOnOpen?: boolean
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const ids = useId()
  const uploads = useChatUploads(chatId)
  const [text, setText] = useState('')
  const [posting, setPosting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const sendIds = useRef(createSendIds())
  const draft = { text, photoIds: uploads.imageIds, uploading: uploads.uploading }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the box first shows
  useEffect(() => {
    if (focusOnOpen && window.matchMedia?.('(pointer: fine)').matches) input.current?.focus()
  }, [])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (posting) return
    const check = checkSend(draft)
    if (!check.ok) {
      // nothing to send: back to the input, nothing goes out
      input.current?.focus()
      return
    }
    const clientMessageId = sendIds.current.idFor(check.text, check.photoIds)
    // the box empties at once and the buttons show that the message is on its way
    const taken = uploads.take()
    setText('')
    setError(null)
    setPosting(true)
    const outcome = await onSend({ text: check.text, photoIds: check.photoIds, clientMessageId })
    setPosting(false)
    if (outcome.ok) {
      sendIds.current.sent()
    } else {
      // the draft comes back, so sending again is a retry with the same client message id
      setText((current) => current || check.text)
      uploads.restore(taken)
      setError(outcome.message ?? tc('chat.postFailed'))
    }
    input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  const noticeText = uploads.notice
    ? 'text' in uploads.notice
      ? uploads.notice.text
      : tc(uploads.notice.key as never)
    : null

  return (
    <form className="sr-chat-composer" onSubmit={(event) => void submit(event)} noValidate>
      <UploadTray entries={uploads.entries} onRemove={uploads.remove} />
      <div className="sr-chat-composer__row">
        <MediaButton idPrefix={ids} disabled={posting} onFiles={uploads.add} />
        <label className="sr-visually-hidden" htmlFor={`${ids}-text`}>
          {t('chat.messageLabel', { name: targetName })}
        </label>
        <textarea
          id={`${ids}-text`}
          ref={input}
          className="sr-chat-composer__text"
          rows={1}
          value={text}
          placeholder={tc('chat.placeholder')}
          aria-describedby={error || noticeText ? `${ids}-error` : `${ids}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="sr-chat-composer__send"
          disabled={posting || !canSend(draft)}
          aria-busy={posting}
          data-testid="chat-send"
        >
          {posting ? (
            <span className="sr-chat-composer__posting">{tc('chat.posting')}</span>
          ) : (
            <>
              <SendIcon />
              <span>{tc('chat.send')}</span>
            </>
          )}
        </button>
      </div>
      <p id={`${ids}-hint`} className="sr-visually-hidden">
        {t('composer.hint')}
      </p>
      {error || noticeText ? (
        <p id={`${ids}-error`} className="sr-chat-composer__error" role="alert">
          {error ?? noticeText}
        </p>
      ) : null}
    </form>
  )
}
