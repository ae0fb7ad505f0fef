import {
  createEventBus,
  createLogger,
  createPubSub,
  type Database,
  type EventBus,
  migratePlatform,
  migrateSchema,
  type Persona,
  type PubSub,
  type Role,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql, parse, subscribe } from 'graphql'
import { type Kysely, sql } from 'kysely'
import type { CommerceTables } from '../../src/commerce.tables.ts'
import { type CommerceService, createCommerceService, type PaymentProvider } from '../../src/index.ts'

// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

export interface TestClock {
  now(): Date
  advance(ms: number): void
  set(at: Date): void
}

export const viewerOf = (userId: number, options: { persona?: Persona; roles?: Role[] } = {}): Viewer => ({
  userId,
  sessionId: `session-${userId}`,
  persona: options.persona ?? { type: 'user', id: userId },
  roles: options.roles ?? ['member'],
  isPro: false,
  isTeam: false,
  points: 0,
})

export interface CommerceHarness {
  database: Database
  service: CommerceService
  events: EventBus
  pubsub: PubSub
  clock: TestClock
  call(
    source: string,
    viewer: Viewer | null | undefined,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<Json>>
  // data of a call that must succeed
  ok(source: string, viewer: Viewer | null | undefined, variables?: Record<string, unknown>): Promise<Json>
  subscribe(
    source: string,
    viewer: Viewer | null | undefined,
    variables?: Record<string, unknown>,
  ): Promise<AsyncIterableIterator<ExecutionResult<Json>> | ExecutionResult<Json>>
  newMember(roles?: Role[]): Viewer
  // a member acting as a new designer persona (a seller)
  newSeller(): Viewer
  // a published sale with one product per entry of `stock` (one size each), open now unless told
  newSale(
    seller: Viewer,
    options?: SaleOptions,
  ): Promise<{ id: number; sizeIds: number[]; productIds: number[] }>
  publishedEvents(type: string): Promise<Json[]>
  snapshot(): Promise<Json>
  close(): Promise<void>
}

export interface SaleOptions {
  stock?: number[]
  startsInMs?: number
  serveCapacity?: number | null
  currency?: string
  price?: number
  originalPrice?: number
  shippingFee?: number
  freeShippingOver?: number | null
  published?: boolean
}

let nextId = 5000

export const SAVE_SALE = `mutation ($input: FlashSaleInput!) { saveFlashSale(input: $input) { id status } }`
export const SAVE_PRODUCT = `mutation ($input: FlashSaleProductInput!) {
  saveFlashSaleProduct(input: $input) { id sizes { id label remaining } }
}`

export async function createCommerceHarness(
  kind: TestDatabaseKind,
  options: { payments?: (db: Kysely<CommerceTables>) => PaymentProvider } = {},
): Promise<CommerceHarness> {
  const database = await createTestDatabase(kind)
  const logger = createLogger({ level: 'silent' })
  await migratePlatform(database)
  let current = new Date('2026-12-02T12:00:00Z').getTime()
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (at) => {
      current = at.getTime()
    },
  }
  const events = createEventBus(database, { logger })
  const pubsub = createPubSub({ logger })
  const service = createCommerceService({
    db: database.forSchema('commerce'),
    events,
    pubsub,
    logger,
    now: clock.now,
    liveRefreshMs: 200,
    ...(options.payments ? { payments: options.payments(database.forSchema('commerce')) } : {}),
  })
  await migrateSchema(database, 'commerce', service.migrations)
  await service.start?.()
  const context = (viewer: Viewer | null | undefined) => ({
    viewer: viewer ?? null,
    requestId: 'test',
    authToken: null,
    locale: 'en',
    clientIp: null,
  })

  const harness: CommerceHarness = {
    database,
    service,
    events,
    pubsub,
    clock,
    async call(source, viewer, variables) {
      const result = await graphql({
        schema: service.schema,
        source,
        contextValue: context(viewer),
        ...(variables ? { variableValues: variables } : {}),
      })
      return { ...result, data: result.data ? JSON.parse(JSON.stringify(result.data)) : result.data }
    },
    async ok(source, viewer, variables) {
      const result = await harness.call(source, viewer, variables)
      if (result.errors?.length) throw result.errors[0]
      return result.data
    },
    subscribe: (source, viewer, variables) =>
      subscribe({
        schema: service.schema,
        document: parse(source),
        contextValue: context(viewer),
        ...(variables ? { variableValues: variables } : {}),
      }),
    newMember: (roles) => viewerOf(nextId++, roles ? { roles } : {}),
    newSeller: () => viewerOf(nextId++, { persona: { type: 'designer', id: nextId++ } }),
    async newSale(seller, options = {}) {
      const starts = new Date(clock.now().getTime() + (options.startsInMs ?? -60_000))
      const sale = await harness.ok(SAVE_SALE, seller, {
        input: {
          personaType: seller.persona.type,
          personaId: seller.persona.id,
          name: 'Sample sale',
          cityId: 1,
          startsAt: starts.toISOString(),
          endsAt: new Date(starts.getTime() + 7 * 86_400_000).toISOString(),
          currency: options.currency ?? 'gbp',
          serveCapacity: options.serveCapacity ?? null,
          shippingFee: options.shippingFee ?? 4.95,
          freeShippingOver: options.freeShippingOver === undefined ? 100 : options.freeShippingOver,
          isPublished: options.published ?? true,
        },
      })
      const sizeIds: number[] = []
      const productIds: number[] = []
      for (const [i, stock] of (options.stock ?? [10]).entries()) {
        const product = await harness.ok(SAVE_PRODUCT, seller, {
          input: {
            flashSaleId: sale.saveFlashSale.id,
            name: `Product ${i + 1}`,
            price: options.price ?? 40,
            originalPrice: options.originalPrice ?? 100,
            heroThumbUrl: `https://img.example/${i}.jpg`,
            sizes: [{ label: 'M', stock }],
          },
        })
        productIds.push(product.saveFlashSaleProduct.id)
        sizeIds.push(product.saveFlashSaleProduct.sizes[0].id)
      }
      return { id: sale.saveFlashSale.id, sizeIds, productIds }
    },
    async publishedEvents(type) {
      const { rows } = await sql<{ payload: Json }>`
        select payload from platform.events where type = ${type} order by occurred_at, id`.execute(
        database.db,
      )
      return rows.map((row) => row.payload)
    },
    async snapshot() {
      const tables = [
        'sales',
        'products',
        'sizes',
        'baskets',
        'basket_items',
        'orders',
        'order_lines',
        'payments',
        'registrations',
        'queue_entries',
        'reports',
        'pro_members',
      ]
      const out: Record<string, Json> = {}
      for (const table of tables) {
        const { rows } = await sql`select * from ${sql.table(`commerce.${table}`)} order by 1, 2`.execute(
          database.db,
        )
        out[table] = rows
      }
      const { rows } =
        await sql`select count(*)::int as n from platform.events where type like 'commerce.%'`.execute(
          database.db,
        )
      out.events = rows
      return out
    },
    async close() {
      await events.stop()
      await pubsub.close()
      await database.drop()
    },
  }
  return harness
}

export function refusalOf(result: ExecutionResult): { code: unknown; http: unknown; message: string } {
  const error = result.errors?.[0]
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return { code: error.extensions?.code, http: error.extensions?.http, message: error.message }
}

export const BASKET_FIELDS = `items { id sizeId qty price originalPrice holdExpiresAt held productName } itemCount subtotal savings shipping shippingLabel total currency currencySymbol checkoutInProgress notice`
export const GET_BASKET = `{ basket { ${BASKET_FIELDS} } }`
export const ADD = `mutation ($sizeId: Int!, $qty: Int) { addToBasket(sizeId: $sizeId, qty: $qty) { ${BASKET_FIELDS} } }`
export const UPDATE = `mutation ($itemId: Int!, $qty: Int!) { updateBasketItem(itemId: $itemId, qty: $qty) { ${BASKET_FIELDS} } }`
export const REMOVE = `mutation ($itemId: Int!) { removeBasketItem(itemId: $itemId) { ${BASKET_FIELDS} } }`
export const ORDER_FIELDS =
  'id token status kind currencySymbol total subtotal shipping url products { productName sizeLabel qty price heroThumbUrl }'
export const CHECKOUT = `mutation ($key: String!, $card: String, $terms: Boolean!) {
  checkout(idempotencyKey: $key, payment: { cardNumber: $card }, termsAccepted: $terms) { ${ORDER_FIELDS} }
}`
export const PRO = `mutation ($key: String!, $card: String, $terms: Boolean!) {
  purchasePro(idempotencyKey: $key, payment: { cardNumber: $card }, termsAccepted: $terms) { ${ORDER_FIELDS} proUntil }
}`
export const SALE = `query ($id: Int!) { flashSale(id: $id) {
  id name status currencySymbol isRegistered soldOut
  stats { soldRecently boughtRecently viewingNow waitingToShop }
  products { id name remaining badges { type label count } sizes { id label remaining } }
} }`
export const SUCCESS_CARD = '4242 4242 4242 4242'
export const DECLINE_CARD = '4000 0000 0000 0002'
export const FAIL_CARD = '4000 0000 0000 0119'

// every size's stock, by id
export async function stockOf(harness: CommerceHarness, sizeId: number): Promise<number> {
  const { rows } = await sql<{
    stock: number
  }>`select stock from commerce.sizes where id = ${sizeId}`.execute(harness.database.db)
  return rows[0]?.stock ?? -1
}
