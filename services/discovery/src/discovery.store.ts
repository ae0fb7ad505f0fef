import type { Kysely, Selectable } from 'kysely'
import type { DiscoveryTables } from './discovery.tables.ts'

export type CityRow = Selectable<DiscoveryTables['cities']>
export type DesignerRow = Selectable<DiscoveryTables['designers']>
export type VenueRow = Selectable<DiscoveryTables['venues']>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function createDiscoveryStore(db: Kysely<DiscoveryTables>) {
  return {
    // cities: the ordered list for the city selector
    listCities: () => db.selectFrom('cities').selectAll().orderBy('position').execute(),
    cityById: (id: number) => db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst(),
    cityBySlug: (slug: string) =>
      db.selectFrom('cities').selectAll().where('slug', '=', slug).executeTakeFirst(),
    citiesByIds: (ids: readonly number[]) =>
      ids.length
        ? db
            .selectFrom('cities')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    countCities: async () => {
      const row = await db
        .selectFrom('cities')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    designerBySlug: (slug: string) =>
      db.selectFrom('designers').selectAll().where('slug', '=', slug).executeTakeFirst(),
    designersByIds: (ids: readonly number[]) =>
      ids.length
        ? db
            .selectFrom('designers')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    listDesigners: (cityId: number | null, first: number) => {
      let query = db.selectFrom('designers').selectAll().orderBy('name_en').limit(first)
      if (cityId !== null) query = query.where('city_id', '=', cityId)
      return query.execute()
    },
    // prefix match served by designers_name_prefix_idx
    designersByPrefix: (prefix: string, limit: number) =>
      db
        .selectFrom('designers')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['name_en']), 'like', `${escapeLike(prefix.toLowerCase())}%`))
        .orderBy('name_en')
        .limit(limit)
        .execute(),

    venueBySlug: (slug: string) =>
      db.selectFrom('venues').selectAll().where('slug', '=', slug).executeTakeFirst(),
    venuesByIds: (ids: readonly number[]) =>
      ids.length
        ? db
            .selectFrom('venues')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),
    listVenues: (cityId: number | null, first: number) => {
      let query = db.selectFrom('venues').selectAll().orderBy('address_business_name').limit(first)
      if (cityId !== null) query = query.where('city_id', '=', cityId)
      return query.execute()
    },

    insertCity: (row: DiscoveryTables['cities']) => db.insertInto('cities').values(row).execute(),
    insertDesigner: (row: Omit<DiscoveryTables['designers'], 'id' | 'created_at'>) =>
      db.insertInto('designers').values(row).returning('id').executeTakeFirstOrThrow(),
    insertVenue: (row: Omit<DiscoveryTables['venues'], 'id' | 'created_at'>) =>
      db.insertInto('venues').values(row).returning('id').executeTakeFirstOrThrow(),
  }
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>
