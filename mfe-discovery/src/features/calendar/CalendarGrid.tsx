import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { eventDateUrl } from '../event-date/event-date.ts'
import { type CalendarEntry, type CalendarMore, calendarEntryKey, calendarEventName } from './calendar.api.ts'
import { type CalendarMonth, dayLabel, monthTitle, monthWeeks, weekdayLabels } from './calendar-month.ts'

interface CalendarGridProps {
  month: CalendarMonth
  byDay: ReadonlyMap<string, CalendarEntry[]>
  more: CalendarMore
  // `/{city}/events/`: a day's '+N more' leads to its page; null while the city is unknown
  dayPagesBase: string | null
  typeColors: ReadonlyMap<number, string>
  locale: 'en' | 'zh'
  intlLocale: string
  today: string
}

// the month as a table: one column per weekday (Sunday first), one row per week
export function CalendarGrid({
  month,
  byDay,
  more,
  dayPagesBase,
  typeColors,
  locale,
  intlLocale,
  today,
}: CalendarGridProps) {
  const t = useModuleT(NS)
  const longNames = weekdayLabels(intlLocale, 'long')
  const shortNames = weekdayLabels(intlLocale, 'short')
  return (
    <table className="sr-calendar__grid">
      <caption className="sr-visually-hidden">{monthTitle(month, intlLocale)}</caption>
      <thead>
        <tr>
          {longNames.map((name, index) => (
            <th key={name} scope="col" abbr={name}>
              <span aria-hidden="true">{shortNames[index]}</span>
              <span className="sr-visually-hidden">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? 'week'}>
            {week.map((day, index) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  events={byDay.get(day) ?? []}
                  more={
                    dayPagesBase && (more[day] ?? 0) > 0
                      ? {
                          href: eventDateUrl(dayPagesBase, day),
                          text: t('calendar.moreEvents', { count: more[day] }),
                          label: t('calendar.moreEventsLabel', {
                            count: more[day],
                            day: dayLabel(day, intlLocale),
                          }),
                        }
                      : null
                  }
                  typeColors={typeColors}
                  locale={locale}
                  dayName={dayLabel(day, intlLocale)}
                  label={t('calendar.eventsOn', { day: dayLabel(day, intlLocale) })}
                  isToday={day === today}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity but their place
                <td key={`blank-${index}`} className="sr-calendar__day sr-calendar__day--blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

interface DayCellProps {
  day: string
  events: CalendarEntry[]
  // the link to the day's page when the server left events out
  more: { href: string; text: string; label: string } | null
  typeColors: ReadonlyMap<number, string>
  locale: 'en' | 'zh'
  dayName: string
  label: string
  isToday: boolean
}

function DayCell({ day, events, more, typeColors, locale, dayName, label, isToday }: DayCellProps) {
  return (
    <td
      className={`sr-calendar__day${isToday ? ' sr-calendar__day--today' : ''}`}
      data-date={day}
      aria-current={isToday ? 'date' : undefined}
    >
      <span className="sr-calendar__date">{Number(day.slice(8))}</span>
      {/* phones list the month as an agenda, where the column header is not in view */}
      <span className="sr-calendar__day-name" aria-hidden="true">
        {dayName}
      </span>
      {events.length > 0 ? (
        <ul className="sr-calendar__events" aria-label={label}>
          {events.map((event) => (
            <li
              key={calendarEntryKey(event)}
              className={`sr-calendar__event${event.is_flash_sale ? ' sr-calendar__event--sale' : ''}`}
              style={{ borderColor: typeColors.get(event.type_id ?? -1) ?? undefined }}
            >
              <Link
                href={event.detail_url}
                data-event-id={event.event_id ?? undefined}
                data-flash-sale-id={event.flash_sale_id}
              >
                {calendarEventName(event, locale)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <Link
          href={more.href}
          className="sr-calendar__more"
          aria-label={more.label}
          data-testid="calendar-more"
        >
          {more.text}
        </Link>
      ) : null}
    </td>
  )
}
