import type { AccountsService } from '@showroom/accounts'
import type { AlertsService } from '@showroom/alerts'
import type { CommentsService } from '@showroom/comments'
import type { CommerceService } from '@showroom/commerce'
import type { DiscoveryService } from '@showroom/discovery'
import type { MediaService } from '@showroom/media'
import type { Logger, Storage } from '@showroom/platform'
import { loadAlerts } from './alerts.ts'
import { CITIES } from './cities.ts'
import { type CityEvents, loadComments } from './comments.ts'
import { cityEvents } from './content/events.ts'
import { lookbooks } from './content/lookbooks.ts'
import { cityNews } from './content/news.ts'
import { cityReviews } from './content/reviews.ts'
import { todayIn } from './dates.ts'
import { demoImages, installPool } from './images/index.ts'
import { loadMembers } from './members.ts'
import { loadPlaces } from './places.ts'
import { createRandom } from './random.ts'
import { loadSales } from './sales.ts'

export interface DemoServices {
  accounts: AccountsService
  // a few members' alert subscriptions (optional: older callers load without them)
  alerts?: AlertsService
  comments: CommentsService
  // the sample sales (optional: older callers load without them)
  commerce?: CommerceService
  discovery: DiscoveryService
  media: MediaService
}

export interface DemoOptions {
  // where the demo images go (platform.storage); they are served at storage.url(key)
  storage: Storage
  logger?: Logger
  // delivers what the outbox holds (platform.events.drain): comments learns the events from it
  drainEvents: () => Promise<void>
  // the day the dates are relative to; now by default
  now?: Date
}

// per city: upcoming events over the next ~4 months, past ones, news and reviews
export const DEMO_SIZES = { upcomingEvents: 180, pastEvents: 30, news: 20, reviews: 18 } as const

const ORGANISER = { username: 'olga', designer: 'atelier-nord', venue: 'the-glasshouse' }

// loads the demo data set into an empty database; the same rows every time (dates follow the day)
export async function loadDemoData(
  services: DemoServices,
  options: DemoOptions,
): Promise<{ loaded: boolean }> {
  const { accounts, discovery } = services
  if ((await discovery.api.countCities()) > 0) return { loaded: false }
  const started = Date.now()
  const now = options.now ?? new Date()
  const random = createRandom(20261122)
  const contentRandom = createRandom(20261123)
  const commentsRandom = createRandom(20261124)

  await installPool(options.storage)
  const images = demoImages(options.storage)
  const { designers, venues } = await loadPlaces(discovery, images)
  const members = await loadMembers(accounts, random)
  const olga = members.byUsername.get(ORGANISER.username) as number
  const organiser = {
    userId: olga,
    designerIds: new Set(designers.filter((d) => d.slug === ORGANISER.designer).map((d) => d.id)),
    venueIds: new Set(venues.filter((v) => v.slug === ORGANISER.venue).map((v) => v.id)),
  }
  const [designerId] = organiser.designerIds
  const [venueId] = organiser.venueIds
  await accounts.api.grantPersona(olga, { type: 'designer', id: designerId as number, name: 'Atelier Nord' })
  await accounts.api.grantPersona(olga, { type: 'venue', id: venueId as number, name: 'The Glasshouse' })

  let serial = 0
  let eventCount = 0
  const commentable: CityEvents[] = []
  for (const city of CITIES) {
    const cityDesigners = designers.filter((d) => d.cityId === city.id)
    const cityVenues = venues.filter((v) => v.cityId === city.id)
    const events = cityEvents({
      city,
      designers: cityDesigners,
      venues: cityVenues,
      images,
      random: contentRandom,
      today: todayIn(city.timezone, now),
      upcoming: DEMO_SIZES.upcomingEvents,
      past: DEMO_SIZES.pastEvents,
      organiser,
      serial: () => ++serial,
    })
    // announced, so social and comments know the events (members go to them and comment on them)
    const ids = await discovery.api.addEventsBulk(events, { announce: true })
    eventCount += ids.length
    commentable.push({ city, events: events.map((event, n) => ({ id: ids[n] as number, event })) })
    const pastEvents = events
      .map((event, n) => ({
        id: ids[n] as number,
        venueId: event.venueId,
        designerIds: event.designerIds,
        endsAt: event.endsAt,
      }))
      .filter((event) => event.endsAt < now)

    for (const news of cityNews(city, cityDesigners, cityVenues, images, contentRandom, DEMO_SIZES.news, now))
      await discovery.api.addNews(news)
    const targets = {
      cityId: city.id,
      pastEventIds: pastEvents,
      venues: cityVenues,
      designers: cityDesigners,
    }
    for (const review of cityReviews(targets, members.generated, contentRandom, DEMO_SIZES.reviews, now))
      await discovery.api.addReview(review)
  }
  for (const lookbook of lookbooks(designers, venues, images, contentRandom, now))
    await discovery.api.addLookbook(lookbook)

  const onlineDesignerId = designers.find((d) => d.cityId === 1 && !organiser.designerIds.has(d.id))?.id
  if (services.commerce)
    await loadSales(
      services.commerce,
      {
        designerId: designerId as number,
        venueId: venueId as number,
        onlineDesignerId: onlineDesignerId ?? (designerId as number),
      },
      images,
      now,
    )

  if (services.alerts) await loadAlerts(services.alerts, members.byUsername)

  // the comments service knows events and members once their outbox events are delivered
  await options.drainEvents()
  const byName = [...members.byUsername].filter(([username]) => username !== 'mona')
  const written = await loadComments({
    comments: services.comments,
    media: services.media,
    storage: options.storage,
    cities: commentable,
    authors: [
      ...members.generated.map((userId, n) => ({ userId, username: members.generatedNames[n] as string })),
      ...byName.map(([username, userId]) => ({ userId, username })),
    ],
    random: commentsRandom,
    now,
    drainEvents: options.drainEvents,
  })

  options.logger?.info(
    {
      cities: CITIES.length,
      designers: designers.length,
      venues: venues.length,
      users: members.byUsername.size + members.generated.length,
      events: eventCount,
      comments: written.comments,
      likes: written.likes,
      ms: Date.now() - started,
    },
    'demo data loaded',
  )
  return { loaded: true }
}
