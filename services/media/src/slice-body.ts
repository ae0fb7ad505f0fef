import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Storage } from '@showroom/platform'
import { mediaErrors } from './media.errors.ts'
import { SLICE_BYTES } from './upload-limits.ts'

// the bytes of one request, read once as they arrive: a buffer (multipart) or the request stream
export interface SliceBody {
  // the first bytes, for telling the type; they stay in the body
  peek(bytes: number): Promise<Buffer>
  // every byte, up to limit; more than that is refused as a slice too large
  collect(limit?: number): Promise<Buffer>
  // streams the body into storage at offset, hashing as it goes; never writes past `expected`
  // bytes, but counts the rest so a wrong Content-Range can say how much came
  writeInto(storage: Storage, key: string, offset: number, expected: number): Promise<WrittenSlice>
  // reads and drops what is left (a slice sent again, a refused one), so the connection can go on;
  // stops early past a slice's worth, leaving the gateway to close the connection
  drain(): Promise<void>
}

export interface WrittenSlice {
  bytes: number
  // sha-256 of the bytes written, hex (several times faster than md5 where the cpu has sha instructions)
  digest: string
}

const tooLarge = () => mediaErrors.sliceTooLarge(SLICE_BYTES)

export function sliceBody(data: Buffer | Readable): SliceBody {
  const source = Buffer.isBuffer(data) ? Readable.from([data]) : data
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]()
  // chunks peeked at but not yet handed on
  const ahead: Buffer[] = []

  async function* chunks(): AsyncGenerator<Buffer> {
    while (ahead.length > 0) yield ahead.shift() as Buffer
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
    }
  }

  return {
    async peek(bytes) {
      let length = ahead.reduce((sum, chunk) => sum + chunk.length, 0)
      while (length < bytes) {
        const next = await iterator.next()
        if (next.done) break
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
        ahead.push(chunk)
        length += chunk.length
      }
      return Buffer.concat(ahead).subarray(0, bytes)
    },

    async collect(limit = SLICE_BYTES) {
      const all: Buffer[] = []
      let length = 0
      for await (const chunk of chunks()) {
        length += chunk.length
        if (length > limit) throw tooLarge()
        all.push(chunk)
      }
      return Buffer.concat(all, length)
    },

    async writeInto(storage, key, offset, expected) {
      const hash = createHash('sha256')
      let received = 0
      async function* bounded(): AsyncGenerator<Buffer> {
        for await (const chunk of chunks()) {
          const room = expected - received
          received += chunk.length
          if (received > SLICE_BYTES) throw tooLarge()
          if (room <= 0) continue
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk
          hash.update(part)
          yield part
        }
      }
      await storage.writeAt(key, offset, Readable.from(bounded(), { objectMode: false }))
      return { bytes: received, digest: hash.digest('hex') }
    },

    async drain() {
      let length = 0
      try {
        for await (const chunk of chunks()) {
          length += chunk.length
          if (length > SLICE_BYTES) return
        }
      } catch {
        // the client went away: nothing left to drain
      }
    },
  }
}
