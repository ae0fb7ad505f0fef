import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { type CSSProperties, type ReactNode, useId, useRef, useState } from 'react'
import { useContentHeight } from './use-overflow.ts'

export interface FoldBlockProps {
  children: ReactNode
  // folded height; the spec folds static event blocks over 2500 px
  limitPx?: number
}

export function isFolded(contentHeight: number, limitPx: number, expanded: boolean): boolean {
  return !expanded && contentHeight > limitPx
}

// spec part 9: a static block taller than the limit is folded behind 'View All'; once opened the
// fold-down line collapses to 21 px
export function FoldBlock({ children, limitPx = LIMITS.staticEventBlockFoldPx }: FoldBlockProps) {
  const t = useT()
  const id = useId()
  const inner = useRef<HTMLDivElement>(null)
  const height = useContentHeight(inner)
  const [expanded, setExpanded] = useState(false)
  const folded = isFolded(height, limitPx, expanded)
  const foldable = height > limitPx
  const style = {
    '--sr-fold-limit': `${limitPx}px`,
    '--sr-fold-line': `${LIMITS.foldLineCollapsedPx}px`,
  } as CSSProperties
  return (
    <div className={`sr-discovery-fold${folded ? ' sr-discovery-fold--folded' : ''}`} style={style}>
      <div id={id} ref={inner} className="sr-discovery-fold__content">
        {children}
      </div>
      {foldable ? (
        <div className={`sr-discovery-fold__line${expanded ? ' sr-discovery-fold__line--open' : ''}`}>
          {expanded ? null : (
            <button
              type="button"
              className="sr-discovery-link-button"
              aria-controls={id}
              aria-expanded={false}
              onClick={() => setExpanded(true)}
            >
              {t('common.viewAll')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
