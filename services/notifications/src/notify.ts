import type { Addressed } from './notifications.rules.ts'
import type { Cause, NotificationsQueries } from './notifications.store.ts'

export interface Notice {
  to: Addressed
  cause: Cause
  // a chat keeps one cause and moves it to the newest author
  replace?: boolean
  itemCount?: number
}

// adds causes to recipients' notifications, one per (recipient, kind, object); answers the members
// whose bell changed. Nobody hears from a persona they blocked
export function createNotifier(now: () => Date) {
  // true when the recipient's notification changed. A cause seen before (the same like twice)
  // changes nothing, unless `replace`
  async function notify(tx: NotificationsQueries, notice: Notice): Promise<boolean> {
    const { to, cause } = notice
    if (await tx.hasBlocked(to.recipientId, cause.actor)) return false
    const at = now()
    const itemCount = notice.itemCount ?? 0
    const existing = await tx.groupId(to.recipientId, to.kind, to.objectId)
    if (existing === null) {
      const seq = await tx.nextSeq(to.recipientId)
      const id = await tx.insertNotification({ ...to, seq, itemCount, at })
      await tx.addCause(id, cause, at, false)
      return true
    }
    const fresh = await tx.addCause(existing, cause, at, notice.replace ?? false)
    if (!fresh) return false
    await tx.bump(existing, await tx.nextSeq(to.recipientId), itemCount, at)
    return true
  }

  // every recipient locked first, in ascending order, so two events never wait on each other
  return async function notifyAll(tx: NotificationsQueries, notices: readonly Notice[]): Promise<number[]> {
    await tx.lockRecipients(notices.map((notice) => notice.to.recipientId))
    const changed: number[] = []
    for (const notice of notices) {
      if (await notify(tx, notice)) changed.push(notice.to.recipientId)
    }
    return changed
  }
}
