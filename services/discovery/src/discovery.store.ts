import { firstRow, prepared, preparedShapes } from '@showroom/platform'
import type { Kysely, Selectable } from 'kysely'
import type { DiscoveryTables } from './discovery.tables.ts'
import { rowsByIds } from './rows-by-ids.ts'

export type CityRow = Selectable<DiscoveryTables['cities']>
export type DesignerRow = Selectable<DiscoveryTables['designers']>
export type VenueRow = Selectable<DiscoveryTables['venues']>

// the reads every page makes, built once (packages/platform/src/db/prepared.ts)
type Table = 'cities' | 'designers' | 'venues'
const rowBySlug = <T extends Table>(table: T) =>
  prepared<{ slug: string }, Selectable<DiscoveryTables[T]>, DiscoveryTables>((db, slot) =>
    db
      .selectFrom(table as Table)
      .selectAll()
      .where('slug', '=', slot('slug')),
  )
// designers or venues by name, of a city or of all
type InCity = { inCity: boolean }
type CityPage = { cityId: number; first: number }
const inCityKey = (shape: InCity) => (shape.inCity ? 'city' : 'all')
const listDesigners = preparedShapes<InCity, CityPage, DesignerRow, DiscoveryTables>(
  inCityKey,
  (db, slot, shape) => {
    const query = db.selectFrom('designers').selectAll().orderBy('name_en').limit(slot('first'))
    return shape.inCity ? query.where('city_id', '=', slot('cityId')) : query
  },
)
const listVenues = preparedShapes<InCity, CityPage, VenueRow, DiscoveryTables>(
  inCityKey,
  (db, slot, shape) => {
    const query = db.selectFrom('venues').selectAll().orderBy('address_business_name').limit(slot('first'))
    return shape.inCity ? query.where('city_id', '=', slot('cityId')) : query
  },
)
const read = {
  listCities: prepared<Record<string, never>, Selectable<DiscoveryTables['cities']>, DiscoveryTables>((db) =>
    db.selectFrom('cities').selectAll().orderBy('position'),
  ),
  listDesigners,
  listVenues,
  citiesByIds: rowsByIds('cities'),
  designersByIds: rowsByIds('designers'),
  venuesByIds: rowsByIds('venues'),
  cityBySlug: rowBySlug('cities'),
  designerBySlug: rowBySlug('designers'),
  venueBySlug: rowBySlug('venues'),
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function createDiscoveryStore(db: Kysely<DiscoveryTables>) {
  return {
    // cities: the ordered list for the city selector
    listCities: () => read.listCities(db, {}),
    cityById: (id: number) => firstRow(read.citiesByIds(db, { ids: [id] })),
    cityBySlug: (slug: string) => firstRow(read.cityBySlug(db, { slug })),
    citiesByIds: (ids: readonly number[]) =>
      ids.length ? read.citiesByIds(db, { ids: ids }) : Promise.resolve([]),
    countCities: async () => {
      const row = await db
        .selectFrom('cities')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    designerBySlug: (slug: string) => firstRow(read.designerBySlug(db, { slug })),
    designersByIds: (ids: readonly number[]) =>
      ids.length ? read.designersByIds(db, { ids: ids }) : Promise.resolve([]),
    listDesigners: (cityId: number | null, first: number) =>
      read.listDesigners(db, { inCity: cityId !== null }, { cityId: cityId ?? 0, first }),
    // prefix match served by designers_name_prefix_idx
    designersByPrefix: (prefix: string, limit: number) =>
      db
        .selectFrom('designers')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['name_en']), 'like', `${escapeLike(prefix.toLowerCase())}%`))
        .orderBy('name_en')
        .limit(limit)
        .execute(),

    venueBySlug: (slug: string) => firstRow(read.venueBySlug(db, { slug })),
    venuesByIds: (ids: readonly number[]) =>
      ids.length ? read.venuesByIds(db, { ids: ids }) : Promise.resolve([]),
    listVenues: (cityId: number | null, first: number) =>
      read.listVenues(db, { inCity: cityId !== null }, { cityId: cityId ?? 0, first }),

    insertCity: (row: DiscoveryTables['cities']) => db.insertInto('cities').values(row).execute(),
    insertDesigner: (row: Omit<DiscoveryTables['designers'], 'id' | 'created_at'>) =>
      db.insertInto('designers').values(row).returning('id').executeTakeFirstOrThrow(),
    insertVenue: (row: Omit<DiscoveryTables['venues'], 'id' | 'created_at'>) =>
      db.insertInto('venues').values(row).returning('id').executeTakeFirstOrThrow(),
  }
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>
