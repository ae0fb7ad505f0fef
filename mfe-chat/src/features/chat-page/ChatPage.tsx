import { bus } from '@showroom/bus'
import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, useSession } from '@showroom/ui'
import { useEffect, useMemo, useState } from 'react'
import '../../chat.css'
import { NS } from '../../messages.ts'
import { chatIdFromPath, isNativeApp } from '../../model/native-app.ts'
import { ChatBody } from '../chat/ChatBody.tsx'
import { ChatHeading } from '../chat/ChatHeading.tsx'
import { useChat } from '../chat/use-chat.ts'
import { BackIcon } from '../icons.tsx'

// /c/{chat_id}/: the chat on a page of its own (where native apps show every chat)
export function ChatPage() {
  const t = useModuleT(NS)
  const session = useSession()
  const chatId = chatIdFromPath(usePathname())
  // a persona switch starts the chat again as the new persona (it may not be theirs)
  const persona = usePersonaSwitches()
  // visitors get the signup overlay, and the page keeps a way back to it
  useEffect(() => {
    if (!session) bus.requireSignIn('chat')
  }, [session])

  return (
    // inside the shell's <main>
    <div className="sr-chat-page">
      {!session ? (
        <section className="sr-chat-page__guest">
          <h1 className="sr-chat-page__title">{t('page.title')}</h1>
          <p>{t('page.guest')}</p>
          <button type="button" className="sr-chat-button" onClick={() => bus.requireSignIn('chat')}>
            {t('page.signIn')}
          </button>
        </section>
      ) : chatId === null ? (
        <NoItems message={t('page.badLink')} />
      ) : (
        <ChatPageView key={`${chatId}:${persona}`} chatId={chatId} />
      )}
    </div>
  )
}

function usePersonaSwitches(): number {
  const [switches, setSwitches] = useState(0)
  useEffect(() => {
    const subscription = bus.on('persona.selection.changed').subscribe(() => setSwitches((n) => n + 1))
    return () => subscription.unsubscribe()
  }, [])
  return switches
}

function ChatPageView({ chatId }: { chatId: number }) {
  const t = useModuleT(NS)
  const payload = useMemo(() => ({ chat_id: chatId }), [chatId])
  const { state, controller } = useChat(payload)
  // the apps have their own back button: the page's is hidden there (spec part 2)
  const [native] = useState(isNativeApp)
  useEffect(() => {
    if (state.chat) document.title = state.chat.title || state.chat.target_name
  }, [state.chat])
  // closing the page ends the chat like closing the overlay does
  useEffect(() => () => bus.emit('notifications.refresh.requested'), [])
  return (
    <section className="sr-chat-page__panel" aria-labelledby="sr-chat-page-title">
      <header className="sr-chat-page__header">
        {native ? null : (
          <button
            type="button"
            className="sr-chat-icon-button"
            data-testid="chat-page-back"
            aria-label={t('page.back')}
            title={t('page.back')}
            onClick={() => (window.history.length > 1 ? window.history.back() : bus.openOverlay('chat-list'))}
          >
            <BackIcon />
          </button>
        )}
        <h1 id="sr-chat-page-title" className="sr-chat-page__title">
          <ChatHeading chat={state.chat} />
        </h1>
      </header>
      <ChatBody state={state} controller={controller} />
    </section>
  )
}
