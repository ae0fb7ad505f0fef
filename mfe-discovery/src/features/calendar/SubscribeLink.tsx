import { gql, type TypedDocumentNode, useQuery } from '@showroom/graphql-client'
import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

const FEED_URL_QUERY: TypedDocumentNode<{ myCalendarFeedUrl: string }> = gql`
  query DiscoveryCalendarFeedUrl {
    myCalendarFeedUrl
  }
`

// the member's private .ics feed as https:// and as webcal:// (which calendar apps subscribe to)
export function feedUrls(url: string, origin: string): { https: string; webcal: string } {
  const absolute = new URL(url, origin)
  const https = absolute.toString()
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') }
}

export function SubscribeLink() {
  const t = useModuleT(NS)
  const session = useSession()
  const { data } = useQuery(FEED_URL_QUERY, { skip: !session, fetchPolicy: 'cache-first' })
  if (!session || !data?.myCalendarFeedUrl) return null
  const urls = feedUrls(data.myCalendarFeedUrl, window.location.origin)
  return (
    <aside className="sr-calendar__subscribe">
      <a className="sr-calendar__subscribe-link" href={urls.webcal} data-testid="calendar-subscribe">
        {t('calendar.subscribe')}
      </a>
      <p className="sr-calendar__subscribe-hint">{t('calendar.subscribeHint')}</p>
      <a className="sr-calendar__subscribe-https" href={urls.https}>
        {t('calendar.subscribeHttps')}
      </a>
    </aside>
  )
}
