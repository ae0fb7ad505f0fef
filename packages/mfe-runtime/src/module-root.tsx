import { ApolloProvider } from '@showroom/graphql-client'
import { apolloClient } from '@showroom/graphql-client'
import { useSession } from '@showroom/ui'
import type { ReactNode } from 'react'

export interface ModuleRootProps {
  module: string
  app: string
  // the module's own build label (SHOWROOM_BUILD_LABEL when it was built), empty when unset
  build: string
  children: ReactNode
}

// every mounted application sits in one of these: the shared Apollo client, and data attributes that
// say which module rendered it, for whom (guest or member) and from which build
export function ModuleRoot({ module, app, build, children }: ModuleRootProps) {
  const session = useSession()
  return (
    <ApolloProvider client={apolloClient}>
      <div
        className="sr-module-root"
        data-mfe={module}
        data-app={app}
        data-session={session ? 'member' : 'guest'}
        data-build={build || undefined}
      >
        {children}
      </div>
    </ApolloProvider>
  )
}
