import { describe, expect, it } from '@jest/globals'
import { type SliceRequest, uploadInSlices } from './chunked-upload.ts'

const file = (bytes: number) => Object.assign(new Blob([new Uint8Array(bytes)]), { name: 'big.jpg' })

describe('the chunked upload', () => {
  it('sends every slice under one upload id with its Content-Range and reports overall progress', async () => {
    const seen: SliceRequest[] = []
    const progress: number[] = []
    const outcome = await uploadInSlices(file(13_000_000), {
      uploadId: 'up-1',
      onProgress: (percent) => progress.push(percent),
      send: async (request) => {
        seen.push(request)
        request.onLoaded(request.body.size / 2)
        const last = request.headers['Content-Range']?.endsWith('12999999/13000000')
        return { status: 200, body: last ? { done: true, public_id: 'uploads/abc' } : { done: false } }
      },
    })
    expect(outcome).toEqual({ ok: true, asset: { done: true, public_id: 'uploads/abc' } })
    expect(seen.map((r) => r.headers['Content-Range'])).toEqual([
      'bytes 0-5999999/13000000',
      'bytes 6000000-11999999/13000000',
      'bytes 12000000-12999999/13000000',
    ])
    expect(new Set(seen.map((r) => r.headers['X-Unique-Upload-Id']))).toEqual(new Set(['up-1']))
    expect(seen.map((r) => r.body.size)).toEqual([6_000_000, 6_000_000, 1_000_000])
    expect(progress).toEqual([23.1, 46.2, 69.2, 92.3, 96.2, 100])
  })

  it('stops with the server’s message when a slice is refused', async () => {
    const outcome = await uploadInSlices(file(100), {
      send: async () => ({ status: 400, body: { error: { message: 'Nope.', code: 'MEDIA_ERR_X' } } }),
    })
    expect(outcome).toEqual({ ok: false, cancelled: false, message: 'Nope.', code: 'MEDIA_ERR_X' })
  })

  it('ends quietly on a network failure or a cancel', async () => {
    const failed = await uploadInSlices(file(100), {
      send: async () => {
        throw new Error('network')
      },
    })
    expect(failed).toEqual({ ok: false, cancelled: true })
    const controller = new AbortController()
    controller.abort()
    const cancelled = await uploadInSlices(file(100), {
      signal: controller.signal,
      send: async () => ({ status: 200, body: {} }),
    })
    expect(cancelled).toEqual({ ok: false, cancelled: true })
  })

  it('names its upload surface to the server: the composer unless told it is the uploader', async () => {
    const urls: string[] = []
    const send = async (request: SliceRequest) => {
      urls.push(request.url)
      return { status: 200, body: { public_id: 'uploads/x' } }
    }
    await uploadInSlices(file(10), { send })
    await uploadInSlices(file(10), { send, context: 'uploader' })
    expect(urls).toEqual(['/upload/auto/upload?context=composer', '/upload/auto/upload?context=uploader'])
  })
})
