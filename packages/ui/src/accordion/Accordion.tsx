import { type ReactNode, useId, useState } from 'react'
import { type GateProps, useGate } from '../hooks/use-gate.ts'
import './accordion.css'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
  gated?: boolean
}

export interface AccordionProps extends GateProps {
  items: AccordionItem[]
  // allow several sections open at once
  multiple?: boolean
  defaultOpenIds?: string[]
  headingLevel?: 2 | 3 | 4 | 5 | 6
}

// sections slide open in 50 ms (spec part 9); collapsed content is inert
export function Accordion({
  items,
  multiple = false,
  defaultOpenIds = [],
  headingLevel = 3,
  ...gate
}: AccordionProps) {
  const baseId = useId()
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds))
  const mayOpen = useGate(gate)
  const Heading = `h${headingLevel}` as const

  function toggle(item: AccordionItem) {
    const isOpen = openIds.has(item.id)
    if (!isOpen && !mayOpen(item.id, item.gated)) return
    setOpenIds((previous) => {
      const next = new Set(multiple ? previous : [])
      if (isOpen) next.delete(item.id)
      else next.add(item.id)
      return next
    })
  }

  return (
    <div className="sr-accordion">
      {items.map((item) => {
        const open = openIds.has(item.id)
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div key={item.id} className="sr-accordion__item" data-open={open}>
            <Heading className="sr-accordion__heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                className="sr-accordion__trigger"
                onClick={() => toggle(item)}
              >
                {item.title}
                <span className="sr-accordion__marker" aria-hidden="true" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="sr-accordion__panel" inert={!open}>
              <div className="sr-accordion__content">{item.content}</div>
            </section>
          </div>
        )
      })}
    </div>
  )
}
