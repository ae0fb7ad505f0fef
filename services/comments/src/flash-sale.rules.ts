import type { Viewer } from '@showroom/platform'

interface KnownSale {
  is_published: boolean
  persona_type: string | null
  persona_id: number | null
}

// a flash sale's thread exists for a viewer once commerce announced the sale, and a sale in preview
// only for its seller (acting as the sale's designer or venue): to anyone else, moderators included,
// it does not exist, as in commerce (ADR 0032)
export function maySeeFlashSale(viewer: Viewer | null, sale: KnownSale | undefined): boolean {
  if (!sale) return false
  if (sale.is_published) return true
  return (
    viewer !== null &&
    sale.persona_type !== null &&
    viewer.persona.type === sale.persona_type &&
    viewer.persona.id === sale.persona_id
  )
}
