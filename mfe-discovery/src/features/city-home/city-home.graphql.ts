import { gql, type TypedDocumentNode } from '@showroom/graphql-client'
import { EVENT_CARD_FIELDS, type EventCardData } from '../shared/EventCard.tsx'

export interface HomeDesigner {
  id: number
  name: string
  detailUrl: string
  logoUrl: string | null
  thumbnailUrl: string | null
}

export interface HomeHeadline {
  id: number
  title: string
  summary: string | null
  heroUrl: string | null
  detailUrl: string
  publishedAt: string
}

export interface HomeReview {
  id: number
  rating: number
  title: string
  body: string
  createdAt: string
  author: { id: number; fullName: string | null } | null
  event: { id: number; name: string; detailUrl: string } | null
  venue: { id: number; name: string; detailUrl: string } | null
  designer: { id: number; name: string; detailUrl: string } | null
}

export interface CityHomeData {
  city: { id: number; name: string; url: string }
  thisWeek: EventCardData[]
  headlines: HomeHeadline[]
  designers: HomeDesigner[]
  trending: EventCardData[]
  reviews: HomeReview[]
  brands: HomeDesigner[]
  numbers: { eventsThisWeek: number; sampleSalesThisMonth: number; designers: number; venues: number }
}

const DESIGNER_FIELDS = 'id name detailUrl logoUrl thumbnailUrl'

// everything the city home shows, in one round trip
export const CITY_HOME_QUERY: TypedDocumentNode<{ cityHome: CityHomeData | null }, { cityId: number }> = gql`
  query DiscoveryCityHome($cityId: Int!) {
    cityHome(cityId: $cityId) {
      city { id name url }
      thisWeek { ${EVENT_CARD_FIELDS} }
      headlines { id title summary heroUrl detailUrl publishedAt }
      designers { ${DESIGNER_FIELDS} }
      trending { ${EVENT_CARD_FIELDS} }
      reviews {
        id rating title body createdAt
        author { id fullName }
        event { id name detailUrl }
        venue { id name detailUrl }
        designer { id name detailUrl }
      }
      brands { ${DESIGNER_FIELDS} }
      numbers { eventsThisWeek sampleSalesThisMonth designers venues }
    }
  }
`

// a city home with nothing to show at all
export function isEmptyHome(home: CityHomeData): boolean {
  return (
    home.thisWeek.length +
      home.headlines.length +
      home.designers.length +
      home.trending.length +
      home.reviews.length ===
    0
  )
}
