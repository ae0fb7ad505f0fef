import { useQuery } from '@showroom/graphql-client'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, useSession } from '@showroom/ui'
import { useEffect } from 'react'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import { PageError, PageLoading, SignupPrompt } from '../shared/PageStates.tsx'
import { DashboardCard } from './DashboardCard.tsx'
import { MY_MANAGED_EVENTS } from './dashboard.graphql.ts'
import './dashboard.messages.ts'
import './dashboard.css'

// `/dashboard/`: a card per event the viewer organises
export default function DashboardPage() {
  const t = useModuleT(NS)
  const session = useSession()
  const { data, error, loading, refetch } = useQuery(MY_MANAGED_EVENTS, { skip: !session })
  useEffect(() => {
    document.title = t('dashboard.title')
  }, [t])
  if (!session) return <SignupPrompt message={t('dashboard.signup')} />
  if (!data && loading) return <PageLoading />
  if (!data && error) return <PageError onRetry={() => void refetch()} />
  const events = (data?.myManagedEvents ?? []).flatMap((event) =>
    event.dashboard ? [{ ...event, dashboard: event.dashboard }] : [],
  )
  return (
    <section className="sr-discovery-page" aria-labelledby="sr-dashboard-title">
      <h1 id="sr-dashboard-title">{t('dashboard.title')}</h1>
      {events.length === 0 ? (
        <NoItems message={t('dashboard.empty')} />
      ) : (
        <ul className="sr-discovery-dashlist">
          {events.map((event) => (
            <li key={event.id}>
              <DashboardCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
