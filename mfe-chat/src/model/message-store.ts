import type { ChatMessage } from './types.ts'

// the messages shown, oldest first: each id once, whichever road brought it and however often.
// Within one chat ids grow with seq (both are taken under the chat's row lock), so id order is
// conversation order
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[]
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of incoming) {
    const known = byId.get(message.id)
    // a copy that knows its seq (or its media) keeps it when another road brings the same message
    byId.set(
      message.id,
      known
        ? {
            ...known,
            ...message,
            seq: message.seq ?? known.seq,
            media: message.media.length > 0 ? message.media : known.media,
          }
        : message,
    )
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

// before_id for polling: the highest id seen asks for the messages newer than it
export const newestId = (messages: readonly ChatMessage[]): number | null => messages.at(-1)?.id ?? null

// after_id for older messages: the lowest id seen asks for the ones before it
export const oldestId = (messages: readonly ChatMessage[]): number | null => messages[0]?.id ?? null

// the subscription resumes after the highest seq seen (or the baseline the chat reported at start)
export function lastSeq(messages: readonly ChatMessage[], baseline: number | null): number | null {
  let seq = baseline
  for (const message of messages)
    if (message.seq !== null && (seq === null || message.seq > seq)) seq = message.seq
  return seq
}

// which ids a merge added, for "new message" cues and read marking
export function addedIds(before: readonly ChatMessage[], after: readonly ChatMessage[]): number[] {
  const seen = new Set(before.map((message) => message.id))
  return after.filter((message) => !seen.has(message.id)).map((message) => message.id)
}
