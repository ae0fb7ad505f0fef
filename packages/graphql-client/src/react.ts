// the React bindings of the page's one Apollo Client: modules import them from here, never from
// @apollo/client, so the page carries a single (tree-shaken) copy of Apollo and of its React context
// (add a hook here when a module first needs it: every export ships to every page)
export { ApolloProvider, useApolloClient, useMutation, useQuery } from '@apollo/client/react'
