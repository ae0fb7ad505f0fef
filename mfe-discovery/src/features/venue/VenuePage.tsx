import { gql, type TypedDocumentNode, usePageQuery } from '@showroom/graphql-client'
import { useModuleT } from '@showroom/mfe-runtime'
import { useEffect } from 'react'
import { NS } from '../../messages.ts'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import '../shared/place.css'
import { MapCard } from '../shared/MapCard.tsx'
import { PageError, PageLoading, PageNotFound } from '../shared/PageStates.tsx'
import { PLACE_SECTION_FIELDS, type PlaceSections } from '../shared/place.graphql.ts'
import { PlaceView } from '../shared/PlaceView.tsx'

interface VenueDetail extends PlaceSections {
  id: number
  name: string
  address: string | null
  description: string | null
  logoUrl: string | null
  websiteUrl: string | null
  latitude: number | null
  longitude: number | null
  city: { id: number; name: string }
  followerCount: number
  isFollowed: boolean
}

const VENUE_QUERY: TypedDocumentNode<{ venue: VenueDetail | null }, { slug: string }> = gql`
  query DiscoveryVenue($slug: String!) {
    venue(slug: $slug) {
      id
      name
      address
      description
      logoUrl
      websiteUrl
      latitude
      longitude
      city { id name }
      followerCount
      isFollowed
      ${PLACE_SECTION_FIELDS}
    }
  }
`

// `/venue/{slug}/`
export default function VenuePage({ params }: { params: Record<string, string> }) {
  const { data, error, loading, refetch } = usePageQuery(VENUE_QUERY, {
    variables: { slug: params.slug ?? '' },
  })
  const venue = data?.venue
  useEffect(() => {
    if (venue) document.title = venue.name
  }, [venue])
  if (!data && loading) return <PageLoading />
  if (!data && error) return <PageError onRetry={() => void refetch()} />
  if (!venue) return <PageNotFound what="venue" />
  return (
    <PlaceView
      kind="venue"
      id={venue.id}
      name={venue.name}
      logoUrl={venue.logoUrl}
      description={venue.description}
      followerCount={venue.followerCount}
      isFollowed={venue.isFollowed}
      sections={venue}
      details={<VenueDetails venue={venue} />}
    />
  )
}

function VenueDetails({ venue }: { venue: VenueDetail }) {
  const t = useModuleT(NS)
  return (
    <div className="sr-discovery-place__details">
      <div>
        <h2 className="sr-discovery-eyebrow">{t('shared.address')}</h2>
        <p>{[venue.address, venue.city.name].filter(Boolean).join(', ')}</p>
        {venue.websiteUrl ? (
          <>
            <h2 className="sr-discovery-eyebrow">{t('shared.website')}</h2>
            <p>
              <a href={venue.websiteUrl} target="_blank" rel="noopener noreferrer">
                {venue.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </p>
          </>
        ) : null}
      </div>
      <MapCard
        latitude={venue.latitude}
        longitude={venue.longitude}
        place={venue.name}
        address={venue.address}
      />
    </div>
  )
}
