import { useT } from '@showroom/i18n/react'
import { useId, useRef, useState } from 'react'
import { useOverflow } from '../shared/use-overflow.ts'

export interface ReadMoreTextProps {
  summary: string
  // the full text; null for visitors (the server withholds it)
  description: string | null
  signedIn: boolean
  onVisitor: () => void
}

// spec part 4: the short description shows 'Read more' only when it overflows its box; a visitor's
// click asks them to sign up, a member's shows the full description
export function ReadMoreText({ summary, description, signedIn, onVisitor }: ReadMoreTextProps) {
  const t = useT()
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const overflowing = useOverflow(box, [summary])

  if (expanded) {
    return (
      <div
        id={id}
        className="sr-discovery-readmore sr-discovery-readmore--open"
        data-testid="event-description"
      >
        {(description ?? summary).split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    )
  }
  return (
    <div className="sr-discovery-readmore">
      <div id={id} ref={box} className="sr-discovery-readmore__clamp" data-testid="event-summary">
        {summary}
      </div>
      {overflowing ? (
        <button
          type="button"
          className="sr-discovery-link-button"
          aria-controls={id}
          aria-expanded={false}
          onClick={() => (signedIn ? setExpanded(true) : onVisitor())}
        >
          {t('events.readMore')}
        </button>
      ) : null}
    </div>
  )
}
