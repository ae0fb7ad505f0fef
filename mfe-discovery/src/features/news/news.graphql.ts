import { gql, type TypedDocumentNode } from '@showroom/graphql-client'

interface Named {
  name: string
  detailUrl: string
}

export interface NewsSummary {
  id: number
  slug: string
  title: string
  summary: string | null
  heroUrl: string | null
  publishedAt: string
  detailUrl: string
}

export interface NewsDetail extends NewsSummary {
  body: string | null
  city: { name: string; url: string } | null
  designer: Named | null
  venue: Named | null
}

export const NEWS_LIST_QUERY: TypedDocumentNode<{ newsList: NewsSummary[] }, { cityId: number }> = gql`
  query DiscoveryNewsList($cityId: Int) {
    newsList(cityId: $cityId, first: 24) {
      id
      slug
      title
      summary
      heroUrl
      publishedAt
      detailUrl
    }
  }
`

export const NEWS_QUERY: TypedDocumentNode<{ news: NewsDetail | null }, { slug: string }> = gql`
  query DiscoveryNews($slug: String!) {
    news(slug: $slug) {
      id
      slug
      title
      summary
      body
      heroUrl
      publishedAt
      detailUrl
      city {
        name
        url
      }
      designer {
        name
        detailUrl
      }
      venue {
        name
        detailUrl
      }
    }
  }
`

// asked separately, and only for members, so the article still shows if saving is unavailable
export const NEWS_SAVED_QUERY: TypedDocumentNode<
  { news: { id: number; isSaved: boolean } | null },
  { slug: string }
> = gql`
  query DiscoveryNewsSaved($slug: String!) {
    news(slug: $slug) {
      id
      isSaved
    }
  }
`

// the body is plain text: blank lines separate paragraphs
export const paragraphsOf = (body: string | null | undefined): { key: string; text: string }[] =>
  (body ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((text, index) => ({ key: `p${index}`, text }))

export function publishedLabel(iso: string, intlLocale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
}
