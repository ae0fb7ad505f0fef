import { type ApiResult, apiCall, graphqlRequest } from '@showroom/graphql-client/fetch'
import type { FlashSale, Order, Product } from '../../model/types.ts'

export interface SellerPersona {
  type: 'designer' | 'venue'
  id: number
  name: string
}

export interface SaleDraft {
  id?: number
  persona_type: 'designer' | 'venue'
  persona_id: number
  name: string
  city_id?: number | null
  starts_at: string
  ends_at: string
  currency: string
  description: string
  size_chart: string
  hero_image_url?: string | null
  image_urls: string[]
  serve_capacity?: number | null
  shipping_fee: number
  free_shipping_over?: number | null
  is_preview?: boolean
}

export interface ProductDraft {
  flash_sale_id: number
  id?: number
  name: string
  description: string
  price: number
  original_price: number
  hero_thumb_url?: string
  image_urls: string[]
  sizes: Array<{ id?: number; label: string; stock: number }>
}

export interface SaleReport {
  flash_sale_id: number
  name: string
  status: string
  ends_at: string
  report_count: number
  last_reported_at: string
  store_url: string
}

const VIEWER = /* GraphQL */ `
  query SellerViewer { viewer { persona { type id } personas { type id name } roles } }
`

const CITIES = /* GraphQL */ `
  query SellerCities { cities { id name } }
`

const member = { needsLogin: true } as const
const memberGet = { needsLogin: true, method: 'GET' } as const
const withoutNulls = (draft: object) =>
  Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== null && value !== undefined))

// the seller's rows of the /api table (docs/adr/0032-sellers-run-their-sales.md)
export const sellerApi = {
  async viewer(): Promise<{
    persona: { type: string; id: number }
    personas: SellerPersona[]
    roles: string[]
  } | null> {
    try {
      const { data } = await graphqlRequest<{
        viewer: {
          persona: { type: string; id: number }
          personas: Array<{ type: string; id: number; name: string }>
          roles: string[]
        } | null
      }>(VIEWER, {})
      if (!data?.viewer) return null
      const personas = data.viewer.personas.filter(
        (p): p is SellerPersona => p.type === 'designer' || p.type === 'venue',
      )
      return { persona: data.viewer.persona, personas, roles: data.viewer.roles }
    } catch {
      return null
    }
  },
  // the cities a sale can be in, named in the page's language; none when they cannot be read
  async cities(): Promise<Array<{ id: number; name: string }>> {
    try {
      const { data } = await graphqlRequest<{ cities: Array<{ id: number; name: string }> }>(CITIES, {})
      return data?.cities ?? []
    } catch {
      return []
    }
  },
  actAs: (persona: SellerPersona) =>
    apiCall('user_persona_switch', { type: persona.type, id: persona.id }, member),
  sales: (): Promise<ApiResult<{ flash_sales: FlashSale[] }>> =>
    apiCall('seller_flash_sales_list', {}, memberGet),
  sale: (id: number): Promise<ApiResult<{ flash_sale: FlashSale }>> =>
    apiCall('flash_sale_get', { id, is_preview: 1 }, { method: 'GET' }),
  saveSale: (draft: SaleDraft): Promise<ApiResult<{ flash_sale: FlashSale }>> =>
    apiCall('seller_flash_sale_save', withoutNulls(draft), member),
  saveProduct: (draft: ProductDraft): Promise<ApiResult<{ product: Product }>> =>
    apiCall('seller_product_save', withoutNulls(draft), member),
  setState: (
    id: number,
    action: 'publish' | 'open' | 'close',
  ): Promise<ApiResult<{ flash_sale: FlashSale }>> =>
    apiCall('seller_flash_sale_state', { flash_sale_id: id, action }, member),
  orders: (
    id: number,
  ): Promise<ApiResult<{ orders: Array<Order & { buyer_user_id: number }>; csv: string }>> =>
    apiCall('seller_flash_sale_orders', { flash_sale_id: id }, memberGet),
  reports: (): Promise<ApiResult<{ reports: SaleReport[] }>> =>
    apiCall('moderator_flash_sale_reports', {}, memberGet),
}

// the CSV the server made, saved as a text/csv file
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const SLICE = 6_000_000

// one image through the site's upload path (ADR 9): 6,000,000-byte slices under one upload id;
// the answer's secure_url is the address the sale keeps
export async function uploadImage(file: File): Promise<string | null> {
  const uploadId = `seller-${crypto.randomUUID()}`
  for (let start = 0; start < file.size; start += SLICE) {
    const end = Math.min(start + SLICE, file.size) - 1
    const form = new FormData()
    form.append('file', file.slice(start, end + 1), file.name)
    const response = await fetch('/upload/auto/upload?context=uploader', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Unique-Upload-Id': uploadId, 'Content-Range': `bytes ${start}-${end}/${file.size}` },
      body: form,
    }).catch(() => null)
    if (!response?.ok) return null
    const body = (await response.json().catch(() => null)) as {
      public_id?: string
      secure_url?: string
    } | null
    if (body?.public_id && body.secure_url) return body.secure_url
  }
  return null
}
