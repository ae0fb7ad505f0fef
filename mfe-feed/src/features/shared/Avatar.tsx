import type { CSSProperties } from 'react'

// a member's icon, or their initials on the accent tint when they have none
export function Avatar({
  name,
  url,
  size = 40,
}: {
  name: string
  url: string | null | undefined
  size?: number
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('') || '?'
  return url ? (
    <img
      className="sr-feed-avatar"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ '--sr-feed-avatar-size': `${size}px` } as CSSProperties}
    />
  ) : (
    <span
      className="sr-feed-avatar sr-feed-avatar--initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials}
    </span>
  )
}
