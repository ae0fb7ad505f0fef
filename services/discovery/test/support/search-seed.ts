import type { TestGateway } from '@showroom/testkit'
import type { NewEvent } from '../../src/discovery.api.ts'

export const DAY = 24 * 60 * 60 * 1000

// an event of a day, in London (city 1) unless moved, a sale (type 1), open on the day it starts
export function event(slug: string, nameEn: string, startsAt: Date, designerIds: number[] = []): NewEvent {
  return {
    slug,
    nameEn,
    designerIds,
    cityId: 1,
    typeId: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + DAY),
    openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
  }
}

// London and the sale type, which the search tests' events are filed under
export async function addLondonAndSales(gateway: TestGateway): Promise<void> {
  const api = gateway.services.discovery.api
  await api.addCity(
    { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'GBP' },
    0,
  )
  await api.addEventType({ id: 1, key: 'sale', nameEn: 'Sale', nameZh: '特卖', color: '#c33', position: 0 })
}
