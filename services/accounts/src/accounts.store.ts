import type { Transaction } from 'kysely'
import type { AccountsDb, AccountsTables } from './accounts.tables.ts'
import { personaQueries } from './personas.store.ts'
import { promptQueries } from './prompts.store.ts'
import { rateLimitQueries } from './rate-limits.store.ts'
import { sessionQueries } from './sessions.store.ts'
import { userQueries } from './users.store.ts'

export type { UserPatch } from './users.store.ts'

function createQueries(db: AccountsDb) {
  return {
    ...userQueries(db),
    ...sessionQueries(db),
    ...personaQueries(db),
    ...promptQueries(db),
    ...rateLimitQueries(db),
  }
}

export type AccountsQueries = ReturnType<typeof createQueries>
export type AccountsStore = ReturnType<typeof createAccountsStore>

// all SQL of the service; each file holds one table's queries
export function createAccountsStore(db: AccountsDb) {
  return {
    ...createQueries(db),
    // runs fn with the queries bound to one transaction; trx itself goes to the outbox
    transaction<T>(fn: (tx: AccountsQueries, trx: Transaction<AccountsTables>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(createQueries(trx), trx))
    },
  }
}
