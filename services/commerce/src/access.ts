import type { RequestContext, Viewer } from '@showroom/platform'
import { commerceErrors } from './commerce.errors.ts'

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw commerceErrors.notSignedIn()
  return ctx.viewer
}

export const isModerator = (viewer: Viewer | null) =>
  !!viewer && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))

// a seller acts as the sale's designer or venue (the persona switcher's choice, checked by accounts)
export const isSeller = (viewer: Viewer | null, sale: { persona_type: string; persona_id: number }) =>
  !!viewer && viewer.persona.type === sale.persona_type && viewer.persona.id === sale.persona_id
