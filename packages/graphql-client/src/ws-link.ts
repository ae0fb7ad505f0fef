import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { createClient } from 'graphql-ws'

export function webSocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${path}`
}

// the session cookie travels with the WebSocket upgrade request, so no connection params are needed
export function createWebSocketLink(path: string): GraphQLWsLink {
  return new GraphQLWsLink(createClient({ url: webSocketUrl(path), lazy: true, retryAttempts: 5 }))
}
