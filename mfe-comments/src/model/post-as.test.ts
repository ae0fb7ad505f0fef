import { describe, expect, it } from '@jest/globals'
import { createApolloClient, gql } from '@showroom/graphql-client'
import { postAsOptions } from './post-as.ts'

const OLGA = [
  { type: 'user', id: 6, name: 'Olga' },
  { type: 'designer', id: 1, name: 'Atelier Nord' },
  { type: 'venue', id: 1, name: 'The Glasshouse' },
]

const PERSONAS = gql`
  query PostAsPersonas {
    viewer {
      personas {
        type
        id
        name
      }
    }
  }
`

describe('the Post as list', () => {
  it('keeps a designer and a venue that share an id as two choices', () => {
    expect(postAsOptions(OLGA).map((persona) => persona.name)).toEqual([
      'Olga',
      'Atelier Nord',
      'The Glasshouse',
    ])
  })

  it('shows an identity the answer repeats only once, in the order it came', () => {
    const repeated = [OLGA[0]!, OLGA[1]!, OLGA[1]!, OLGA[2]!]
    expect(postAsOptions(repeated).map((persona) => `${persona.type}:${persona.id}`)).toEqual([
      'user:6',
      'designer:1',
      'venue:1',
    ])
  })

  it('survives the page cache: designer 1 and venue 1 stay two personas', () => {
    const { cache } = createApolloClient()
    cache.writeQuery({
      query: PERSONAS,
      data: {
        viewer: {
          __typename: 'Viewer',
          personas: OLGA.map((persona) => ({ __typename: 'ViewerPersona', ...persona })),
        },
      },
    })
    const read = cache.readQuery<{ viewer: { personas: typeof OLGA } }>({ query: PERSONAS })
    expect(read?.viewer.personas.map((persona) => persona.name)).toEqual([
      'Olga',
      'Atelier Nord',
      'The Glasshouse',
    ])
  })
})
