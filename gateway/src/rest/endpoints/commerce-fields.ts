import { z } from 'zod'
import { intId } from './comments.endpoints.ts'

// GraphQL's camelCase answers as the spec's snake_case /api fields, all the way down
export function snakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCase)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      snakeCase(inner),
    ]),
  )
}

export const qty = (max: number) =>
  z
    .union([z.number().int(), z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)])
    .pipe(z.number().int().min(0, 'must be 0 or more').max(max, `must be at most ${max}`))

// an amount in major units (49.5), as a number or a decimal string
export const amount = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount such as 49.50')
        .transform(Number),
    ])
    .pipe(z.number().min(0, 'must be 0 or more').max(1_000_000, 'must be at most 1000000'))

export const idempotencyKey = () =>
  z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _')

export const cardNumber = () => z.string().regex(/^[\d -]{12,23}$/, 'must be a card number')
export const paymentMethod = () =>
  z.string().regex(/^pm_[A-Za-z0-9_]{1,60}$/, 'must be a payment method token')

export const sizeList = z
  .union([
    z.array(z.unknown()),
    z
      .string()
      .max(20_000, 'must be at most 20000 characters')
      .transform((json, ctx) => {
        try {
          return JSON.parse(json) as unknown
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a list of {id?, label, stock}' })
          return z.NEVER
        }
      }),
  ])
  .pipe(
    z
      .array(
        z.strictObject({ id: intId().optional(), label: z.string().min(1).max(40), stock: qty(100_000) }),
      )
      .min(1, 'must have a size')
      .max(30, 'must be at most 30 sizes'),
  )

export const SALE_FIELDS = `id name personaType personaId cityId startsAt endsAt status currency currencySymbol description
  sizeChart heroImageUrl serveCapacity shippingFee freeShippingOver isPublished isRegistered soldOut
  stats { soldRecently boughtRecently viewingNow waitingToShop } isPreview isOwnSale storeUrl imageUrls`
export const PRODUCT_FIELDS = `id flashSaleId name description price originalPrice heroThumbUrl isNewSeason remaining
  badges { type label count } sizes { id label remaining } imageUrls`
export const BASKET_FIELDS = `items { id flashSaleId flashSaleName productId productName sizeId sizeLabel qty price
  originalPrice heroThumbUrl holdExpiresAt held } itemCount subtotal savings shipping shippingLabel total currency
  currencySymbol checkoutInProgress notice`
export const ORDER_FIELDS = `id token status kind currency currencySymbol subtotal shipping total createdAt paidAt url
  products { productName sizeLabel qty price heroThumbUrl }`
export const QUEUE_FIELDS = 'flashSaleId status position waitingToShop admitted admittedUntil soldOut'

// a sale as the spec's pages link it (the store link of part 2)
export const saleJson = (sale: Record<string, unknown>) => snakeCase(sale)
