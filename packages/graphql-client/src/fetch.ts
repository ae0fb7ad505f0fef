// '@showroom/graphql-client/fetch': the calls that need no Apollo (REST and plain GraphQL), for code
// that must stay light; the package index re-exports them next to the Apollo client
export { type ApiCallOptions, type ApiResult, apiCall } from './api-call.ts'
export { loadedApolloClient } from './client-registry.ts'
export {
  type GraphqlError,
  GraphqlRequestError,
  type GraphqlResponse,
  graphqlRequest,
} from './graphql-request.ts'
