import type { ApolloClient } from '@apollo/client/core'

// Module Federation shares this package as a singleton; the global key keeps one client per page and
// lets code that never loads Apollo (the shell's chrome) reach the client once something else has
export const CLIENT_KEY = Symbol.for('showroom.apollo-client')
export const clientRegistry = globalThis as unknown as Record<symbol, ApolloClient | undefined>

// the page's Apollo client if a module has loaded it; a client created later starts with an empty
// cache, so there is nothing in it to refetch or reset
export function loadedApolloClient(): ApolloClient | undefined {
  return clientRegistry[CLIENT_KEY]
}
