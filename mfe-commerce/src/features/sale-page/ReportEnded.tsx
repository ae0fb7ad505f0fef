import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useSession } from '@showroom/ui'
import { useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'

type Phase = 'idle' | 'reporting' | 'reported' | 'failed'

// online_sales_report_ended?id=: 'Reporting...', then the thanks or the failure (spec part 8)
export function ReportEnded({ saleId }: { saleId: number }) {
  const tc = useT()
  const signedIn = !!useSession()
  const [phase, setPhase] = useState<Phase>('idle')

  async function report() {
    if (!signedIn) {
      bus.requireSignIn('report-sale')
      return
    }
    setPhase('reporting')
    const result = await commerceDeps.api.reportEnded(saleId)
    setPhase(result.valid ? 'reported' : 'failed')
  }

  if (phase === 'reported')
    return (
      <p className="sr-commerce-report" role="status">
        {tc('sale.reported')}
      </p>
    )
  return (
    <p className="sr-commerce-report">
      <button
        type="button"
        className="sr-button sr-button--link"
        disabled={phase === 'reporting'}
        onClick={() => void report()}
        data-testid="report-ended"
      >
        {phase === 'reporting' ? tc('sale.reporting') : tc('sale.reportEnded')}
      </button>
      {phase === 'failed' ? <span role="alert"> {tc('sale.reportFailed')}</span> : null}
    </p>
  )
}
