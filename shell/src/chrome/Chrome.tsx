import { ApolloProvider } from '@showroom/graphql-client'
import { apolloClient } from '@showroom/graphql-client'
import { useModuleT } from '@showroom/mfe-runtime'
import { useCallback, useState } from 'react'
import { createPortal } from 'react-dom'
import { Footer } from './footer/Footer.tsx'
import { Header } from './header/Header.tsx'
import { LazyOverlays } from './LazyOverlays.tsx'
import { BottomNotice } from './notices/BottomNotice.tsx'
import { CookieNotice } from './notices/CookieNotice.tsx'
import { PopupHosts } from './popups/PopupHosts.tsx'
import { SHELL_NS } from './shell-messages.ts'

export interface ChromeProps {
  footer: HTMLElement
  notices: HTMLElement
}

// the site chrome: header, overlays, notices and popups; modules mount into #sr-main and the slots
export function Chrome({ footer, notices }: ChromeProps) {
  const ts = useModuleT(SHELL_NS)
  const [cookiesDone, setCookiesDone] = useState(false)
  const onCookiesDone = useCallback(() => setCookiesDone(true), [])
  return (
    <ApolloProvider client={apolloClient}>
      <a className="sr-shell-skip-link" href="#sr-main">
        {ts('skipToContent')}
      </a>
      <Header />
      <LazyOverlays />
      <PopupHosts />
      {createPortal(
        <>
          <CookieNotice onDone={onCookiesDone} />
          {cookiesDone ? <BottomNotice /> : null}
        </>,
        notices,
      )}
      {createPortal(<Footer />, footer)}
    </ApolloProvider>
  )
}
