import { useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import type { CalendarEventType } from './calendar.api.ts'

interface TypeFilterProps {
  eventTypes: readonly CalendarEventType[]
  selected: ReadonlySet<number> | null
  locale: 'en' | 'zh'
  onToggle: (id: number) => void
}

// lookups.event_types as checkboxes, every one ticked at first
export function TypeFilter({ eventTypes, selected, locale, onToggle }: TypeFilterProps) {
  const t = useModuleT(NS)
  if (eventTypes.length === 0) return null
  return (
    <fieldset className="sr-calendar__types">
      <legend>{t('calendar.types')}</legend>
      {eventTypes.map((type) => (
        <label key={type.id} className="sr-calendar__type">
          <input
            type="checkbox"
            checked={selected?.has(type.id) ?? true}
            onChange={() => onToggle(type.id)}
            data-type-id={type.id}
          />
          <span className="sr-calendar__swatch" style={{ backgroundColor: type.color }} aria-hidden="true" />
          {(locale === 'zh' ? type.name_zh : null) || type.name_en}
        </label>
      ))}
    </fieldset>
  )
}
