import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { TestGateway } from '@showroom/testkit'

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`

export interface Member {
  userId: number
  token: string
  cookie: string
}

export async function newMember(gateway: TestGateway): Promise<Member> {
  const username = `s3_${unique()}`
  const user = await gateway.services.accounts.api.createUser({
    email: `${username}@example.test`,
    username,
    password: 'long-enough-password',
    roles: ['member'],
  })
  const session = await gateway.services.accounts.api.signIn(user.id)
  return { userId: user.id, token: session.token, cookie: `sr_session=${session.token}` }
}

export const uploadIdFor = (label: string) => `${label}-${unique()}`

// cuts a file into slices of the upload protocol, in order
export function slicesOf(file: Buffer, sliceBytes: number) {
  const slices: { start: number; end: number; data: Buffer }[] = []
  for (let start = 0; start < file.length; start += sliceBytes) {
    const end = Math.min(start + sliceBytes, file.length) - 1
    slices.push({ start, end, data: file.subarray(start, end + 1) })
  }
  return slices
}

// an RGB PNG of noise, stored uncompressed: about width * height * 3 bytes, for a file of several slices
export function noisePng(width: number, height: number): Buffer {
  const rowBytes = 1 + width * 3
  const pixels = Buffer.alloc(rowBytes * height)
  for (let i = 0; i < pixels.length; i++) if (i % rowBytes !== 0) pixels[i] = (i * 2654435761) >>> 24
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// the width a PNG's header gives, and whether bytes are a WebP file
export const pngWidth = (file: Buffer) => file.readUInt32BE(16)
export const isWebp = (file: Buffer) =>
  file.subarray(0, 4).toString('ascii') === 'RIFF' && file.subarray(8, 12).toString('ascii') === 'WEBP'

// a real two-second mp4 with sound, made with ffmpeg
export function smallVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'media-s3-test-'))
  try {
    const out = join(dir, 'clip.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out],
    ])
    return readFileSync(out)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
