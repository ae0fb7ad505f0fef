import { bus } from '@showroom/bus'
import { namespaceT, onLocaleChange, t } from '@showroom/i18n'
import { combineLatest } from 'rxjs'
import { viewer$ } from '../../session/session.ts'
import { type CityState, cityState$ } from '../city/cities.ts'
import { h, replaceChildren, setAttribute } from '../dom.ts'
import { chevronDownIcon, menuIcon, personIcon, searchIcon } from '../icons.ts'
import { link } from '../navigation.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { actingAs } from '../personas/acting-as.ts'
import { catchTypedAhead, takeTypedAhead } from '../search/typed-ahead.ts'
import { languageSwitch } from './language-switch.ts'
import { visitorChatButton } from './visitor-chat-button.ts'

const ts = namespaceT(SHELL_NS)

// the header bar: menu, wordmark, city, search, the modules' widget slots, language and profile;
// built once (the slots must stay put: modules mount into them) and updated in place
export function header(): HTMLElement {
  const menuButton = h(
    'button',
    {
      type: 'button',
      class: 'sr-shell-header__icon-button sr-shell-header__menu',
      onclick: () => bus.toggleOverlay('left-menu'),
    },
    menuIcon(),
  )
  const wordmark = h('span', { 'aria-hidden': 'true' })
  const homeLabel = h('span', { class: 'sr-visually-hidden' })
  const home = link('/', { class: 'sr-shell-header__wordmark' }, wordmark, homeLabel)
  const cityName = h('span')
  const cityButton = h(
    'button',
    { type: 'button', class: 'sr-shell-header__city', onclick: () => bus.toggleOverlay('city-selector') },
    cityName,
    chevronDownIcon(),
  )
  const searchButton = h(
    'button',
    {
      type: 'button',
      class: 'sr-shell-header__icon-button sr-shell-header__search',
      onclick: () => {
        if (bus.overlay$.value?.name !== 'search') catchTypedAhead()
        bus.openOverlay('search')
      },
    },
    searchIcon(),
  )
  // module widgets mount here (chat, notifications, basket), for members; a visitor's chat icon is
  // the shell's own (visitor-chat-button.ts)
  const chatSlot = h('span', { id: 'slot-chat', class: 'sr-shell-header__slot' })
  const profileButton = h('button', {
    type: 'button',
    'data-testid': 'profile-button',
    onclick: () => bus.toggleOverlay('profile-menu'),
  })

  // which button's overlay is open; a visitor's profile button opens signup, so it has no such state
  function renderExpanded(): void {
    const open = bus.overlay$.value?.name
    menuButton.setAttribute('aria-expanded', String(open === 'left-menu'))
    cityButton.setAttribute('aria-expanded', String(open === 'city-selector'))
    searchButton.setAttribute('aria-expanded', String(open === 'search'))
    setAttribute(
      profileButton,
      'aria-expanded',
      bus.session$.value ? String(open === 'profile-menu' || open === 'personas') : null,
    )
  }

  let city: CityState = { cities: [], current: undefined }
  const renderTexts = () => {
    menuButton.setAttribute('aria-label', t('chrome.menu'))
    wordmark.textContent = ts('wordmark')
    homeLabel.textContent = ts('homeLink')
    const { current } = city
    home.setAttribute('href', current ? `${current.url.replace(/\/$/, '')}/` : '/')
    cityName.textContent = current?.name ?? t('chrome.city')
    cityButton.setAttribute(
      'aria-label',
      current ? ts('currentCity', { city: current.name }) : t('chrome.chooseCity'),
    )
    searchButton.setAttribute('aria-label', t('chrome.search'))
  }

  const renderProfile = () => {
    const session = bus.session$.value
    const viewer = viewer$.value
    renderExpanded()
    if (!session) {
      profileButton.className = 'sr-shell-header__profile sr-shell-header__profile--guest'
      profileButton.setAttribute('aria-label', ts('guestProfile'))
      replaceChildren(profileButton, [
        personIcon(),
        h('span', { class: 'sr-shell-header__profile-label' }, t('chrome.signUp')),
      ])
      return
    }
    profileButton.className = 'sr-shell-header__profile'
    profileButton.setAttribute('aria-label', ts('profileMenu'))
    // the face of whoever the member acts as: a switched persona replaces their own
    const identity = viewer ? actingAs(viewer) : null
    const icon = identity?.iconUrl
    replaceChildren(profileButton, [
      icon
        ? h('img', { src: icon, alt: '', width: 32, height: 32 })
        : h(
            'span',
            { class: 'sr-shell-header__initial', 'aria-hidden': 'true' },
            (identity?.name || '?').slice(0, 1).toUpperCase(),
          ),
    ])
  }

  cityState$.subscribe((state) => {
    city = state
    renderTexts()
  })
  onLocaleChange(() => {
    renderTexts()
    renderProfile()
  })
  // the profile button changes with the member and their icon; it keeps its element (and focus)
  let profileKey = ''
  combineLatest([bus.session$, viewer$]).subscribe(([session, viewer]) => {
    const identity = viewer ? actingAs(viewer) : null
    const key = JSON.stringify([session?.user_id ?? null, identity?.iconUrl, identity?.name])
    if (key !== profileKey) {
      profileKey = key
      renderProfile()
    }
  })
  bus.overlay$.subscribe(renderExpanded)
  // keys are kept for the search box only while the search is what is open
  bus.overlay$.subscribe((overlay) => {
    if (overlay?.name !== 'search') takeTypedAhead()
  })
  bus.headerMarker$.subscribe((marker) => {
    setAttribute(chatSlot, 'data-marker', marker === 'chat')
    setAttribute(profileButton, 'data-marker', marker === 'personas' && bus.session$.value !== null)
  })
  renderTexts()

  return h(
    'header',
    { class: 'sr-shell-header' },
    h(
      'div',
      { class: 'sr-shell-header__bar' },
      h('div', { class: 'sr-shell-header__start' }, menuButton, home, cityButton),
      h(
        'div',
        { class: 'sr-shell-header__end' },
        searchButton,
        visitorChatButton(),
        chatSlot,
        h('span', { id: 'slot-notifications', class: 'sr-shell-header__slot' }),
        h('span', { id: 'slot-basket', class: 'sr-shell-header__slot' }),
        languageSwitch(),
        profileButton,
      ),
    ),
  )
}
