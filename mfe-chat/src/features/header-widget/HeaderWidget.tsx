// the chat icon with its unread count lands with the chat issue; until then the slot stays empty
export function HeaderWidget() {
  return null
}
