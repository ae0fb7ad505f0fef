export type { TypedDocumentNode } from '@apollo/client'
export { apolloClient, createApolloClient, TYPE_POLICIES } from './apollo-client.ts'
export {
  collectFirstViewTexts,
  FIRST_VIEW_STATE_ID,
  type FirstViewState,
  firstViewMounted,
  firstViewPending,
  firstViewText,
} from './first-view-state.ts'
export * from './fetch.ts'
export { gql } from './gql.ts'
export { ApolloProvider, useApolloClient, useMutation, usePageQuery, useQuery } from './react.ts'
