import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { commerceCheckoutEndpoints } from './commerce-checkout.endpoints.ts'
import { amount, PRODUCT_FIELDS, QUEUE_FIELDS, SALE_FIELDS, snakeCase, sizeList } from './commerce-fields.ts'
import { intId, optional } from './comments.endpoints.ts'
import { flag, text } from './fields.ts'

type Data = Record<string, unknown>

const flashSalesList = defineEndpoint({
  name: 'flash_sales_list',
  method: 'GET',
  auth: 'optional',
  summary:
    'Flash sales and online sample sales not yet ended (include_ended=1 for all), in a city and online-only ones: values.flash_sales (ADR 0022 sale fields, stats).',
  input: z.strictObject({ city_id: optional(intId()), include_ended: optional(flag()) }),
  operation: `query FlashSalesList($cityId: Int, $includeEnded: Boolean) { flashSales(cityId: $cityId, includeEnded: $includeEnded) { ${SALE_FIELDS} } }`,
  variables: (input) => ({ cityId: input.city_id, includeEnded: input.include_ended ?? false }),
  result: (data: { flashSales: Data[] }) => ({
    values: { flash_sales: snakeCase(data.flashSales) as unknown[] },
  }),
})

const flashSaleGet = defineEndpoint({
  name: 'flash_sale_get',
  method: 'GET',
  auth: 'optional',
  summary:
    'One sale with its products, sizes, remaining stock and badges: values.flash_sale. An unpublished sale (is_preview) opens only to its seller and moderators.',
  input: z.strictObject({ id: intId(), is_preview: optional(flag()) }),
  operation: `query FlashSaleGet($id: Int!) { flashSale(id: $id) { ${SALE_FIELDS} products { ${PRODUCT_FIELDS} } } }`,
  variables: (input) => ({ id: input.id }),
  result: (data: { flashSale: Data }) => ({ values: { flash_sale: snakeCase(data.flashSale) } }),
})

const registration = (name: string, mutation: string, summary: string) =>
  defineEndpoint({
    name,
    method: 'POST',
    auth: 'required',
    summary,
    input: z.strictObject({ flash_sale_id: intId(), send_confirmation: optional(flag()) }),
    operation:
      mutation === 'registerForFlashSale'
        ? 'mutation ($id: Int!, $send: Boolean) { result: registerForFlashSale(flashSaleId: $id, sendConfirmation: $send) { flashSaleId isRegistered } }'
        : 'mutation ($id: Int!) { result: unregisterFromFlashSale(flashSaleId: $id) { flashSaleId isRegistered } }',
    variables: (input) =>
      mutation === 'registerForFlashSale'
        ? { id: input.flash_sale_id, send: input.send_confirmation ?? true }
        : { id: input.flash_sale_id },
    result: (data: { result: Data }) => ({ values: snakeCase(data.result) as Data }),
  })

const reportEnded = defineEndpoint({
  name: 'online_sales_report_ended',
  method: 'GET',
  auth: 'required',
  summary: 'Report a sale as ended to the moderators (once per member): values.flash_sale_id, reported.',
  input: z.strictObject({ id: intId() }),
  operation:
    'mutation ($id: Int!) { result: reportFlashSaleEnded(flashSaleId: $id) { flashSaleId reported } }',
  variables: (input) => ({ id: input.id }),
  result: (data: { result: Data }) => ({ values: snakeCase(data.result) as Data }),
})

const queueJoin = defineEndpoint({
  name: 'flash_sale_queue_join',
  method: 'POST',
  auth: 'required',
  summary:
    "Join a sale's waiting room (registered members were drawn in random order at opening; later arrivals join at the back): values.queue {position, waiting_to_shop, admitted, admitted_until, status, sold_out}.",
  input: z.strictObject({ flash_sale_id: intId() }),
  operation: `mutation ($id: Int!) { queue: joinFlashSaleQueue(flashSaleId: $id) { ${QUEUE_FIELDS} } }`,
  variables: (input) => ({ id: input.flash_sale_id }),
  result: (data: { queue: Data }) => ({ values: { queue: snakeCase(data.queue) } }),
})

const queueStatus = defineEndpoint({
  name: 'flash_sale_queue_status',
  method: 'GET',
  auth: 'required',
  summary: "The member's place in the waiting room (status not_joined when not in it): values.queue.",
  input: z.strictObject({ flash_sale_id: intId() }),
  operation: `query ($id: Int!) { queue: flashSaleQueue(flashSaleId: $id) { ${QUEUE_FIELDS} } }`,
  variables: (input) => ({ id: input.flash_sale_id }),
  result: (data: { queue: Data }) => ({ values: { queue: snakeCase(data.queue) } }),
})

const sellerSaleSave = defineEndpoint({
  name: 'seller_flash_sale_save',
  method: 'POST',
  auth: 'required',
  summary:
    'Create (no id) or edit a sale as its designer or venue (the acting persona must be persona_type/persona_id): values.flash_sale. Amounts in major units; times ISO 8601.',
  input: z.strictObject({
    id: optional(intId()),
    persona_type: z.enum(['designer', 'venue']),
    persona_id: intId(),
    name: text(200),
    city_id: optional(intId()),
    starts_at: text(40),
    ends_at: text(40),
    currency: z.enum(['gbp', 'usd', 'eur', 'cad']),
    description: optional(text(10_000)),
    size_chart: optional(text(10_000)),
    hero_image_url: optional(text(2000)),
    serve_capacity: optional(intId()),
    shipping_fee: optional(amount()),
    free_shipping_over: optional(amount()),
    is_published: optional(flag()),
  }),
  operation: `mutation ($input: FlashSaleInput!) { saveFlashSale(input: $input) { ${SALE_FIELDS} } }`,
  variables: (i) => ({
    input: {
      id: i.id,
      personaType: i.persona_type,
      personaId: i.persona_id,
      name: i.name,
      cityId: i.city_id,
      startsAt: i.starts_at,
      endsAt: i.ends_at,
      currency: i.currency,
      description: i.description,
      sizeChart: i.size_chart,
      heroImageUrl: i.hero_image_url,
      serveCapacity: i.serve_capacity,
      shippingFee: i.shipping_fee,
      freeShippingOver: i.free_shipping_over,
      isPublished: i.is_published,
    },
  }),
  result: (data: { saveFlashSale: Data }) => ({ values: { flash_sale: snakeCase(data.saveFlashSale) } }),
})

const sellerProductSave = defineEndpoint({
  name: 'seller_product_save',
  method: 'POST',
  auth: 'required',
  summary:
    "Create (no id) or edit a product of the seller's sale with its sizes and free stock: sizes is a JSON list [{id?, label, stock}]: values.product.",
  input: z.strictObject({
    flash_sale_id: intId(),
    id: optional(intId()),
    name: text(200),
    description: optional(text(10_000)),
    price: amount(),
    original_price: optional(amount()),
    hero_thumb_url: optional(text(2000)),
    is_new_season: optional(flag()),
    sizes: sizeList,
  }),
  operation: `mutation ($input: FlashSaleProductInput!) { saveFlashSaleProduct(input: $input) { ${PRODUCT_FIELDS} } }`,
  variables: (i) => ({
    input: {
      flashSaleId: i.flash_sale_id,
      id: i.id,
      name: i.name,
      description: i.description,
      price: i.price,
      originalPrice: i.original_price,
      heroThumbUrl: i.hero_thumb_url,
      isNewSeason: i.is_new_season,
      sizes: i.sizes,
    },
  }),
  result: (data: { saveFlashSaleProduct: Data }) => ({
    values: { product: snakeCase(data.saveFlashSaleProduct) },
  }),
})

// spec parts 1-9 on flash sales and online sample sales (ADR 0022)
export const commerceEndpoints: RestEndpoint[] = [
  flashSalesList,
  flashSaleGet,
  registration(
    'user_flash_sale_create',
    'registerForFlashSale',
    "Register for a sale ('Register' → 'You're Registered'); send_confirmation mails the opening time: values.flash_sale_id, is_registered.",
  ),
  registration(
    'user_flash_sale_delete',
    'unregisterFromFlashSale',
    'Cancel a registration: values.flash_sale_id, is_registered false.',
  ),
  reportEnded,
  queueJoin,
  queueStatus,
  sellerSaleSave,
  sellerProductSave,
  ...commerceCheckoutEndpoints,
] as RestEndpoint[]
