import { crc32, deflateSync } from 'node:zlib'

// a real PNG made in memory: 8-bit RGB with a gradient, or 1-bit greyscale of zeros, which stays
// tiny on disk whatever its size in pixels (for decoded-pixel limits)
export function png(width: number, height: number, bitDepth: 1 | 8 = 8): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set(bitDepth === 1 ? [1, 0, 0, 0, 0] : [8, 2, 0, 0, 0], 8)
  const rowBytes = 1 + (bitDepth === 1 ? Math.ceil(width / 8) : width * 3)
  const pixels = Buffer.alloc(rowBytes * height)
  if (bitDepth === 8)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        pixels.set([(x * 7) & 255, (y * 5) & 255, 120], y * rowBytes + 1 + x * 3)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
