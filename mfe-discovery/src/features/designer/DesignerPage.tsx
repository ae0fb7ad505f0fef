import { gql, type TypedDocumentNode, usePageQuery } from '@showroom/graphql-client'
import { useEffect } from 'react'
import '../shared/shared.messages.ts'
import '../shared/shared.css'
import '../shared/place.css'
import { PageError, PageLoading, PageNotFound } from '../shared/PageStates.tsx'
import { PLACE_SECTION_FIELDS, type NewsCardData, type PlaceSections } from '../shared/place.graphql.ts'
import { PlaceView } from '../shared/PlaceView.tsx'

interface DesignerDetail extends PlaceSections {
  id: number
  name: string
  description: string | null
  logoUrl: string | null
  thumbnailUrl: string | null
  websiteUrl: string | null
  followerCount: number
  isFollowed: boolean
  news: NewsCardData[]
}

const DESIGNER_QUERY: TypedDocumentNode<{ designer: DesignerDetail | null }, { slug: string }> = gql`
  query DiscoveryDesigner($slug: String!) {
    designer(slug: $slug) {
      id
      name
      description
      logoUrl
      thumbnailUrl
      websiteUrl
      followerCount
      isFollowed
      ${PLACE_SECTION_FIELDS}
      news(first: 6) { id title summary heroUrl publishedAt detailUrl }
    }
  }
`

// `/brand/{slug}/`
export default function DesignerPage({ params }: { params: Record<string, string> }) {
  const { data, error, loading, refetch } = usePageQuery(DESIGNER_QUERY, {
    variables: { slug: params.slug ?? '' },
  })
  const designer = data?.designer
  useEffect(() => {
    if (designer) document.title = designer.name
  }, [designer])
  if (!data && loading) return <PageLoading />
  if (!data && error) return <PageError onRetry={() => void refetch()} />
  if (!designer) return <PageNotFound what="designer" />
  return (
    <PlaceView
      kind="designer"
      id={designer.id}
      name={designer.name}
      logoUrl={designer.logoUrl ?? designer.thumbnailUrl}
      description={designer.description}
      followerCount={designer.followerCount}
      isFollowed={designer.isFollowed}
      sections={designer}
      news={designer.news}
      details={designer.websiteUrl ? <WebsiteLink url={designer.websiteUrl} /> : null}
    />
  )
}

function WebsiteLink({ url }: { url: string }) {
  return (
    <p className="sr-discovery-place__website">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      </a>
    </p>
  )
}
