import { Link, useModuleT } from '@showroom/mfe-runtime'
import { useOnScreenAfterLoad, usePrefersReducedMotion } from '@showroom/ui'
import { useRef } from 'react'
import { NS } from '../../messages.ts'
import type { HomeDesigner } from './city-home.graphql.ts'

// the moving brand strip: designer logos drifting by once the page has loaded, while the strip is on
// screen; still (and scrollable) for reduced motion
export function BrandStrip({ brands }: { brands: HomeDesigner[] }) {
  const t = useModuleT(NS)
  const still = usePrefersReducedMotion()
  const strip = useRef<HTMLElement>(null)
  const running = useOnScreenAfterLoad(strip, !still && brands.length > 0)
  if (brands.length === 0) return null
  const logos = (copy: 'first' | 'second') =>
    brands.map((brand) => (
      <li key={`${copy}-${brand.id}`} aria-hidden={copy === 'second' || undefined}>
        <Link
          href={brand.detailUrl}
          tabIndex={copy === 'second' ? -1 : undefined}
          className="sr-discovery-brands__item"
        >
          {(brand.logoUrl ?? brand.thumbnailUrl) ? (
            <img
              src={brand.logoUrl ?? brand.thumbnailUrl ?? ''}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span>{brand.name}</span>
        </Link>
      </li>
    ))
  return (
    <section
      ref={strip}
      className="sr-discovery-brands"
      aria-label={t('home.brands')}
      data-moving={!still}
      data-running={running || undefined}
    >
      <ul className="sr-discovery-brands__track">
        {logos('first')}
        {still ? null : logos('second')}
      </ul>
    </section>
  )
}
