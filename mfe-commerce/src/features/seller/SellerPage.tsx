import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton, useSession } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { ReportsPage } from './ReportsPage.tsx'
import { SaleEditor } from './SaleEditor.tsx'
import { SellerHome } from './SellerHome.tsx'
import { type SellerPersona, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'
import './seller.css'

type Known = { personas: SellerPersona[]; acting: SellerPersona | null } | 'loading' | 'failed'

// /flash/seller/, /flash/seller/new/, /flash/seller/{id}/ and /flash/reports/ (ADR 0032)
export function SellerPage({ rest }: { rest: string }) {
  const t = useModuleT(SELLER_NS)
  const userId = useSession()?.user_id ?? null
  const [known, setKnown] = useState<Known>('loading')
  const [round, setRound] = useState(0)
  const isReports = /^reports\/?$/.test(rest)

  useEffect(() => {
    void round
    if (userId === null || isReports) return
    let current = true
    void sellerApi.viewer().then((viewer) => {
      if (!current) return
      if (!viewer) return setKnown('failed')
      const acting =
        viewer.personas.find((p) => p.type === viewer.persona.type && p.id === viewer.persona.id) ?? null
      setKnown({ personas: viewer.personas, acting })
    })
    return () => {
      current = false
    }
  }, [userId, isReports, round])

  let body: React.ReactNode
  if (userId === null) body = <NoItems title={t('signIn')} />
  else if (isReports) body = <ReportsPage />
  else if (known === 'loading') body = <Skeleton lines={4} />
  else if (known === 'failed') body = <NoItems tone="error" message={t('loadFailed')} />
  else if (known.personas.length === 0) body = <NoItems title={t('noPersonas')} />
  else {
    const actAs = async (persona: SellerPersona) => {
      const result = await sellerApi.actAs(persona)
      if (result.valid) setRound((n) => n + 1)
    }
    const match = /^seller\/(new|\d+)\/?$/.exec(rest)
    body =
      match && known.acting ? (
        <SaleEditor
          key={match[1]}
          persona={known.acting}
          saleId={match[1] === 'new' ? null : Number(match[1])}
        />
      ) : (
        <SellerHome personas={known.personas} acting={known.acting} onActAs={(p) => void actAs(p)} />
      )
  }
  return <main className="sr-seller">{body}</main>
}
