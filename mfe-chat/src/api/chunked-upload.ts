import { contentRange, newUploadId, overallPercent, sliceRanges } from '../model/upload-slices.ts'

export interface UploadedAsset {
  public_id: string
  version?: number
  width?: number
  height?: number
  format?: string
  resource_type?: string
  etag?: string
}

export interface SliceRequest {
  url: string
  body: Blob
  fileName: string
  headers: Record<string, string>
  signal?: AbortSignal
  // bytes of this slice sent so far
  onLoaded: (loaded: number) => void
}

export interface SliceAnswer {
  status: number
  body: unknown
}

export type SendSlice = (request: SliceRequest) => Promise<SliceAnswer>

export type UploadOutcome =
  | { ok: true; asset: UploadedAsset }
  | { ok: false; cancelled: boolean; message?: string; code?: string }

// the media service checks each slice against the chat's limits and messages (context chat)
export const CHAT_UPLOAD_URL = '/upload/auto/upload?context=chat'

// XMLHttpRequest, because fetch reports no upload progress
export const sendSliceWithXhr: SendSlice = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', request.url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => request.onLoaded(event.loaded)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new Error('network'))
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'))
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('file', request.body, request.fileName)
    xhr.send(form)
  })

const errorOf = (body: unknown) => {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error
  return {
    message: typeof error?.message === 'string' ? error.message : undefined,
    code: typeof error?.code === 'string' ? error.code : undefined,
  }
}

// sends one file in 6,000,000-byte slices under one upload id; done when an answer holds public_id
export async function uploadInSlices(
  file: Blob & { name: string },
  options: {
    send?: SendSlice
    signal?: AbortSignal
    onProgress?: (percent: number) => void
    uploadId?: string
  },
): Promise<UploadOutcome> {
  const send = options.send ?? sendSliceWithXhr
  const uploadId = options.uploadId ?? newUploadId()
  const total = file.size
  let sent = 0
  for (const range of sliceRanges(total)) {
    if (options.signal?.aborted) return { ok: false, cancelled: true }
    let answer: SliceAnswer
    try {
      answer = await send({
        url: CHAT_UPLOAD_URL,
        body: file.slice(range.start, range.end + 1),
        fileName: file.name,
        headers: { 'X-Unique-Upload-Id': uploadId, 'Content-Range': contentRange(range, total) },
        signal: options.signal,
        onLoaded: (loaded) => options.onProgress?.(overallPercent(total, sent, loaded)),
      })
    } catch {
      // a network failure or a cancel: the placeholder goes without a message
      return { ok: false, cancelled: true }
    }
    if (answer.status < 200 || answer.status >= 300)
      return { ok: false, cancelled: false, ...errorOf(answer.body) }
    sent += range.end - range.start + 1
    options.onProgress?.(overallPercent(total, sent, 0))
    const asset = answer.body as UploadedAsset | null
    if (asset && typeof asset.public_id === 'string') return { ok: true, asset }
  }
  return { ok: false, cancelled: false }
}
