import { useModuleT, usePathname } from '@showroom/mfe-runtime'
import { NoItems, Skeleton, Tabs } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import type { CityInfo } from '../../api/people-api.ts'
import '../../feed.css'
import { NS } from '../../messages.ts'
import { ActivityFeed } from '../activity-feed/ActivityFeed.tsx'
import { MediaFeed } from '../media-feed/MediaFeed.tsx'
import { SharingUpsell } from '../shared/SharingUpsell.tsx'
import { SharedPost } from './SharedPost.tsx'

// `/{city}/social/`: the city segment
export function cityPrefixFromPath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean)[0] ?? ''}`
}

// ?uai={id}: the shared post to show above the feed
export function sharedItemId(search: string): number | null {
  const raw = new URLSearchParams(search).get('uai')
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
}

type CityState = { phase: 'loading' } | { phase: 'ready'; city: CityInfo | null }

// spec part 2: the city's community page `{city_url}/social/` with the activity and media feeds, and
// a shared activity post on top when the link names one (`?uai={id}`)
export function CommunityPage() {
  const t = useModuleT(NS)
  const pathname = usePathname()
  const prefix = cityPrefixFromPath(pathname)
  const shared = sharedItemId(window.location.search)
  const [city, setCity] = useState<CityState>({ phase: 'loading' })

  useEffect(() => {
    let current = true
    setCity({ phase: 'loading' })
    void feedDeps.people.city(prefix).then((found) => {
      if (current) setCity({ phase: 'ready', city: found })
    })
    return () => {
      current = false
    }
  }, [prefix])

  const name = city.phase === 'ready' ? (city.city?.name ?? null) : null
  useEffect(() => {
    if (name) document.title = `${t('community.title', { city: name })} | Showroom`
  }, [name, t])

  if (city.phase === 'ready' && !city.city)
    return (
      <div className="sr-feed-page" data-page="community">
        <NoItems title={t('community.unknownCity')} />
      </div>
    )
  const scope = { cityPrefix: prefix }
  return (
    <div className="sr-feed-page sr-feed-community" data-page="community">
      <header className="sr-feed-community__header">
        {name ? (
          <>
            <h1 className="sr-feed-community__title">{t('community.title', { city: name })}</h1>
            <p className="sr-feed-community__intro">{t('community.intro', { city: name })}</p>
          </>
        ) : (
          <Skeleton lines={2} />
        )}
      </header>
      {shared ? <SharedPost itemId={shared} /> : null}
      <Tabs
        label={t('community.allPosts')}
        tabs={[
          {
            id: 'activity',
            label: t('feed.tabActivity'),
            content: <ActivityFeed scope={scope} userPage={false} canShareToFeed={false} />,
          },
          { id: 'media', label: t('feed.tabMedia'), content: <MediaFeed scope={scope} /> },
        ]}
      />
      <SharingUpsell />
    </div>
  )
}
