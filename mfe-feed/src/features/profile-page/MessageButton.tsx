import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { signupFor } from './visitor.ts'

// 'Message': the chat module opens a chat with the member (a bus command); visitors sign up first
export function MessageButton({ userId }: { userId: number }) {
  const tc = useT()
  return (
    <button
      type="button"
      className="sr-button"
      data-testid="message-user"
      onClick={() => {
        if (!bus.isSignedIn()) signupFor('chat')
        else bus.openChat({ targets: [{ type: 'user', id: userId }] })
      }}
    >
      {tc('chat.message')}
    </button>
  )
}
