import { useQuery } from '@showroom/graphql-client'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import { PageError, PageLoading, PageNotFound, SignupPrompt } from '../shared/PageStates.tsx'
import { DashboardCard } from './DashboardCard.tsx'
import { MANAGED_EVENT } from './dashboard.graphql.ts'
import './dashboard.messages.ts'
import './dashboard.css'

// `/dashboard/event/{slug}/`: the organiser's card for one event ('Manage Event' leads here)
export default function DashboardEventPage({ params }: { params: Record<string, string> }) {
  const t = useModuleT(NS)
  const session = useSession()
  const { data, error, loading, refetch } = useQuery(MANAGED_EVENT, {
    variables: { slug: params.slug ?? '' },
    skip: !session,
  })
  if (!session) return <SignupPrompt message={t('dashboard.signup')} />
  if (!data && loading) return <PageLoading />
  if (!data && error) return <PageError onRetry={() => void refetch()} />
  const event = data?.event
  if (!event) return <PageNotFound what="event" />
  const dashboard = event.dashboard
  return (
    <section className="sr-discovery-page" aria-labelledby="sr-dashboard-title">
      <p className="sr-discovery-eyebrow">
        <Link href="/dashboard/">{t('dashboard.title')}</Link>
      </p>
      {event.canManage && dashboard ? (
        <>
          <h1 id="sr-dashboard-title">{t('dashboard.eventTitle')}</h1>
          <DashboardCard event={{ ...event, dashboard }} />
        </>
      ) : (
        <>
          <h1 id="sr-dashboard-title" className="sr-visually-hidden">
            {t('dashboard.eventTitle')}
          </h1>
          <NoItems title={t('dashboard.notManager')} />
        </>
      )}
    </section>
  )
}
