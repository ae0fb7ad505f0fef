// the comment popups behind #pec=, #pfc= and #puc= land with the comments issue; nothing shows until then
export function PopupHost() {
  return null
}
