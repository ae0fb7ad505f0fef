import { apiCall } from '@showroom/graphql-client'

// values.photos and values.lookbook of lookbooks_get (spec part 7)
export interface LookbookPhoto {
  id: number
  url: string
  thumb_url?: string
  width: number
  height: number
  caption?: string | null
}

export interface LookbookInfo {
  id?: number
  slug?: string
  title?: string
  season?: string | null
  designer_name?: string | null
}

export type LookbookLoad =
  | { ok: true; photos: LookbookPhoto[]; lookbook: LookbookInfo }
  | { ok: false; aborted: boolean; status: number; message: string | undefined }

export async function loadLookbook(slug: string, signal?: AbortSignal): Promise<LookbookLoad> {
  const result = await apiCall<{ photos?: LookbookPhoto[]; lookbook?: LookbookInfo }>(
    'lookbooks_get',
    { slug },
    { method: 'GET', signal },
  )
  if (!result.valid) {
    return { ok: false, aborted: result.aborted, status: result.status, message: result.message }
  }
  const { photos, lookbook } = result.envelope.values
  return { ok: true, photos: Array.isArray(photos) ? photos : [], lookbook: lookbook ?? {} }
}

// the next slide after a step, wrapping at both ends
export const stepIndex = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count
