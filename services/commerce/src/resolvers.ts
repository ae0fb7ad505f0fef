import type { GraphQLResolverMap } from '@apollo/subgraph'
import type { RequestContext } from '@showroom/platform'
import { requireViewer } from './access.ts'
import type { BasketService } from './basket.service.ts'
import type { CheckoutService } from './checkout.service.ts'
import type { CommerceMails } from './commerce.mails.ts'
import type { CommerceContext } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import type { createLiveService } from './live.service.ts'
import type { OrdersService, orderView } from './orders.service.ts'
import type { QueueService } from './queue.service.ts'
import type { SalesService } from './sales.service.ts'
import { type ProductInput, type SaleInput, type SellerService, sellerSale } from './seller.service.ts'

export interface CommerceCore {
  c: CommerceContext
  // the language of the page a member registers or pays from: their mails are written in it
  mails?: Pick<CommerceMails, 'noteLanguage'>
  sales: SalesService
  basket: BasketService
  checkout: CheckoutService
  orders: OrdersService
  queue: QueueService
  seller: SellerService
  live: ReturnType<typeof createLiveService>
}

type PaymentArgs = {
  idempotencyKey: string
  payment: { cardNumber?: string | null; paymentMethod?: string | null }
  termsAccepted: boolean
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/
function checkoutInput(args: PaymentArgs) {
  if (!KEY.test(args.idempotencyKey))
    throw commerceErrors.invalidInput('idempotency_key', 'must be 8 to 100 letters, digits, - or _')
  const card = args.payment.cardNumber ?? null
  const token = args.payment.paymentMethod ?? null
  if (card !== null && !/^[\d -]{12,23}$/.test(card))
    throw commerceErrors.invalidInput('card_number', 'must be a card number')
  if (token !== null && !/^pm_[A-Za-z0-9_]{1,60}$/.test(token))
    throw commerceErrors.invalidInput('payment_method', 'must be a payment method token')
  if (card === null && token === null) throw commerceErrors.invalidInput('card_number', 'must be given')
  return {
    idempotencyKey: args.idempotencyKey,
    method: { cardNumber: card, token },
    termsAccepted: args.termsAccepted,
  }
}

const csvCell = (value: unknown) => {
  const s = String(value ?? '')
  // a leading = + - @ (or a tab or carriage return before one) would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function ordersCsv(orders: ReturnType<typeof orderView>[]): string {
  const rows = [['order_id', 'paid_at', 'buyer_user_id', 'product', 'size', 'qty', 'price', 'currency']]
  for (const o of orders)
    for (const p of o.products)
      rows.push([
        String(o.id),
        o.paidAt ?? '',
        String(o.buyerUserId),
        p.productName,
        p.sizeLabel,
        String(p.qty),
        p.price.toFixed(2),
        o.currency,
      ])
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`
}

export function createResolvers(core: CommerceCore): GraphQLResolverMap<RequestContext> {
  const { sales, basket, checkout, orders, queue, seller, live } = core
  const noteLanguage = async (ctx: RequestContext) => {
    if (ctx.viewer) await core.mails?.noteLanguage(ctx.viewer.userId, ctx.locale)
  }
  return {
    Query: {
      flashSales: (
        _: unknown,
        args: { cityId?: number | null; includeEnded?: boolean | null },
        ctx: RequestContext,
      ) => sales.list(ctx, args),
      flashSale: (_: unknown, args: { id: number }, ctx: RequestContext) => sales.get(ctx, args.id),
      flashSaleQueue: (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) =>
        queue.status(requireViewer(ctx), args.flashSaleId),
      basket: (_: unknown, __: unknown, ctx: RequestContext) => basket.get(requireViewer(ctx)),
      order: (_: unknown, args: { id: number; token: string }, ctx: RequestContext) =>
        orders.get(ctx, args.id, args.token),
      myOrders: (_: unknown, args: { onlyCurrent?: boolean | null }, ctx: RequestContext) =>
        orders.list(ctx, args.onlyCurrent === true),
      flashSaleOrders: async (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) => {
        // the sale's seller only (ADR 0032)
        const sale = await sellerSale(core.c, ctx, args.flashSaleId)
        const list = await orders.forSale(ctx, sale)
        return { orders: list, csv: ordersCsv(list) }
      },
    },
    Mutation: {
      registerForFlashSale: async (
        _: unknown,
        args: { flashSaleId: number; sendConfirmation?: boolean | null },
        ctx: RequestContext,
      ) => {
        await noteLanguage(ctx)
        return sales.register(ctx, args.flashSaleId, args.sendConfirmation !== false)
      },
      unregisterFromFlashSale: (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) =>
        sales.unregister(ctx, args.flashSaleId),
      reportFlashSaleEnded: (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) =>
        sales.reportEnded(ctx, args.flashSaleId),
      joinFlashSaleQueue: (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) =>
        queue.join(requireViewer(ctx), args.flashSaleId),
      addToBasket: (_: unknown, args: { sizeId: number; qty?: number | null }, ctx: RequestContext) =>
        basket.add(requireViewer(ctx), args.sizeId, args.qty ?? 1),
      updateBasketItem: (_: unknown, args: { itemId: number; qty: number }, ctx: RequestContext) =>
        basket.update(requireViewer(ctx), args.itemId, args.qty),
      removeBasketItem: (_: unknown, args: { itemId: number }, ctx: RequestContext) =>
        basket.remove(requireViewer(ctx), args.itemId),
      checkout: async (_: unknown, args: PaymentArgs, ctx: RequestContext) => {
        const viewer = requireViewer(ctx)
        await noteLanguage(ctx)
        return orders.own(viewer.userId, await checkout.checkout(viewer, checkoutInput(args)))
      },
      purchasePro: async (_: unknown, args: PaymentArgs, ctx: RequestContext) => {
        const viewer = requireViewer(ctx)
        await noteLanguage(ctx)
        return orders.own(viewer.userId, await checkout.purchasePro(viewer, checkoutInput(args)))
      },
      saveFlashSale: async (_: unknown, args: { input: SaleInput }, ctx: RequestContext) =>
        sales.get(ctx, await seller.saveSale(ctx, args.input)),
      saveFlashSaleProduct: async (_: unknown, args: { input: ProductInput }, ctx: RequestContext) => {
        const productId = await seller.saveProduct(ctx, args.input)
        const sale = await sales.get(ctx, args.input.flashSaleId)
        return sale.products.find((p) => p.id === productId)
      },
    },
    Subscription: {
      flashSaleLive: {
        subscribe: (_: unknown, args: { flashSaleId: number }, ctx: RequestContext) =>
          live.watch(ctx, args.flashSaleId),
        resolve: (payload: unknown) => payload,
      },
    },
  }
}
