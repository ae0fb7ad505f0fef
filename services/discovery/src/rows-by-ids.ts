import { anyOf, prepared } from '@showroom/platform'
import type { Selectable } from 'kysely'
import type { DiscoveryTables } from './discovery.tables.ts'

// the tables whose rows pages read by a list of ids
export type ById = 'cities' | 'designers' | 'venues' | 'events' | 'news' | 'lookbooks' | 'reviews'

// a table's rows by a list of ids, built once (packages/platform/src/db/prepared.ts): `= any($1)`
// is one text whatever the number of ids, so PostgreSQL parses it once per connection
export const rowsByIds = <T extends ById>(table: T) =>
  prepared<{ ids: readonly number[] }, Selectable<DiscoveryTables[T]>, DiscoveryTables>((db, slot) =>
    db
      .selectFrom(table as ById)
      .selectAll()
      .where('id', '=', anyOf(slot('ids'))),
  )
