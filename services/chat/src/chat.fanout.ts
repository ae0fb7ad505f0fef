import type { Logger } from '@showroom/platform'
import { type ChatPubSub, conversationTopic, personaTopic } from './chat.events.ts'
import type { PersonaKey } from './chat.rules.ts'

// live fan-out carries only the position; subscribers read the rest from the database, so a lost
// publish delays a message until the next wake-up or catch-up tick, never loses it
export function createFanout(pubsub: ChatPubSub, logger: Logger) {
  async function publish(topics: string[], payload: { chatId: number; seq: number }) {
    try {
      for (const topic of topics) await pubsub.publish(topic, payload)
    } catch (error) {
      logger.warn({ err: error, chatId: payload.chatId }, 'chat fan-out failed')
    }
  }
  return {
    // a message (or a new chat): the conversation's readers and every participant's chat list
    changed: (chatId: number, personas: readonly PersonaKey[], seq: number) =>
      publish([conversationTopic(chatId), ...personas.map(personaTopic)], { chatId, seq }),
    // a persona's read position moved: its other devices follow the unread badge
    read: (chatId: number, persona: PersonaKey, seq: number) =>
      publish([personaTopic(persona)], { chatId, seq }),
  }
}

export type ChatFanout = ReturnType<typeof createFanout>
