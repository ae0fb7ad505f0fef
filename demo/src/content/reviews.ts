import type { NewReview } from '@showroom/discovery'
import type { Random } from '../random.ts'
import type { PlacedDesigner, PlacedVenue } from './types.ts'

const BY_RATING: Record<number, readonly { title: string; body: string }[]> = {
  5: [
    {
      title: 'Worth every minute of the queue',
      body: 'Beautiful pieces, fair prices and a team that actually helped with sizing. I left with a coat I will wear for ten years.',
    },
    {
      title: 'The best sale of the season',
      body: 'Well organised, calm inside, and the samples were in perfect condition. Already looking forward to the next one.',
    },
  ],
  4: [
    {
      title: 'Great finds, busy room',
      body: 'Lovely knitwear and plenty of sizes early on. It got crowded after lunch, so go in the morning.',
    },
    {
      title: 'Really enjoyed it',
      body: 'A friendly evening with good music and a proper look at how the clothes are made. The fitting room line was long.',
    },
  ],
  3: [
    {
      title: 'Good, not great',
      body: 'Some nice pieces but the rails thinned out fast. Prices were fair for what was left.',
    },
  ],
  2: [
    {
      title: 'Expected more',
      body: 'Most of the stock was small sizes and the queue barely moved. The staff were kind about it though.',
    },
  ],
  1: [
    {
      title: 'Not for me',
      body: 'Closed early and most of the advertised pieces were gone. Hope the next one is better planned.',
    },
  ],
}

export interface ReviewTargets {
  cityId: number
  pastEventIds: { id: number; venueId?: number; designerIds?: number[] }[]
  venues: PlacedVenue[]
  designers: PlacedDesigner[]
}

export function cityReviews(
  targets: ReviewTargets,
  authorIds: number[],
  random: Random,
  count: number,
  now: Date,
): NewReview[] {
  return Array.from({ length: count }, (_, n) => {
    const rating = random.weighted([5, 4, 3, 2, 1] as const, (r) => ({ 5: 8, 4: 6, 3: 3, 2: 1, 1: 1 })[r])
    const text = random.pick(BY_RATING[rating] ?? [])
    const event = n % 3 !== 2 ? random.pick(targets.pastEventIds) : undefined
    const about = event
      ? { eventId: event.id, venueId: event.venueId, designerId: event.designerIds?.[0] }
      : n % 2 === 0
        ? { venueId: random.pick(targets.venues).id }
        : { designerId: random.pick(targets.designers).id }
    return {
      cityId: targets.cityId,
      ...about,
      userId: authorIds[(n * 7 + targets.cityId) % authorIds.length] as number,
      rating,
      title: text.title,
      body: text.body,
      createdAt: new Date(now.getTime() - (n * 2 + random.next()) * 24 * 3600 * 1000),
    }
  })
}
