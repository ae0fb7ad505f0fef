import { bus } from '@showroom/bus'
import { onLocaleChange } from '@showroom/i18n'
import { nextTask } from '@showroom/mfe-runtime/start-in-steps'
import { start, triggerAppChange } from 'single-spa'
import { isAwaitedOverlay, isSignupPage, markFirstScreenUp } from './applications/active-when.ts'
import { createParcelHost } from './applications/parcel-host.ts'
import { registerApplications } from './applications/register-applications.ts'
import { whenIdle } from './applications/when-idle.ts'
import { followSignupPage } from './chrome/auth/signup-page-flow.ts'
import { mountChrome, startNotices } from './chrome/chrome.ts'
import { handleLoadFragment } from './chrome/fragments.ts'
import { followShellPages } from './chrome/pages/shell-pages.ts'
import type { ModuleLoader } from './federation/module-loader.ts'
import { startViewer } from './session/session.ts'
import { declareChineseFaceWhenNeeded } from './styles/chinese-face.ts'

function element(id: string): HTMLElement {
  const found = document.getElementById(id)
  if (found) return found
  const created = document.createElement('div')
  created.id = id
  document.body.append(created)
  return created
}

// `modules` is already loading what the page needs (see federation/early-start.ts)
export async function startShell(modules: Promise<ModuleLoader>): Promise<void> {
  // the session is asked for while the chrome renders (a page without one says so)
  const viewer = startViewer()

  // the header slots exist from here on: single-spa mounts the header widgets into them
  const overlays = element('sr-overlays')
  mountChrome({
    chrome: element('sr-chrome'),
    footer: element('sr-footer'),
    notices: element('sr-notices'),
    overlays,
  })
  // the header and footer are drawn: the browser may paint them before the rest is set up
  await nextTask()
  // the 404 page, pages still to come and the signup page are the shell's own
  followShellPages(element('sr-main'))
  followSignupPage()

  // the Chinese face is large and split by unicode range: declared once the page has Chinese to
  // draw; a Chinese page has it from its <head> already (the gateway links the stylesheet)
  declareChineseFaceWhenNeeded(() => import('./styles/fonts-zh.css'))
  onLocaleChange((locale) => bus.emit('locale.language.changed', { locale }))
  handleLoadFragment()

  const loader = await modules
  bus.provideParcels(createParcelHost(loader))
  const retryFailedModules = registerApplications(loader)
  window.addEventListener('single-spa:before-routing-event', () => void retryFailedModules())
  window.addEventListener('single-spa:routing-event', () => {
    if (isSignupPage(window.location) && !bus.session$.value) bus.requestSignup({ reason: 'signup-page' })
  })

  // modules render for the right person from their first paint
  await viewer
  startNotices(element('sr-notices'))
  // the header widgets and hosts follow the first screen: once the page's application has mounted
  // (the first routing event) and the browser is idle, their modules load and mount
  window.addEventListener(
    'single-spa:routing-event',
    () =>
      whenIdle(() => {
        markFirstScreenUp()
        void triggerAppChange()
      }),
    { once: true },
  )
  start({ urlRerouteOnly: true })
  // a host waiting for its overlay (whenAsked) mounts when one is asked for
  bus.overlay$.subscribe((overlay) => {
    if (overlay && isAwaitedOverlay(overlay.name)) void triggerAppChange()
  })
  // the members' widgets mount on sign-in and unmount on sign-out
  let signedIn = bus.isSignedIn()
  bus.session$.subscribe(() => {
    if (bus.isSignedIn() === signedIn) return
    signedIn = bus.isSignedIn()
    void triggerAppChange()
  })
}
