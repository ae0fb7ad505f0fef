import type { Transaction } from 'kysely'
import type { FeedDb, FeedTables } from './feed.tables.ts'
import { blockQueries } from './blocks.store.ts'
import { itemQueries } from './items.store.ts'
import { pageQueries } from './pages.store.ts'

export type { ItemRow } from './item-row.ts'
export type { Scope } from './pages.store.ts'

const queries = (db: FeedDb) => ({ ...itemQueries(db), ...pageQueries(db), ...blockQueries(db) })

export type FeedQueries = ReturnType<typeof queries>
export type FeedStore = ReturnType<typeof createFeedStore>

export function createFeedStore(db: FeedDb) {
  return {
    ...queries(db),
    transaction<T>(fn: (tx: FeedQueries, trx: Transaction<FeedTables>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(queries(trx), trx))
    },
  }
}
