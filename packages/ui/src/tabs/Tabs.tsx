import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { type GateProps, useGate } from '../hooks/use-gate.ts'
import './tabs.css'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
  // needs a signed-in viewer (spec part 6): a visitor's click calls onGated instead
  gated?: boolean
}

export interface TabsProps extends GateProps {
  label: string
  tabs: TabItem[]
  selectedId?: string
  defaultSelectedId?: string
  onChange?: (id: string) => void
}

export function Tabs({ label, tabs, selectedId, defaultSelectedId, onChange, ...gate }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? tabs[0]?.id)
  const current = selectedId ?? ownSelection
  const mayOpen = useGate(gate)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  function select(tab: TabItem) {
    if (!mayOpen(tab.id, tab.gated)) return
    setOwnSelection(tab.id)
    if (tab.id !== current) onChange?.(tab.id)
  }

  // arrows move focus only; Enter or Space selects, so arrowing past a gated tab prompts nobody
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement)
    if (index < 0) return
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <div className="sr-tabs">
      <div role="tablist" aria-label={label} className="sr-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className="sr-tabs__tab"
              onClick={() => select(tab)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          className="sr-tabs__panel"
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
