import { useLocale } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import type { FeedItem } from '../../model/types.ts'
import { FeedItemView } from '../activity-feed/FeedItemView.tsx'

type Loaded = { phase: 'loading' } | { phase: 'ready'; item: FeedItem | null }

// spec part 2: `{city_url}/social/?uai={id}`, the shared activity post, whole (layout full)
export function SharedPost({ itemId }: { itemId: number }) {
  const t = useModuleT(NS)
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' })
  // asked again in the new language when the page switches (the server words its title)
  const locale = useLocale()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what the server reads from the cookie
  useEffect(() => {
    let current = true
    setLoaded({ phase: 'loading' })
    void feedDeps.feed.getFeed({ scope: { everywhere: true }, itemIds: [itemId] }).then((result) => {
      if (!current) return
      const item = result.valid
        ? (result.envelope.values.feed.find((found) => found.id === itemId) ?? null)
        : null
      setLoaded({ phase: 'ready', item })
    })
    return () => {
      current = false
    }
  }, [itemId, locale])
  return (
    <section className="sr-feed-shared" aria-label={t('community.sharedPost')} data-testid="shared-post">
      <h2 className="sr-feed-shared__title">{t('community.sharedPost')}</h2>
      {loaded.phase === 'loading' ? (
        <Skeleton lines={3} />
      ) : loaded.item ? (
        <FeedItemView item={loaded.item} layout="full" canShareToFeed={false} />
      ) : (
        <NoItems title={t('community.sharedGone')} />
      )}
    </section>
  )
}
