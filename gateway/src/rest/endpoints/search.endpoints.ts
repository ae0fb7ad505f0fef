import { z } from 'zod'
import { mergeSuggestions } from '../../search/suggestions-merge.ts'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { id, text } from './fields.ts'

const GRAPHQL_INT_MAX = 2_147_483_647

// forms and query strings send an empty city_id for "every city"
const optionalCityId = z
  .union([z.literal(''), id().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))

const searchAutocomplete = defineEndpoint({
  name: 'search_autocomplete',
  method: 'GET',
  auth: 'optional',
  summary:
    'Suggestions for the search box: values.suggestions, at most 15 names or titles; none for under 2 characters.',
  input: z.object({ search_string: text(200).optional().default(''), city_id: optionalCityId }),
  operation: `query SearchAutocomplete($term: String!, $cityId: Int) {
    searchSuggestions(term: $term, cityId: $cityId, limit: 15)
    flashSaleSuggestions(term: $term, cityId: $cityId, limit: 15)
  }`,
  // sales are merged in from commerce; when it cannot answer, discovery's suggestions still do
  partialUnder: ['flashSaleSuggestions'],
  variables: (input) => ({ term: input.search_string, cityId: input.city_id }),
  result: (data: { searchSuggestions: string[]; flashSaleSuggestions?: string[] | null }) => ({
    values: {
      suggestions: mergeSuggestions(data.searchSuggestions, data.flashSaleSuggestions ?? null, 15),
    },
  }),
})

export const searchEndpoints: RestEndpoint[] = [searchAutocomplete] as RestEndpoint[]
