import { gql, type TypedDocumentNode, useQuery } from '@showroom/graphql-client'

export interface TopicCity {
  id: number
  name: string
}

const CITIES: TypedDocumentNode<{ cities: TopicCity[] }> = gql`
  query GossipTopicCities {
    cities {
      id
      name
    }
  }
`

// the cities a new gossip topic can be filed under; asked only when a topic is being started
export function useTopicCities(needed: boolean): TopicCity[] {
  const { data } = useQuery(CITIES, { skip: !needed })
  return data?.cities ?? []
}
