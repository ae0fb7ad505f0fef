import type { ChatStartPayload } from '@showroom/contracts'

// spec part 4: a start request creates (targets) or opens (chat_id) a chat; the two are kinds
export type StartKind = 'create' | 'get'

export const startKindOf = (payload: ChatStartPayload): StartKind => ('targets' in payload ? 'create' : 'get')

export interface StartGate {
  // a new request of this kind: every earlier one of the kind is now stale
  next(kind: StartKind): number
  isLatest(kind: StartKind, ticket: number): boolean
  // nothing asked before now may land (the chat closed or started over)
  invalidate(): void
}

// only the latest start request of each kind is honoured: an answer to an earlier one is ignored
export function createStartGate(): StartGate {
  const latest: Record<StartKind, number> = { create: 0, get: 0 }
  let serial = 0
  return {
    next(kind) {
      serial += 1
      latest[kind] = serial
      return serial
    },
    isLatest: (kind, ticket) => latest[kind] === ticket,
    invalidate() {
      serial += 1
      latest.create = serial
      latest.get = serial
    },
  }
}
