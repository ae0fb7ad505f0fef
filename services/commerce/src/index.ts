import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { EventBus, JobQueue, Logger, Platform, PubSub, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_commerce.ts'
import * as queuePositions from '../migrations/0002_queue_positions.ts'
import * as sellerImages from '../migrations/0003_seller_images.ts'
import * as mailLanguages from '../migrations/0004_mail_languages.ts'
import { createBasketService } from './basket.service.ts'
import { createCheckoutService } from './checkout.service.ts'
import { type CommerceMailDeps, createCommerceMails } from './commerce.mails.ts'
import { addDemoSales, type DemoSale } from './demo-sales.ts'
import { type CommerceContext, commerceEvents, saleTopic } from './commerce.deps.ts'
import type { CommerceTables } from './commerce.tables.ts'
import { membersWithExpiredHolds } from './holds.ts'
import { createLiveService, createPresence } from './live.service.ts'
import { createOrdersService } from './orders.service.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { createTestPaymentProvider } from './payments/test-provider.ts'
import { createQueueService } from './queue.service.ts'
import { type CommerceCore, createResolvers } from './resolvers.ts'
import { createSalesListing } from './sales.listing.ts'
import { createSalesService } from './sales.service.ts'
import { createSellerSchema } from './seller.schema.ts'
import { createSellerService } from './seller.service.ts'

export {
  CommerceErrorCode,
  DECLINED_TEXT,
  FAILED_TEXT,
  ITEMS_REMOVED_TEXT,
  SOLD_OUT_TEXT,
} from './commerce.errors.ts'
export { HOLD_MINUTES, SHOP_MINUTES } from './commerce.rules.ts'
export type { DemoSale } from './demo-sales.ts'
export type { PaymentProvider } from './payments/provider.ts'
export {
  createSaleDigestSource,
  type DigestSaleItem,
  type SaleDigestQuestion,
  type SalesForDigests,
} from './sales.digest-source.ts'
export { testChargeCount } from './payments/test-provider.ts'
export { commerceEvents, saleTopic }

export interface CommerceDeps {
  // already scoped to the commerce schema
  db: Kysely<CommerceTables>
  // with subscribe, the sale registration and order mails are sent when `mail` is given
  events: Pick<EventBus, 'publish'> & Partial<Pick<EventBus, 'subscribe'>>
  pubsub: Pick<PubSub, 'publish' | 'subscribe'>
  logger: Logger
  // the hold-expiry and waiting-room ticks run as platform jobs when given
  jobs?: Pick<JobQueue, 'register' | 'enqueue'>
  payments?: PaymentProvider
  now?: () => Date
  liveRefreshMs?: number
  // viewing now counts the connections of every gateway sharing this Redis (else this process's)
  redisUrl?: string
  // addresses from accounts and the alerts service's notices: the registration and order mails
  mail?: CommerceMailDeps
}

export interface CommerceService extends ServiceModule {
  name: 'commerce'
  // one round of the background work: expired holds back to stock, open sales drawn and admitted
  maintain(): Promise<void>
  api: {
    // the demo data set's sales (demo/), as their sellers would have saved them
    addDemoSales(sales: readonly DemoSale[]): Promise<number[]>
  }
}

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))
export const MAINTAIN_JOB = 'commerce.maintain'
const MAINTAIN_EVERY_MS = 30_000

export function createCommerceService(deps: CommerceDeps): CommerceService {
  const now = deps.now ?? (() => new Date())
  const c: CommerceContext = {
    db: deps.db,
    events: deps.events,
    pubsub: deps.pubsub,
    logger: deps.logger,
    payments: deps.payments ?? createTestPaymentProvider(deps.db),
    now,
  }
  const presence = createPresence({ redisUrl: deps.redisUrl, now, logger: deps.logger })
  const sales = createSalesService(c, (id) => presence.count(id))
  const mails = createCommerceMails(c)
  const core: CommerceCore = {
    c,
    mails,
    sales,
    basket: createBasketService(c),
    checkout: createCheckoutService(c),
    orders: createOrdersService(c),
    queue: createQueueService(c),
    seller: createSellerService(c),
    live: createLiveService(c, sales, presence, deps.liveRefreshMs),
  }

  // pro periods that have run out: accounts takes is_pro away on the event
  async function endPro() {
    await c.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('pro_members')
        .set({ pro_until: null })
        .where('pro_until', '<=', now())
        .returning('user_id')
        .execute()
      for (const { user_id } of ended)
        await c.events.publish(trx, {
          type: commerceEvents.proEnded,
          aggregateType: 'user',
          aggregateId: user_id,
          payload: { userId: user_id },
        })
    })
  }

  async function maintain() {
    await endPro()
    await core.checkout.reconcile()
    await core.basket.expireAll(await membersWithExpiredHolds(c.db, now()))
    const open = await c.db
      .selectFrom('sales')
      .select('id')
      .where('serve_capacity', 'is not', null)
      .where('starts_at', '<=', now())
      .where('ends_at', '>', now())
      .execute()
    for (const sale of open) await core.queue.tick(sale.id)
  }

  const schedule = (at: number) =>
    deps.jobs?.enqueue(
      MAINTAIN_JOB,
      {},
      { runAt: new Date(at), singletonKey: `${MAINTAIN_JOB}:${Math.floor(at / MAINTAIN_EVERY_MS)}` },
    )

  let started = false
  let subscribed = false
  return {
    name: 'commerce',
    schema: buildSubgraphSchema([
      { typeDefs, resolvers: createResolvers(core) },
      createSalesListing(c, (id) => presence.count(id)),
      createSellerSchema(c, sales),
    ]),
    migrations: {
      '0001_commerce': initial,
      '0002_queue_positions': queuePositions,
      '0003_seller_images': sellerImages,
      '0004_mail_languages': mailLanguages,
    },
    maintain,
    api: { addDemoSales: (sales) => addDemoSales(c, sales) },
    async start() {
      if (!subscribed && deps.mail && deps.events.subscribe) {
        subscribed = true
        await mails.subscribe({ subscribe: deps.events.subscribe.bind(deps.events) }, deps.mail)
      }
      if (started || !deps.jobs) return
      started = true
      deps.jobs.register(MAINTAIN_JOB, async () => {
        try {
          await maintain()
        } finally {
          await schedule(Date.now() + MAINTAIN_EVERY_MS)
        }
      })
      await schedule(Date.now())
    },
    async stop() {
      await presence.close()
    },
  }
}

export const COMMERCE_EVENTS = Object.values(commerceEvents)

// the gateway's wiring, one line in its composition root
export const commerceDepsOf = (platform: Platform): CommerceDeps => ({
  db: platform.database.forSchema('commerce'),
  events: platform.events,
  pubsub: platform.pubsub,
  jobs: platform.jobs,
  logger: platform.logger.child({ service: 'commerce' }),
  ...(platform.config.redisUrl ? { redisUrl: platform.config.redisUrl } : {}),
})
