import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { CardImage } from '../shared/CardImage.tsx'
import type { ManagedEvent } from './dashboard.graphql.ts'
import { formatAdSpend, formatCount, ticketsLabel } from './dashboard-format.ts'

// the per-event dashboard card: the spec's Event dashboard row (part 3)
export function DashboardCard({
  event,
}: {
  event: ManagedEvent & { dashboard: NonNullable<ManagedEvent['dashboard']> }
}) {
  const t = useModuleT(NS)
  const tc = useT()
  const row = event.dashboard
  const label = ticketsLabel(row.ticketMode, row.boughtQuantity)
  return (
    <article className="sr-discovery-dashcard" data-testid="dashboard-card" data-slug={row.slug}>
      <div className="sr-discovery-dashcard__image">
        {row.eventHeroUrl ? <CardImage url={row.eventHeroUrl} /> : null}
      </div>
      <div className="sr-discovery-dashcard__body">
        <h2 className="sr-discovery-dashcard__name">
          <Link href={event.detailUrl}>{row.eventNameEn}</Link>
        </h2>
        <p className="sr-discovery-muted">
          {row.dateLabel} · {row.addressCity}
        </p>
        <p className="sr-discovery-dashcard__badges">
          {row.isFeatured ? <span className="sr-discovery-badge">{t('dashboard.featured')}</span> : null}
          {row.isUnlisted ? <span className="sr-discovery-badge">{t('dashboard.unlisted')}</span> : null}
          {row.isPayToPlay ? <span className="sr-discovery-badge">{t('dashboard.payToPlay')}</span> : null}
          {row.isCancelled ? (
            <span className="sr-discovery-badge sr-discovery-badge--danger">{t('dashboard.cancelled')}</span>
          ) : null}
        </p>
        <dl className="sr-discovery-dashcard__stats">
          <Stat
            name={t('dashboard.pageViews')}
            value={row.isBeforeStats ? t('dashboard.beforeStats') : formatCount(row.pageViewsTotal)}
          />
          <Stat
            name={t('dashboard.paidViews')}
            value={row.isBeforeStats ? t('dashboard.beforeStats') : formatCount(row.paidViewsTotal)}
          />
          <Stat name={t('dashboard.followers')} value={formatCount(event.goingCount)} />
          {label ? <Stat name={tc(`events.${label}`)} value={formatCount(row.boughtQuantity)} /> : null}
          <Stat name={t('dashboard.adSpend')} value={formatAdSpend(row.adSpend, row.adSpendCurrency)} />
        </dl>
      </div>
    </article>
  )
}

function Stat({ name, value }: { name: string; value: string }) {
  return (
    <div className="sr-discovery-dashcard__stat">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  )
}
