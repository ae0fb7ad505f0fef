import path from 'node:path'
import type webpack from 'webpack'

const APOLLO = /^@apollo\/client(\/|$)/

// Apollo reaches the page once, inside the shared @showroom/graphql-client: any other import of
// @apollo/client from our own code would bundle a second copy with its own cache and React context
export class ApolloBoundaryPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.normalModuleFactory.tap('ApolloBoundaryPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ApolloBoundaryPlugin', (data) => {
        const issuer = data.contextInfo.issuer
        if (!APOLLO.test(data.request) || !issuer) return
        const allowed =
          issuer.includes(`${path.sep}node_modules${path.sep}`) ||
          issuer.includes(`${path.sep}graphql-client${path.sep}`)
        if (!allowed) {
          throw new Error(
            `${issuer} imports ${data.request}: import Apollo (gql, useQuery, ApolloProvider...) from @showroom/graphql-client`,
          )
        }
      })
    })
  }
}
