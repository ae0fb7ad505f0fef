import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const CommerceErrorCode = {
  notSignedIn: 'COMMERCE_ERR_NOT_SIGNED_IN',
  notAllowed: 'COMMERCE_ERR_NOT_ALLOWED',
  saleNotFound: 'COMMERCE_ERR_SALE_NOT_FOUND',
  saleEnded: 'COMMERCE_ERR_SALE_ENDED',
  saleClosed: 'COMMERCE_ERR_SALE_CLOSED',
  sizeNotFound: 'COMMERCE_ERR_SIZE_NOT_FOUND',
  productNotFound: 'COMMERCE_ERR_PRODUCT_NOT_FOUND',
  itemNotFound: 'COMMERCE_ERR_ITEM_NOT_FOUND',
  soldOut: 'COMMERCE_ERR_SOLD_OUT',
  notAdmitted: 'COMMERCE_ERR_NOT_ADMITTED',
  basketCurrency: 'COMMERCE_ERR_BASKET_CURRENCY',
  qtyLimit: 'COMMERCE_ERR_QTY_LIMIT',
  checkoutInProgress: 'COMMERCE_ERR_CHECKOUT_IN_PROGRESS',
  termsRequired: 'COMMERCE_ERR_TERMS_REQUIRED',
  basketEmpty: 'COMMERCE_ERR_BASKET_EMPTY',
  itemsRemoved: 'COMMERCE_ERR_ITEMS_REMOVED',
  cardDeclined: 'COMMERCE_ERR_CARD_DECLINED',
  paymentFailed: 'COMMERCE_ERR_PAYMENT_FAILED',
  orderNotFound: 'COMMERCE_ERR_ORDER_NOT_FOUND',
  invalidInput: 'COMMERCE_ERR_INVALID_INPUT',
} as const

export type CommerceErrorCode = (typeof CommerceErrorCode)[keyof typeof CommerceErrorCode]

// the spec's exact texts (part 8)
export const SOLD_OUT_TEXT = 'Oh no! This product has now sold out!'
export const ITEMS_REMOVED_TEXT =
  'Some items you added are now out of stock and have been removed from your basket.'
export const DECLINED_TEXT =
  'Please check your payment details, and that your billing address matches your card address.'
export const FAILED_TEXT =
  "Aww snap! Something went wrong and we couldn't complete your purchase. Please try later!"
export const TERMS_TEXT = 'Please check to agree with the terms'

const C = CommerceErrorCode
export const commerceErrors = {
  notSignedIn: () => serviceError(C.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  notAllowed: () => serviceError(C.notAllowed, 'You cannot do this.', { http: 403 }),
  saleNotFound: (field = 'flash_sale_id') =>
    serviceError(C.saleNotFound, 'This sale does not exist.', { http: 404, field }),
  saleEnded: () => serviceError(C.saleEnded, 'This sale has ended.', { http: 409 }),
  saleClosed: () => serviceError(C.saleClosed, 'This sale is not open.', { http: 409 }),
  sizeNotFound: () =>
    serviceError(C.sizeNotFound, 'This product does not exist.', { http: 404, field: 'size_id' }),
  productNotFound: () =>
    serviceError(C.productNotFound, 'This product does not exist.', { http: 404, field: 'id' }),
  itemNotFound: () =>
    serviceError(C.itemNotFound, 'This item is not in your basket.', { http: 404, field: 'item_id' }),
  soldOut: () => serviceError(C.soldOut, SOLD_OUT_TEXT, { http: 409 }),
  notAdmitted: () =>
    serviceError(C.notAdmitted, 'Please wait in the queue: it is not your turn to shop yet.', { http: 403 }),
  basketCurrency: () =>
    serviceError(C.basketCurrency, 'Your basket holds items in another currency. Check them out first.', {
      http: 409,
    }),
  qtyLimit: (max: number) =>
    serviceError(C.qtyLimit, `You can buy at most ${max} of each item.`, { http: 409, field: 'qty' }),
  checkoutInProgress: () =>
    serviceError(C.checkoutInProgress, 'Your payment is being processed.', { http: 409 }),
  termsRequired: () => serviceError(C.termsRequired, TERMS_TEXT, { http: 400, field: 'terms_accepted' }),
  basketEmpty: () => serviceError(C.basketEmpty, 'Your basket is empty.', { http: 409 }),
  itemsRemoved: () => serviceError(C.itemsRemoved, ITEMS_REMOVED_TEXT, { http: 409 }),
  cardDeclined: () => serviceError(C.cardDeclined, DECLINED_TEXT, { http: 402, field: 'card_number' }),
  paymentFailed: () => serviceError(C.paymentFailed, FAILED_TEXT, { http: 402 }),
  orderNotFound: () =>
    serviceError(C.orderNotFound, 'This order does not exist.', { http: 404, field: 'id' }),
  invalidInput: (field: string, message: string) =>
    serviceError(C.invalidInput, message, { http: 400, field }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
