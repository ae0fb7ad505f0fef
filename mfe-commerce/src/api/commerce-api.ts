import { type ApiResult, apiCall, graphqlRequest } from '@showroom/graphql-client/fetch'
import type { BasketApi } from '../model/basket-controller.ts'
import type { CheckoutRequest, CheckoutValues } from '../model/checkout-controller.ts'
import type { Basket, FlashSale, Order, QueueState } from '../model/types.ts'

export interface CommerceApi extends BasketApi {
  checkout(request: CheckoutRequest): Promise<ApiResult<CheckoutValues>>
  proPurchase(
    request: CheckoutRequest,
  ): Promise<ApiResult<CheckoutValues & { is_pro: boolean; pro_until: string }>>
  orders(): Promise<ApiResult<{ orders: Order[] }>>
  order(id: number, token: string): Promise<ApiResult<{ order: Order }>>
  sales(cityId: number | null): Promise<ApiResult<{ flash_sales: FlashSale[] }>>
  sale(id: number, isPreview: boolean): Promise<ApiResult<{ flash_sale: FlashSale }>>
  register(saleId: number, registered: boolean): Promise<ApiResult<{ is_registered: boolean }>>
  joinQueue(saleId: number): Promise<ApiResult<{ queue: QueueState }>>
  queueStatus(saleId: number): Promise<ApiResult<{ queue: QueueState }>>
  reportEnded(saleId: number): Promise<ApiResult<{ reported: boolean }>>
  dismissPro(): Promise<ApiResult<{ dismissed: boolean }>>
  city(url: string): Promise<{ id: number; name: string; url: string } | null>
}

const CITY = /* GraphQL */ `
  query CommerceCity($url: String) { city(url: $url) { id name url } }
`

const member = { needsLogin: true } as const
const memberGet = { needsLogin: true, method: 'GET' } as const

// the commerce rows of the /api table (docs/adr/0022-commerce.md, "API")
export const commerceApi: CommerceApi = {
  get: () => apiCall<{ basket: Basket }>('basket_get', {}, memberGet),
  add: (sizeId, qty) => apiCall('basket_add', { size_id: sizeId, qty }, member),
  update: (itemId, qty) => apiCall('basket_update', { item_id: itemId, qty }, member),
  remove: (itemId) => apiCall('basket_remove', { item_id: itemId }, member),
  checkout: (request) => apiCall('checkout_create', { ...request }, member),
  proPurchase: (request) => apiCall('pro_purchase', { ...request }, member),
  orders: () => apiCall('user_orders_list', { only_current: 'yes' }, memberGet),
  order: (id, token) => apiCall('order_get', { id, token }, memberGet),
  sales: (cityId) =>
    apiCall('flash_sales_list', cityId === null ? {} : { city_id: cityId }, { method: 'GET' }),
  sale: (id, isPreview) =>
    apiCall('flash_sale_get', isPreview ? { id, is_preview: 1 } : { id }, { method: 'GET' }),
  register: (saleId, registered) =>
    apiCall(
      registered ? 'user_flash_sale_create' : 'user_flash_sale_delete',
      { flash_sale_id: saleId, send_confirmation: 1 },
      member,
    ),
  joinQueue: (saleId) => apiCall('flash_sale_queue_join', { flash_sale_id: saleId }, member),
  queueStatus: (saleId) => apiCall('flash_sale_queue_status', { flash_sale_id: saleId }, memberGet),
  reportEnded: (saleId) => apiCall('online_sales_report_ended', { id: saleId }, memberGet),
  dismissPro: () => apiCall('user_pro_dismiss', {}, member),
  async city(url) {
    try {
      const { data } = await graphqlRequest<
        { city: { id: number; name: string; url: string } | null },
        { url: string }
      >(CITY, { url })
      return data?.city ?? null
    } catch {
      return null
    }
  },
}
