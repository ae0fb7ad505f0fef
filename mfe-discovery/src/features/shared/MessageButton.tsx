import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'

// 'Message' on a designer's or venue's page: the chat module opens the chat (a bus command, no
// import across modules); visitors get the signup overlay
export function MessageButton({ kind, id }: { kind: 'designer' | 'venue'; id: number }) {
  const t = useT()
  return (
    <button
      type="button"
      className="sr-discovery-toggle sr-discovery-toggle--on"
      data-testid="message-button"
      onClick={() => {
        if (bus.requireSignIn('chat')) bus.openChat({ targets: [{ type: kind, id }] })
      }}
    >
      {t('chat.message')}
    </button>
  )
}
