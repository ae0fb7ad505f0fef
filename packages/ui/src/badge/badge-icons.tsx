import type { ReactElement } from 'react'
import type { BadgeKind } from './badges-for.ts'

// one 16 px grid for all five, so they sit together at one size and weight
const PATHS: Record<BadgeKind, ReactElement> = {
  team: <path d="M8 1.5l5.5 2v4.2c0 3.2-2.3 5.8-5.5 6.8-3.2-1-5.5-3.6-5.5-6.8V3.5z" />,
  vip: <path d="M4.5 2.5h7L15 6.5 8 14.5 1 6.5z" />,
  crown: <path d="M1.5 4.5l3.5 3 3-5 3 5 3.5-3-1.5 8.5h-10zM3 14h10v1.5H3z" />,
  pro: <path d="M8 .8l2 4.3 4.7.6-3.4 3.3.8 4.6L8 11.4l-4.1 2.2.8-4.6L1.3 5.7 6 5.1z" />,
  verified: (
    <path
      fillRule="evenodd"
      d="M8 .8l2 1.6 2.5-.1.7 2.4 2 1.5-.9 2.4.9 2.4-2 1.5-.7 2.4-2.5-.1L8 15.2l-2-1.6-2.5.1-.7-2.4-2-1.5.9-2.4-.9-2.4 2-1.5.7-2.4 2.5.1zm-1 9.9l4.6-4.6-1-1L7 8.7 5.4 7.1l-1 1z"
    />
  ),
}

export function BadgeIcon({ kind }: { kind: BadgeKind }) {
  return (
    <svg
      className="sr-badge__icon"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[kind]}
    </svg>
  )
}
