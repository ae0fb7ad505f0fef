import { bus } from '@showroom/bus'
import { onLocaleChange } from '@showroom/i18n'
import { reportReactIdentity } from '@showroom/mfe-runtime'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { start } from 'single-spa'
import { isSignupPage } from './applications/active-when.ts'
import { createParcelHost } from './applications/parcel-host.tsx'
import { registerApplications } from './applications/register-applications.tsx'
import { Chrome } from './chrome/Chrome.tsx'
import { handleLoadFragment } from './chrome/fragments.ts'
import type { ModuleLoader } from './federation/module-loader.ts'
import { refreshViewer } from './session/session.ts'

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
  reportReactIdentity('shell')
  // the session is asked for while the chrome renders
  const viewer = refreshViewer()

  const chrome = createRoot(element('sr-chrome'))
  // the header slots must exist before single-spa mounts the header widgets into them
  flushSync(() => chrome.render(<Chrome footer={element('sr-footer')} notices={element('sr-notices')} />))

  // the Chinese face is large and split by unicode range: declared after the first paint, so the
  // language switch and Chinese pages render with it without blocking English ones
  void import('./styles/fonts-zh.css')
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
  start({ urlRerouteOnly: true })
}
