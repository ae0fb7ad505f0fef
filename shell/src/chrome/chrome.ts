import { namespaceT, onLocaleChange } from '@showroom/i18n'
import { followCities } from './city/cities.ts'
import { h } from './dom.ts'
import { footer } from './footer/footer.ts'
import { header } from './header/header.ts'
import { keepHeaderAboveOverlays } from './header/header-above-overlays.ts'
import { showBottomNotices } from './notices/bottom-notice.ts'
import { showCookieNotice } from './notices/cookie-notice.ts'
import { followNoticeRoom } from './notices/notice-room.ts'
import { loadOverlayLayerOnDemand } from './overlay-layer/overlay-layer.ts'
import { SHELL_NS } from './shell-messages.ts'

const ts = namespaceT(SHELL_NS)

export interface ChromeElements {
  chrome: HTMLElement
  footer: HTMLElement
  notices: HTMLElement
  overlays: HTMLElement
}

// the site chrome: skip link, header (with the modules' widget slots) and footer, in plain DOM so
// they paint without React; overlays and popups render in React when first asked for
export function mountChrome(elements: ChromeElements): void {
  const skip = h('a', { class: 'sr-shell-skip-link', href: '#sr-main' })
  const renderTexts = () => {
    skip.textContent = ts('skipToContent')
  }
  renderTexts()
  onLocaleChange(renderTexts)
  // replaces the static header index.html paints before any script runs
  const bar = header()
  elements.chrome.replaceChildren(skip, bar)
  keepHeaderAboveOverlays(bar)
  elements.footer.replaceChildren(footer())
  followCities()
  loadOverlayLayerOnDemand(elements.overlays)
}

// the cookie question first, then one bottom notice; called once the visitor is known. They keep
// out of the chat's way (notices/notice-room.ts)
export function startNotices(container: HTMLElement): void {
  followNoticeRoom(container)
  showCookieNotice(container, () => showBottomNotices(container))
}
