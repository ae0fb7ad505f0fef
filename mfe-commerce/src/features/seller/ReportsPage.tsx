import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { type SaleReport, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

// the moderators' list of sales members reported as ended (online_sales_report_ended)
export function ReportsPage() {
  const t = useModuleT(SELLER_NS)
  const [reports, setReports] = useState<SaleReport[] | 'loading' | 'refused' | 'failed'>('loading')
  useEffect(() => {
    let current = true
    void sellerApi.reports().then((result) => {
      if (!current) return
      if (result.valid) setReports(result.envelope.values.reports)
      else setReports(result.status === 403 ? 'refused' : 'failed')
    })
    return () => {
      current = false
    }
  }, [])
  return (
    <div className="sr-seller__reports" data-testid="seller-reports">
      <h1>{t('reports.title')}</h1>
      {reports === 'loading' ? <Skeleton lines={3} /> : null}
      {reports === 'refused' ? <NoItems title={t('reports.notModerator')} /> : null}
      {reports === 'failed' ? <NoItems tone="error" message={t('loadFailed')} /> : null}
      {Array.isArray(reports) && reports.length === 0 ? <NoItems title={t('reports.none')} /> : null}
      {Array.isArray(reports) ? (
        <ul>
          {reports.map((report) => (
            <li key={report.flash_sale_id}>
              <Link href={report.store_url}>{report.name}</Link> · {t(`status.${report.status}`)} ·{' '}
              {t('reports.count', { count: report.report_count })},{' '}
              {t('reports.last', { when: new Date(report.last_reported_at).toLocaleString() })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
