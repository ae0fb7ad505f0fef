import { useQuery } from '@showroom/graphql-client'
import { useLocale, useT } from '@showroom/i18n/react'
import { Link, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems } from '@showroom/ui'
import { useMemo } from 'react'
import { NS } from '../../messages.ts'
import { CITIES_QUERY, cityForPath } from '../city-home/cities.graphql.ts'
import { datePickerBase } from '../event-date/event-date.ts'
import { eventsByDay } from './calendar.api.ts'
import './calendar.messages.ts'
import { CalendarGrid } from './CalendarGrid.tsx'
import {
  type CalendarMonth,
  intlLocaleOf,
  isoDate,
  monthFromParam,
  monthParam,
  monthTitle,
  shiftMonth,
} from './calendar-month.ts'
import { SubscribeLink } from './SubscribeLink.tsx'
import { TypeFilter } from './TypeFilter.tsx'
import { useCalendar } from './use-calendar.ts'
import { useSearchParam } from './use-search-param.ts'
import './calendar.css'

function todayIso(now = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())
}

// `/{city}/calendar/?month=yyyy-mm`: the city's events month by month (spec parts 2, 4, 7, 9)
export default function CalendarPage() {
  const t = useModuleT(NS)
  const tc = useT()
  const locale = useLocale()
  const intlLocale = intlLocaleOf(locale)
  const pathname = usePathname()
  const monthText = useSearchParam('month')
  const month = useMemo(() => monthFromParam(monthText), [monthText])
  const cities = useQuery(CITIES_QUERY)
  const city = cities.data ? cityForPath(cities.data.cities, pathname) : undefined
  const calendar = useCalendar(city?.id ?? null, month)
  const byDay = useMemo(() => eventsByDay(calendar.events), [calendar.events])
  const typeColors = useMemo(
    () => new Map(calendar.eventTypes.map((type) => [type.id, type.color])),
    [calendar.eventTypes],
  )

  if (cities.data && !city) {
    return (
      <section className="sr-calendar">
        <NoItems tone="error" title={t('calendar.unknownCity', { path: pathname })} />
      </section>
    )
  }
  const base = city ? `${city.url.replace(/\/$/, '')}/calendar/` : pathname
  const hrefFor = (target: CalendarMonth) => `${base}?month=${monthParam(target)}`
  const noneTicked = calendar.selected !== null && calendar.selected.size === 0

  return (
    <section className="sr-calendar" aria-labelledby="sr-calendar-title" data-month={monthParam(month)}>
      <header className="sr-calendar__head">
        <div>
          <p className="sr-calendar__eyebrow">{t('calendar.title')}</p>
          <h1 id="sr-calendar-title" className="sr-calendar__title">
            {monthTitle(month, intlLocale)}
          </h1>
          {city ? <p className="sr-calendar__intro">{t('calendar.intro', { city: city.name })}</p> : null}
        </div>
        <nav className="sr-calendar__nav" aria-label={t('calendar.title')}>
          <Link href={hrefFor(shiftMonth(month, -1))} rel="prev" data-testid="calendar-previous">
            <span aria-hidden="true">‹</span>
            {tc('calendar.previousMonth')}
          </Link>
          <Link href={hrefFor(shiftMonth(month, 1))} rel="next" data-testid="calendar-next">
            {tc('calendar.nextMonth')}
            <span aria-hidden="true">›</span>
          </Link>
        </nav>
      </header>
      <TypeFilter
        eventTypes={calendar.eventTypes}
        selected={calendar.selected}
        locale={locale}
        onToggle={calendar.toggleType}
      />
      {calendar.error ? (
        <NoItems
          tone="error"
          title={calendar.error.message ?? tc('calendar.loadFailed')}
          onRetry={calendar.retry}
        />
      ) : null}
      {noneTicked ? <p className="sr-calendar__note">{t('calendar.noTypes')}</p> : null}
      {!noneTicked && !calendar.loading && !calendar.error && calendar.events.length === 0 ? (
        <p className="sr-calendar__note">{t('calendar.noEvents')}</p>
      ) : null}
      <div
        className={`sr-calendar__frame${calendar.loading ? ' sr-calendar__frame--loading' : ''}`}
        aria-busy={calendar.loading}
      >
        <p className="sr-visually-hidden" role="status">
          {calendar.loading ? t('calendar.loading') : ''}
        </p>
        <CalendarGrid
          month={month}
          byDay={byDay}
          more={calendar.more}
          dayPagesBase={city ? datePickerBase(city.url) : null}
          typeColors={typeColors}
          locale={locale}
          intlLocale={intlLocale}
          today={todayIso()}
        />
      </div>
      <SubscribeLink />
    </section>
  )
}
