import { InMemoryCache } from '@apollo/client/cache'
import { ApolloClient } from '@apollo/client/core'
import { ApolloLink } from '@apollo/client/link'
import { HttpLink } from '@apollo/client/link/http'
import { Observable } from 'rxjs'
import { CLIENT_KEY, clientRegistry } from './client-registry.ts'
import { restoreFirstView } from './first-view-state.ts'

const GRAPHQL_PATH = '/graphql'

// graphql-ws is only fetched when a page first subscribes to live data
function lazyWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | undefined
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((subscriber) => {
        let inner: { unsubscribe(): void } | undefined
        let closed = false
        link ??= import('./ws-link.ts').then(({ createWebSocketLink }) => createWebSocketLink(GRAPHQL_PATH))
        link.then(
          (ws) => {
            if (!closed) inner = ws.request(operation, forward).subscribe(subscriber)
          },
          (error: unknown) => subscriber.error(error),
        )
        return () => {
          closed = true
          inner?.unsubscribe()
        }
      }),
  )
}

// a persona's id is only unique within its type (designer 1 and venue 1 are both persona 1)
export const TYPE_POLICIES = {
  Persona: { keyFields: ['type', 'id'] },
  ViewerPersona: { keyFields: ['type', 'id'] },
  CommentPersona: { keyFields: ['type', 'id'] },
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' })
  const link = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    lazyWebSocketLink(),
    http,
  )
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  })
}

function createPageClient(): ApolloClient {
  const client = createApolloClient()
  restoreFirstView(client)
  return client
}

export const apolloClient: ApolloClient = clientRegistry[CLIENT_KEY] ?? createPageClient()
clientRegistry[CLIENT_KEY] = apolloClient
