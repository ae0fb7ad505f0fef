// the bell with its unread count lands with the notifications issue; until then the slot stays empty
export function NotificationsWidget() {
  return null
}
