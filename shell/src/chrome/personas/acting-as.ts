import type { Viewer } from '../../session/viewer.graphql.ts'

export interface ActingIdentity {
  name: string
  iconUrl: string | null
  // '@username' while the member acts as themselves, the persona's type ('designer') otherwise
  handle: string
  isPersona: boolean
}

// who the member is acting as: their own account, or the designer or venue they switched to
export function actingAs(viewer: Viewer): ActingIdentity {
  const own: ActingIdentity = {
    name: viewer.user.fullName || viewer.user.username,
    iconUrl: viewer.user.profileIconUrl,
    handle: `@${viewer.user.username}`,
    isPersona: false,
  }
  const current = viewer.persona
  if (!current || current.type === 'user') return own
  const persona = viewer.personas?.find((p) => p.type === current.type && p.id === current.id)
  if (!persona) return own
  return { name: persona.name, iconUrl: persona.iconUrl, handle: persona.type, isPersona: true }
}
