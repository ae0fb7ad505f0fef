import type { CSSProperties } from 'react'
import './feedback.css'

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle'
  width?: number | string
  height?: number | string
  // keeps an image's box stable while it loads, e.g. '4 / 5'
  aspectRatio?: string
  // several text lines, the last one shorter
  lines?: number
}

// a loading placeholder; the region that is loading should carry aria-busy
export function Skeleton({ variant = 'text', width, height, aspectRatio, lines = 1 }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height, aspectRatio }
  if (variant === 'text' && lines > 1) {
    return (
      <span className="sr-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={index}
            className="sr-skeleton sr-skeleton--text"
            style={index === lines - 1 ? { ...style, inlineSize: '60%' } : style}
          />
        ))}
      </span>
    )
  }
  return <span className={`sr-skeleton sr-skeleton--${variant}`} style={style} aria-hidden="true" />
}
