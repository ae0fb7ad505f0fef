import { useModuleT } from '@showroom/mfe-runtime'
import { CountUpNumber } from '@showroom/ui'
import { NS } from '../../messages.ts'
import type { CityHomeData } from './city-home.graphql.ts'

// count-up figures under the hero
export function CityNumbers({ numbers }: { numbers: CityHomeData['numbers'] }) {
  const t = useModuleT(NS)
  const figures = [
    ['eventsThisWeek', numbers.eventsThisWeek],
    ['sampleSalesThisMonth', numbers.sampleSalesThisMonth],
    ['designers', numbers.designers],
    ['venues', numbers.venues],
  ] as const
  return (
    <dl className="sr-discovery-numbers">
      {figures.map(([key, value]) => (
        <div key={key} className="sr-discovery-numbers__item">
          <dd>
            <CountUpNumber value={value} decimals={0} />
          </dd>
          <dt>{t(`home.numbers.${key}`)}</dt>
        </div>
      ))}
    </dl>
  )
}
