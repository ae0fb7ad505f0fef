import { createCityHomeResolvers } from './city-home/city-home.resolvers.ts'
import type { CityHomeStore } from './city-home/city-home.store.ts'
import { createContentResolvers } from './content/content.resolvers.ts'
import type { ContentStore } from './content/content.store.ts'
import { createLoaders } from './discovery.loaders.ts'
import type { DiscoveryStore } from './discovery.store.ts'
import { createEventsResolvers } from './events/events.resolvers.ts'
import type { EventsService } from './events/events.service.ts'
import type { EventsStore } from './events/events.store.ts'
import type { KeptAnswers } from './kept-answers/kept-answers.ts'
import { createPlacesResolvers } from './places.resolvers.ts'

export interface ResolverDeps {
  places: DiscoveryStore
  events: EventsStore
  content: ContentStore
  home: CityHomeStore
  eventsService: EventsService
  kept: KeptAnswers
  now: () => Date
}

type ResolverMap = Record<string, Record<string, unknown>>

// each area's resolvers, merged type by type into one map for the subgraph
export function createResolvers(deps: ResolverDeps): ResolverMap {
  const loaders = createLoaders({
    places: deps.places,
    events: deps.events,
    content: deps.content,
    now: deps.now,
  })
  const parts: ResolverMap[] = [
    createPlacesResolvers(deps.places, loaders, deps.now),
    createEventsResolvers({
      service: deps.eventsService,
      store: deps.events,
      loaders,
      kept: deps.kept,
      now: deps.now,
    }),
    createContentResolvers({ store: deps.content, loaders, now: deps.now }),
    createCityHomeResolvers({ ...deps, loaders }),
  ]
  const merged: ResolverMap = {}
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...fields }
  }
  return merged
}
