import type { ApolloClient, DocumentNode, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client'
import { firstViewPending } from './first-view-state.ts'

// A page's data read out of the restored cache ahead of the component that asks for it, while React
// takes the server-drawn first view over (ADR 51).
//
// The component that asks for a page's query reads the whole answer from Apollo's cache the first time
// it renders: the watched query set up, then hundreds of fields read, inside one hook of one component.
// React slices a render between components, never inside one, so on a phone that hook made one task of
// 85-130 ms. Apollo keeps a read's result, by document and variables, until the cache changes: done
// ahead in tasks of their own (the watched query, then the read), the hook's own read finds it kept.

export interface FirstViewReadOptions {
  variables?: OperationVariables
  fetchPolicy?: WatchQueryFetchPolicy
  skip?: boolean
}

const reads = new WeakMap<DocumentNode, Map<string, Promise<void>>>()

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function readAhead(client: ApolloClient, query: DocumentNode, options: FirstViewReadOptions) {
  await nextTask()
  try {
    const observable = client.watchQuery({
      query,
      ...(options.variables ? { variables: options.variables } : {}),
      ...(options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : {}),
    })
    await nextTask()
    // never subscribed: the query is not registered with the client and leaves nothing behind
    observable.getCurrentResult()
  } catch {
    // the component's own read meets the same problem and reports it
  }
}

// the read to wait for before a component that React is hydrating renders, or null when there is
// none to do: only while the data restored for the first view is in use, once per document and variables
export function firstViewRead(
  client: ApolloClient,
  query: DocumentNode,
  options: FirstViewReadOptions,
): Promise<void> | null {
  if (options.skip || !firstViewPending()) return null
  const key = JSON.stringify(options.variables ?? {})
  let byVariables = reads.get(query)
  if (!byVariables) {
    byVariables = new Map()
    reads.set(query, byVariables)
  }
  let read = byVariables.get(key)
  if (!read) {
    read = readAhead(client, query, options)
    byVariables.set(key, read)
  }
  return read
}
