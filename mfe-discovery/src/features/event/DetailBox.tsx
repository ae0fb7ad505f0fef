import { bus } from '@showroom/bus'
import { useT, useLocale } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { formatDay } from '../shared/dates.ts'
import type { EventDetail } from './event.graphql.ts'
import { ReadMoreText } from './ReadMoreText.tsx'

// summary with read more, then opening times (both need login beyond the summary)
export function DetailBox({ event }: { event: EventDetail }) {
  const t = useModuleT(NS)
  const tc = useT()
  const locale = useLocale()
  const signedIn = useSession() !== null
  const summary = event.summary ?? event.description ?? ''
  return (
    <div className="sr-discovery-detailbox">
      {summary ? (
        <ReadMoreText
          summary={summary}
          description={event.description}
          signedIn={signedIn}
          onVisitor={() => bus.requestSignup({ reason: 'read-more' })}
        />
      ) : null}
      <section aria-labelledby="sr-event-opening" className="sr-discovery-opening">
        <h2 id="sr-event-opening" className="sr-discovery-eyebrow">
          {tc('events.openingTimes')}
        </h2>
        {signedIn && event.openingTimes ? (
          <dl className="sr-discovery-opening__list">
            {event.openingTimes.map((time) => (
              <div key={time.date}>
                <dt>{formatDay(time.date, locale)}</dt>
                <dd>{time.opens && time.closes ? `${time.opens} – ${time.closes}` : t('event.allDay')}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <button
            type="button"
            className="sr-discovery-link-button"
            onClick={() => bus.requestSignup({ reason: 'opening-times' })}
          >
            {t('event.openingTimesSignup')}
          </button>
        )}
      </section>
    </div>
  )
}
