import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { Suspense } from 'react'
import { NS } from './messages.ts'
import { matchRoute } from './routes.ts'

// the module's one page application: picks the page for the path, loading its code on demand
export function DiscoveryPages() {
  const t = useModuleT(NS)
  const pathname = usePathname()
  const found = matchRoute(pathname)
  if (!found) {
    return (
      <section className="sr-discovery-missing" data-page="not-found">
        <h1>{t('pages.notFoundTitle')}</h1>
        <p>{t('pages.notFoundText')}</p>
      </section>
    )
  }
  const { route, params } = found
  const Page = route.page
  return (
    <div data-page={route.name}>
      <Suspense fallback={<div className="sr-discovery-loading" aria-busy="true" />}>
        <Page key={pathname} params={params} />
      </Suspense>
    </div>
  )
}
