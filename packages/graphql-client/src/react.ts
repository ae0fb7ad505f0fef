// the React bindings of the page's one Apollo Client: modules import them from here, never from
// @apollo/client, so the page carries a single (tree-shaken) copy of Apollo and of its React context
// (add a hook here when a module first needs it: every export ships to every page)
import type { ApolloClient, DocumentNode } from '@apollo/client'
import { useApolloClient, useQuery } from '@apollo/client/react'
import { use, useSyncExternalStore } from 'react'
import { type FirstViewReadOptions, firstViewRead } from './first-view-read.ts'

export { ApolloProvider, useApolloClient, useMutation, useQuery } from '@apollo/client/react'

// whether React is hydrating the component that calls it: React reads a store's server snapshot only
// when rendering on the server and while hydrating. Both snapshots are the same value, so nothing
// renders again once hydrated; which of the two React asked for is the answer
let readServerSnapshot = false
const noSubscription = () => () => {}
const clientSnapshot = () => {
  readServerSnapshot = false
  return 0
}
const serverSnapshot = () => {
  readServerSnapshot = true
  return 0
}
function useHydrating(): boolean {
  useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot)
  return readServerSnapshot
}

// useQuery for the query a page is drawn from (one per page: the large one). While React hydrates the
// page's server-drawn first view, the component first waits (suspends) for the answer's read, done
// ahead in tasks of their own (first-view-read.ts), then renders from it. The page's small queries
// keep useQuery: each wait makes React render the page again from its Suspense boundary
export const usePageQuery = ((query: DocumentNode, options?: object | symbol) => {
  // options are left out, given, or skipToken (a symbol that skips the query)
  const given =
    typeof options === 'object' ? (options as FirstViewReadOptions & { client?: ApolloClient }) : undefined
  const client = useApolloClient(given?.client)
  const hydrating = useHydrating()
  const ahead = hydrating ? firstViewRead(client, query, given ?? { skip: options !== undefined }) : null
  if (ahead) use(ahead)
  return useQuery(query, options as never)
}) as typeof useQuery
