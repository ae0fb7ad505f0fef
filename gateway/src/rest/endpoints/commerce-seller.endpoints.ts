import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { amount, ORDER_FIELDS, PRODUCT_FIELDS, SALE_FIELDS, snakeCase, sizeList } from './commerce-fields.ts'
import { intId, optional } from './comments.endpoints.ts'
import { flag, text } from './fields.ts'

type Data = Record<string, unknown>

// a list of image addresses from the upload path: a JSON array, or its JSON text in a form post
const imageList = z
  .union([
    z.array(z.unknown()),
    z
      .string()
      .max(30_000, 'must be at most 30000 characters')
      .transform((json, ctx) => {
        try {
          return JSON.parse(json) as unknown
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a list of image addresses' })
          return z.NEVER
        }
      }),
  ])
  .pipe(z.array(z.string().min(1).max(2000)).max(12, 'must be at most 12 images'))

const sellerSaleSave = defineEndpoint({
  name: 'seller_flash_sale_save',
  method: 'POST',
  auth: 'required',
  summary:
    'Create (no id) or edit a sale as its designer or venue (the acting persona must be persona_type/persona_id): values.flash_sale. A new sale is a preview (is_preview, seen by its seller only) until published; image_urls (JSON list, at most 12, from the upload path) replaces the gallery. Amounts in major units; times ISO 8601.',
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
    image_urls: optional(imageList),
    serve_capacity: optional(intId()),
    shipping_fee: optional(amount()),
    free_shipping_over: optional(amount()),
    is_published: optional(flag()),
    is_preview: optional(flag()),
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
      imageUrls: i.image_urls,
      serveCapacity: i.serve_capacity,
      shippingFee: i.shipping_fee,
      freeShippingOver: i.free_shipping_over,
      isPublished: i.is_published,
      isPreview: i.is_preview,
    },
  }),
  result: (data: { saveFlashSale: Data }) => ({ values: { flash_sale: snakeCase(data.saveFlashSale) } }),
})

const sellerProductSave = defineEndpoint({
  name: 'seller_product_save',
  method: 'POST',
  auth: 'required',
  summary:
    "Create (no id) or edit a product of the seller's sale with its sizes and free stock: sizes is a JSON list [{id?, label, stock}], image_urls a JSON list of addresses from the upload path: values.product.",
  input: z.strictObject({
    flash_sale_id: intId(),
    id: optional(intId()),
    name: text(200),
    description: optional(text(10_000)),
    price: amount(),
    original_price: optional(amount()),
    hero_thumb_url: optional(text(2000)),
    image_urls: optional(imageList),
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
      imageUrls: i.image_urls,
      isNewSeason: i.is_new_season,
      sizes: i.sizes,
    },
  }),
  result: (data: { saveFlashSaleProduct: Data }) => ({
    values: { product: snakeCase(data.saveFlashSaleProduct) },
  }),
})

const sellerSalesList = defineEndpoint({
  name: 'seller_flash_sales_list',
  method: 'GET',
  auth: 'required',
  summary:
    'The sales of the designer or venue the member acts as (previews and ended ones too), newest first, with products: values.flash_sales. Acting as themself, a member has none.',
  input: z.strictObject({}),
  operation: `query SellerFlashSales { sellerFlashSales { ${SALE_FIELDS} products { ${PRODUCT_FIELDS} } } }`,
  result: (data: { sellerFlashSales: Data[] }) => ({
    values: { flash_sales: snakeCase(data.sellerFlashSales) as unknown[] },
  }),
})

const sellerSaleState = defineEndpoint({
  name: 'seller_flash_sale_state',
  method: 'POST',
  auth: 'required',
  summary:
    "The sale's seller publishes it (out of preview, public at its own times), opens it (public and open from now) or closes it (ended from now): values.flash_sale. An ended sale does not open again (COMMERCE_ERR_SALE_ENDED, 409).",
  input: z.strictObject({ flash_sale_id: intId(), action: z.enum(['publish', 'open', 'close']) }),
  operation: `mutation SellerSaleState($id: Int!, $action: String!) { setFlashSaleState(flashSaleId: $id, action: $action) { ${SALE_FIELDS} } }`,
  variables: (input) => ({ id: input.flash_sale_id, action: input.action }),
  result: (data: { setFlashSaleState: Data }) => ({
    values: { flash_sale: snakeCase(data.setFlashSaleState) },
  }),
})

const sellerOrders = defineEndpoint({
  name: 'seller_flash_sale_orders',
  method: 'GET',
  auth: 'required',
  summary:
    "A sale's paid orders for its seller only: values.orders (with buyer_user_id) and values.csv, the same as CSV text (format=csv answers only the CSV). Cells are quoted as RFC 4180 says, and those starting with = + - @ (or a tab or carriage return) get a leading ' so a spreadsheet never runs them as formulas; the seller's page saves it as a text/csv file.",
  input: z.strictObject({ flash_sale_id: intId(), format: optional(z.enum(['json', 'csv'])) }),
  operation: `query SellerOrders($id: Int!) { flashSaleOrders(flashSaleId: $id) { orders { ${ORDER_FIELDS} buyerUserId } csv } }`,
  variables: (input) => ({ id: input.flash_sale_id }),
  result: (data: { flashSaleOrders: { orders: Data[]; csv: string } }, input) => ({
    values:
      input.format === 'csv'
        ? { csv: data.flashSaleOrders.csv }
        : { orders: snakeCase(data.flashSaleOrders.orders) as unknown[], csv: data.flashSaleOrders.csv },
  }),
})

const reportedSales = defineEndpoint({
  name: 'moderator_flash_sale_reports',
  method: 'GET',
  auth: 'required',
  summary:
    'Moderators only: published sales members reported as ended (online_sales_report_ended), most reported first: values.reports [{flash_sale_id, name, persona_type, persona_id, status, ends_at, report_count, last_reported_at, store_url}].',
  input: z.strictObject({}),
  operation:
    'query ReportedFlashSales { reportedFlashSales { flashSaleId name personaType personaId status endsAt reportCount lastReportedAt storeUrl } }',
  result: (data: { reportedFlashSales: Data[] }) => ({
    values: { reports: snakeCase(data.reportedFlashSales) as unknown[] },
  }),
})

// a seller runs their sales; moderators see the sales reported as ended (ADR 0022, ADR 0032)
export const commerceSellerEndpoints: RestEndpoint[] = [
  sellerSaleSave,
  sellerProductSave,
  sellerSalesList,
  sellerSaleState,
  sellerOrders,
  reportedSales,
] as RestEndpoint[]
