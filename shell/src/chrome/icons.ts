import { svg } from './dom.ts'

// the chrome's line icons; decorative, the button around each carries the accessible name
const icon = (body: string) => () =>
  svg(
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="sr-shell-icon"><g fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`,
  )

export const menuIcon = icon('<path d="M4 7h16M4 12h16M4 17h16"/>')
export const searchIcon = icon('<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>')
export const personIcon = icon(
  '<circle cx="12" cy="8.5" r="3.8"/><path d="M4.5 20c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6"/>',
)
export const chevronDownIcon = icon('<path d="M7 10l5 5 5-5"/>')
export const chatIcon = icon('<path d="M4 5.5h16v10.5H9.5L5 20v-4H4z"/><path d="M8 9.5h8M8 12.5h5"/>')
