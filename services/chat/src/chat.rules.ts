import type { Persona, Viewer } from '@showroom/platform'
import type { PersonaKind } from './chat.tables.ts'

export const MAX_MESSAGE_LENGTH = 5000
export const MAX_PHOTOS = 20
export const MAX_PAGE = 100
export const DEFAULT_PAGE = 20
export const MAX_REPORT_REASON = 1000
export const MAX_CLIENT_MESSAGE_ID = 100
// a participant who marked the chat read this recently and is caught up is reading it (clients poll
// every second while a chat is open)
export const READING_WINDOW_MS = 10_000
// an open subscription reads the table this often without a wake-up, so a lost publish costs at
// most this delay
export const LIVE_CATCH_UP_MS = 3000

export type TargetType = PersonaKind | 'chat'
export interface PersonaKey {
  type: PersonaKind
  id: number
}

const PERSONA_KINDS: readonly string[] = ['user', 'designer', 'venue']
const TARGET_TYPES: readonly string[] = [...PERSONA_KINDS, 'chat']

export const isPersonaKind = (type: string): type is PersonaKind => PERSONA_KINDS.includes(type)
export const isTargetType = (type: string): type is TargetType => TARGET_TYPES.includes(type)

export const samePersona = (a: PersonaKey | Persona, b: PersonaKey | Persona) =>
  a.type === b.type && a.id === b.id

// one conversation per pair of personas, whichever side starts it
export function pairKey(a: PersonaKey, b: PersonaKey): string {
  return [`${a.type}:${a.id}`, `${b.type}:${b.id}`].sort().join('|')
}

export const isModerator = (viewer: Viewer | null) =>
  viewer !== null && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))

// the viewer acts as the persona the switcher chose; acting as themself, the target is themself
export function isSelfMessage(viewer: Viewer, target: PersonaKey): boolean {
  return samePersona(viewer.persona, target)
}

// a chat is the participants' alone: moderators see reports, never the conversation itself
export function mayUseConversation(viewer: Viewer | null, participants: readonly PersonaKey[]): boolean {
  if (viewer === null) return false
  return participants.some((p) => samePersona(p, viewer.persona))
}

// designers and venues may always be messaged and an existing conversation may always be continued;
// starting one with a member needs pro (or the team), as the other side did not ask for it
export function mayStartWithoutUpgrade(viewer: Viewer, target: PersonaKey, exists: boolean): boolean {
  if (exists || target.type !== 'user') return true
  return viewer.isPro || viewer.isTeam
}

// a block stands between two personas whichever side set it
export function isBlockedBetween(
  blocks: readonly { blocker: PersonaKey; blocked: PersonaKey }[],
  a: PersonaKey,
  b: PersonaKey,
): boolean {
  return blocks.some(
    (block) =>
      (samePersona(block.blocker, a) && samePersona(block.blocked, b)) ||
      (samePersona(block.blocker, b) && samePersona(block.blocked, a)),
  )
}

// text trimmed; a message needs text or at least one photo
export function messageText(text: string | null | undefined): string {
  return (text ?? '').trim()
}

export function isReading(
  participant: { readSeq: number; readAt: Date | null },
  previousSeq: number,
  now: Date,
): boolean {
  if (participant.readSeq < previousSeq || participant.readAt === null) return false
  return now.getTime() - participant.readAt.getTime() <= READING_WINDOW_MS
}

export const unreadOf = (lastSeq: number, readSeq: number) => Math.max(0, lastSeq - readSeq)
