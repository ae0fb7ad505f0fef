// the module's server entry (built for Node into dist/server/ by build/server-build.ts): renders the first
// screen of a page with the module's own components, for the gateway to put in the HTML before any
// script runs; the module, once loaded, replaces it with the same markup from the same data
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client/core'
import { ApolloProvider } from '@apollo/client/react'
import { prerenderStatic } from '@apollo/client/react/ssr'
import { collectFirstViewTexts, TYPE_POLICIES } from '@showroom/graphql-client'
import { i18n } from '@showroom/i18n'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { ServerLocationProvider } from '@showroom/mfe-runtime'
import { prerenderToNodeStream } from 'react-dom/static'
import { print } from 'graphql'
import { Observable } from 'rxjs'
import { BUILD_LABEL } from '../build-info.ts'
import { DiscoveryPages } from '../DiscoveryPages.tsx'
import '../messages.ts'
import { matchRoute } from '../routes.ts'
import { firstViewCss } from './css-registry.ts'

export type Locale = 'en' | 'zh'

// runs an operation against the site's graph as a signed-out visitor
export type Execute = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] | null }>

export interface FirstViewRequest {
  // path and query string, e.g. /london/calendar/?month=2026-11
  url: string
  locale: Locale
  execute: Execute
  // gives up (the page is then painted by the module alone)
  signal?: AbortSignal
}

export interface FirstView {
  // the route's page name (data-page)
  page: string
  // the module root's markup, as the module's application renders it
  html: string
  // the Apollo cache the page was drawn from, for the module to start with
  cache: Record<string, unknown>
  // the texts the render formatted (dates), for the module's hydration to take rather than format
  texts: Record<string, string>
}

// the pages whose first screen is worth drawing on the server: the ones people land on
export const FIRST_VIEW_PAGES = ['city-home', 'event', 'designer', 'venue', 'calendar'] as const

export const build = BUILD_LABEL

// the module's application the first view belongs to (its lifecycles in ../index.ts)
export const APPLICATION = 'pages'

export { firstViewCss }

function executeLink(execute: Execute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((subscriber) => {
        execute(print(operation.query), operation.variables).then(
          (result) => {
            subscriber.next(result as ApolloLink.Result)
            subscriber.complete()
          },
          (error: unknown) => subscriber.error(error),
        )
      }),
  )
}

// one i18next instance per language, sharing the page instance's messages (the module's namespaces
// register into that store as their code loads): an English and a Chinese render run side by side,
// each reading its own language through the provider
const instances = new Map<Locale, I18n>()
function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18n.cloneInstance({ lng: locale, initAsync: false })
    instances.set(locale, instance)
  }
  return instance
}

async function render(request: FirstViewRequest): Promise<FirstView | null> {
  const [pathname = '/', query = ''] = request.url.split('#')[0]?.split('?') ?? []
  const found = matchRoute(pathname)
  if (!found || !(FIRST_VIEW_PAGES as readonly string[]).includes(found.route.name)) return null
  await found.route.page.preload?.()
  const client = new ApolloClient({
    link: executeLink(request.execute),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
    ssrMode: true,
  })
  const tree = (
    <I18nextProvider i18n={i18nFor(request.locale)}>
      <ApolloProvider client={client}>
        <ServerLocationProvider value={{ pathname, search: query ? `?${query}` : '' }}>
          <div
            className="sr-module-root"
            data-mfe="mfe-discovery"
            data-app="pages"
            data-session="guest"
            data-build={BUILD_LABEL || undefined}
          >
            <DiscoveryPages />
          </div>
        </ServerLocationProvider>
      </ApolloProvider>
    </I18nextProvider>
  )
  const { result: rendered, texts } = await collectFirstViewTexts(() =>
    prerenderStatic({
      tree,
      signal: request.signal,
      maxRerenders: 5,
      // React's Node stream types name Node's ReadableStream, which this browser tsconfig does not know
      renderFunction: (node) =>
        // one piece: an outlined Suspense boundary would need an inline script to show it
        prerenderToNodeStream(node, {
          signal: request.signal,
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        }) as unknown as Promise<{
          prelude: AsyncIterable<string>
        }>,
    }),
  )
  const { result, aborted } = rendered
  // a part that failed or did not finish would be drawn by the browser: no first view then
  if (aborted || result.includes('<!--$!-->') || result.includes('<script')) return null
  const cache = client.extract() as Record<string, unknown>
  client.stop()
  return { page: found.route.name, html: result, cache, texts }
}

export function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  return request.signal?.aborted ? Promise.resolve(null) : render(request)
}
