import type { ThreadComment, ThreadSource } from './types.ts'

// the thread a comment belongs to, from its own fields (popups and the native reply screen)
export function sourceOfComment(comment: ThreadComment): ThreadSource {
  const cityId = comment.city_id ?? null
  if (comment.comment_type === 'event') return { kind: 'event', eventId: comment.event_id, cityId }
  if (comment.comment_type === 'flash') return { kind: 'flash', flashSaleId: comment.flash_sale_id, cityId }
  return { kind: 'universal', sourceType: comment.source_type, sourceId: comment.source_id, cityId }
}
