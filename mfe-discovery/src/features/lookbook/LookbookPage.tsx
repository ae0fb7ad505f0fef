import { gql, type TypedDocumentNode, useQuery } from '@showroom/graphql-client'
import { navigate } from '@showroom/mfe-runtime'
import type { RouteParams } from '../../routes.ts'
import { LookbookViewer } from './LookbookViewer.tsx'

const LOOKBOOK_OWNER_QUERY: TypedDocumentNode<
  {
    lookbook: {
      id: number
      designer: { detailUrl: string } | null
      venue: { detailUrl: string } | null
    } | null
  },
  { slug: string }
> = gql`
  query DiscoveryLookbookOwner($slug: String!) {
    lookbook(slug: $slug) {
      id
      designer {
        detailUrl
      }
      venue {
        detailUrl
      }
    }
  }
`

// true when this page was opened from another page of the site (so Back returns there)
export function cameFromInsideTheSite(currentPath: string): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  const firstPath = entry ? new URL(entry.name).pathname : currentPath
  return firstPath !== currentPath && window.history.length > 1
}

// `/lookbook/{slug}/`: the lookbook full-screen; closing goes back, or to the designer's page
export default function LookbookPage({ params }: { params: RouteParams }) {
  const slug = params.slug ?? ''
  const owner = useQuery(LOOKBOOK_OWNER_QUERY, { variables: { slug } })
  const close = () => {
    if (cameFromInsideTheSite(window.location.pathname)) {
      window.history.back()
      return
    }
    const lookbook = owner.data?.lookbook
    navigate(lookbook?.designer?.detailUrl ?? lookbook?.venue?.detailUrl ?? '/')
  }
  return (
    <section className="sr-lookbook-page">
      <LookbookViewer slug={slug} onClose={close} />
    </section>
  )
}
