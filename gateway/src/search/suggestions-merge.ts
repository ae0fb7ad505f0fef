// search_autocomplete: discovery's suggestions with sale names merged in. A few places are kept for
// sales so a common word that fills the list with events still shows its sales; a name in both lists
// shows once
export const SALE_SUGGESTION_PLACES = 5

export function mergeSuggestions(
  discovery: readonly string[],
  sales: readonly string[] | null,
  limit: number,
): string[] {
  const seen = new Set<string>()
  const unique = (names: readonly string[]) =>
    names.filter((name) => {
      const key = name.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const own = unique(discovery)
  const saleNames = unique(sales ?? [])
  const saleShare = Math.min(saleNames.length, SALE_SUGGESTION_PLACES, limit)
  const fromDiscovery = own.slice(0, Math.max(limit - saleShare, 0))
  const fromSales = saleNames.slice(0, limit - fromDiscovery.length)
  return [...fromDiscovery, ...fromSales]
}
