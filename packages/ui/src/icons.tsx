// small inline icons; decorative, so hidden from assistive technology (the control carries the name)
import type { ReactElement } from 'react'

interface IconProps {
  className?: string
}

function iconClass(className?: string): string {
  return className ? `sr-icon ${className}` : 'sr-icon'
}

export function CloseIcon({ className }: IconProps): ReactElement {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function ChevronIcon({
  className,
  direction,
}: IconProps & { direction: 'left' | 'right' }): ReactElement {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function TickIcon({ className }: IconProps): ReactElement {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function StarIcon({ className, filled }: IconProps & { filled: boolean }): ReactElement {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6-4.5-4.2 6.1-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function InfoIcon({ className }: IconProps): ReactElement {
  return (
    <svg className={iconClass(className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M12 11v6M12 7.5v.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
