import { gql, type TypedDocumentNode, useQuery } from '@showroom/graphql-client'
import { postAsOptions } from '../model/post-as.ts'

export interface ComposerPersona {
  type: string
  id: number
  name: string
}

const PERSONAS: TypedDocumentNode<{
  viewer: { persona: { type: string; id: number }; personas: ComposerPersona[] } | null
}> = gql`
  query CommentComposerPersonas {
    viewer {
      persona {
        type
        id
      }
      personas {
        type
        id
        name
      }
    }
  }
`

// the identities a member can post as; the choice starts on the current persona
export function useComposerPersonas(signedIn: boolean) {
  const { data } = useQuery(PERSONAS, { skip: !signedIn })
  const viewer = data?.viewer
  return { personas: postAsOptions(viewer?.personas ?? []), current: viewer?.persona ?? null }
}
