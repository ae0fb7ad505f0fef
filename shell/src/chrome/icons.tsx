// the chrome's line icons; decorative, the button around each carries the accessible name
const base = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  className: 'sr-shell-icon',
} as const
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const MenuIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
  </svg>
)

export const SearchIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="11" cy="11" r="6.5" {...stroke} />
    <path d="M16 16l4.5 4.5" {...stroke} />
  </svg>
)

export const PersonIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="8.5" r="3.8" {...stroke} />
    <path d="M4.5 20c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6" {...stroke} />
  </svg>
)

export const ChevronDownIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M7 10l5 5 5-5" {...stroke} />
  </svg>
)
