import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import {
  BASKET_FIELDS,
  cardNumber,
  idempotencyKey,
  ORDER_FIELDS,
  paymentMethod,
  qty,
  snakeCase,
} from './commerce-fields.ts'
import { intId, optional } from './comments.endpoints.ts'
import { flag, text } from './fields.ts'

type Data = Record<string, unknown>
const basketValues = (basket: Data) => ({ values: { basket: snakeCase(basket) } })

const basketGet = defineEndpoint({
  name: 'basket_get',
  method: 'GET',
  auth: 'required',
  summary:
    "The member's basket: values.basket {items (with hold_expires_at), item_count, subtotal, savings, shipping, shipping_label ('FREE!'), total, currency, currency_symbol, checkout_in_progress, notice}. Expired holds are taken again when stock allows, else removed with the notice.",
  input: z.strictObject({}),
  operation: `query BasketGet { basket { ${BASKET_FIELDS} } }`,
  result: (data: { basket: Data }) => basketValues(data.basket),
})

const basketAdd = defineEndpoint({
  name: 'basket_add',
  method: 'POST',
  auth: 'required',
  summary:
    "Put qty (1-10) of a size in the basket, holding the units for 10 minutes: values.basket. 'Oh no! This product has now sold out!' (COMMERCE_ERR_SOLD_OUT, 409) when they are not free.",
  input: z.strictObject({ size_id: intId(), qty: optional(qty(10)) }),
  operation: `mutation BasketAdd($sizeId: Int!, $qty: Int) { addToBasket(sizeId: $sizeId, qty: $qty) { ${BASKET_FIELDS} } }`,
  variables: (input) => ({ sizeId: input.size_id, qty: input.qty ?? 1 }),
  result: (data: { addToBasket: Data }) => basketValues(data.addToBasket),
})

const basketUpdate = defineEndpoint({
  name: 'basket_update',
  method: 'POST',
  auth: 'required',
  summary: 'Set the quantity of a basket item (0 removes it): values.basket.',
  input: z.strictObject({ item_id: intId(), qty: qty(10) }),
  operation: `mutation BasketUpdate($itemId: Int!, $qty: Int!) { updateBasketItem(itemId: $itemId, qty: $qty) { ${BASKET_FIELDS} } }`,
  variables: (input) => ({ itemId: input.item_id, qty: input.qty }),
  result: (data: { updateBasketItem: Data }) => basketValues(data.updateBasketItem),
})

const basketRemove = defineEndpoint({
  name: 'basket_remove',
  method: 'POST',
  auth: 'required',
  summary: 'Take an item out of the basket, its units back to stock: values.basket.',
  input: z.strictObject({ item_id: intId() }),
  operation: `mutation BasketRemove($itemId: Int!) { removeBasketItem(itemId: $itemId) { ${BASKET_FIELDS} } }`,
  variables: (input) => ({ itemId: input.item_id }),
  result: (data: { removeBasketItem: Data }) => basketValues(data.removeBasketItem),
})

const payment = {
  idempotency_key: idempotencyKey(),
  card_number: optional(cardNumber()),
  payment_method: optional(paymentMethod()),
  // checked by the service so the refusal carries the spec's text ('Please check to agree with the terms')
  terms_accepted: optional(flag()),
}
const paymentVariables = (input: {
  idempotency_key: string
  card_number: string | null
  payment_method: string | null
  terms_accepted: boolean | null
}) => ({
  key: input.idempotency_key,
  payment: { cardNumber: input.card_number, paymentMethod: input.payment_method },
  terms: input.terms_accepted ?? false,
})

const checkoutCreate = defineEndpoint({
  name: 'checkout_create',
  method: 'POST',
  auth: 'required',
  summary:
    'Pay for the basket. One idempotency_key from basket to payment: a retried or double-clicked submit answers the same order and never charges twice; after a decline the same key pays with another card. Test cards in services/commerce/README.md: values.order.',
  input: z.strictObject(payment),
  operation: `mutation CheckoutCreate($key: String!, $payment: PaymentInput!, $terms: Boolean!) {
    checkout(idempotencyKey: $key, payment: $payment, termsAccepted: $terms) { ${ORDER_FIELDS} }
  }`,
  variables: paymentVariables,
  result: (data: { checkout: Data }) => ({ values: { order: snakeCase(data.checkout) } }),
})

const proPurchase = defineEndpoint({
  name: 'pro_purchase',
  method: 'POST',
  auth: 'required',
  summary:
    'Buy pro (30 days for £4.99, no automatic renewal; a second purchase extends it) through the same checkout: values.order, is_pro, pro_until.',
  input: z.strictObject(payment),
  operation: `mutation ProPurchase($key: String!, $payment: PaymentInput!, $terms: Boolean!) {
    purchasePro(idempotencyKey: $key, payment: $payment, termsAccepted: $terms) { ${ORDER_FIELDS} proUntil }
  }`,
  variables: paymentVariables,
  result: (data: { purchasePro: Data & { proUntil: string } }) => ({
    values: { order: snakeCase(data.purchasePro), is_pro: true, pro_until: data.purchasePro.proUntil },
  }),
})

const orderGet = defineEndpoint({
  name: 'order_get',
  method: 'GET',
  auth: 'required',
  summary:
    "One of the member's orders, only with its token (/my-orders/{id}/{token}/); anyone else gets 404: values.order.",
  input: z.strictObject({ id: intId(), token: text(64) }),
  operation: `query OrderGet($id: Int!, $token: String!) { order(id: $id, token: $token) { ${ORDER_FIELDS} } }`,
  variables: (input) => ({ id: input.id, token: input.token }),
  result: (data: { order: Data }) => ({ values: { order: snakeCase(data.order) } }),
})

const userOrdersList = defineEndpoint({
  name: 'user_orders_list',
  method: 'GET',
  auth: 'required',
  summary:
    "The member's paid orders, newest first (only_current=yes: the last 30 days): values.orders [{id, token, currency_symbol, products [{product_name, qty, price, hero_thumb_url}], …}].",
  input: z.strictObject({ only_current: optional(flag()) }),
  operation: `query UserOrdersList($current: Boolean) { myOrders(onlyCurrent: $current) { ${ORDER_FIELDS} } }`,
  variables: (input) => ({ current: input.only_current ?? false }),
  result: (data: { myOrders: Data[] }) => ({ values: { orders: snakeCase(data.myOrders) as unknown[] } }),
})

export const commerceCheckoutEndpoints: RestEndpoint[] = [
  basketGet,
  basketAdd,
  basketUpdate,
  basketRemove,
  checkoutCreate,
  proPurchase,
  orderGet,
  userOrdersList,
] as RestEndpoint[]
