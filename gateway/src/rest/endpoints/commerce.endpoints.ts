import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { commerceCheckoutEndpoints } from './commerce-checkout.endpoints.ts'
import { commerceSellerEndpoints } from './commerce-seller.endpoints.ts'
import { PRODUCT_FIELDS, QUEUE_FIELDS, SALE_FIELDS, snakeCase } from './commerce-fields.ts'
import { intId, optional } from './comments.endpoints.ts'
import { flag } from './fields.ts'

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
    'One sale with its products, sizes, remaining stock and badges: values.flash_sale. A sale in preview (is_preview) opens only to its seller; to anyone else it does not exist (404).',
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
  ...commerceSellerEndpoints,
  ...commerceCheckoutEndpoints,
] as RestEndpoint[]
