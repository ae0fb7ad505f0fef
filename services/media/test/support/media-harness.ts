import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestGateway } from '@showroom/testkit'
import sharp from 'sharp'

export const SLICE = 6_000_000
export const MB = 1024 * 1024

let sequence = 0

export interface Member {
  userId: number
  token: string
  cookie: string
}

export async function newMember(
  gateway: TestGateway,
  roles: ('member' | 'moderator' | 'admin')[] = ['member'],
): Promise<Member> {
  const username = `media_${Date.now().toString(36)}${(sequence++).toString(36)}`
  const user = await gateway.services.accounts.api.createUser({
    email: `${username}@example.test`,
    username,
    password: 'long-enough-password',
    roles,
  })
  const session = await gateway.services.accounts.api.signIn(user.id)
  return { userId: user.id, token: session.token, cookie: `sr_session=${session.token}` }
}

// publishes another service's event (a chat, its members, a message) and delivers it
export async function announce(gateway: TestGateway, type: string, payload: unknown): Promise<void> {
  await gateway.platform.database.db
    .transaction()
    .execute((trx) =>
      gateway.platform.events.publish(trx, { type, aggregateType: 'test', aggregateId: 0, payload }),
    )
  await gateway.platform.events.drain()
}

export interface SliceOptions {
  member?: Member
  resourceType?: string
  context?: string
  uploadId?: string
  range?: { start: number; end: number; total: number }
  contentType?: string
}

// one POST of the chunked upload protocol; without range it is the single-request form
export async function sendSlice(gateway: TestGateway, data: Buffer, options: SliceOptions = {}) {
  const query = options.context ? `?context=${options.context}` : ''
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/octet-stream',
  }
  if (options.member) headers.cookie = options.member.cookie
  if (options.uploadId) headers['x-unique-upload-id'] = options.uploadId
  if (options.range)
    headers['content-range'] = `bytes ${options.range.start}-${options.range.end}/${options.range.total}`
  const response = await gateway.app.inject({
    method: 'POST',
    url: `/upload/${options.resourceType ?? 'auto'}/upload${query}`,
    headers,
    payload: data,
  })
  // biome-ignore lint/suspicious/noExplicitAny: upload answers are loose JSON, read per test
  return { status: response.statusCode, body: response.json() as Record<string, any> }
}

// cuts a file into the protocol's slices, in the order given (default: in order)
export function slicesOf(file: Buffer, sliceBytes = SLICE) {
  const slices: { start: number; end: number; data: Buffer }[] = []
  for (let start = 0; start < file.length; start += sliceBytes) {
    const end = Math.min(start + sliceBytes, file.length) - 1
    slices.push({ start, end, data: file.subarray(start, end + 1) })
  }
  return slices
}

export type Slice = ReturnType<typeof slicesOf>[number]

// a file that must cut into exactly three slices, as the protocol tests need
export function threeSlicesOf(file: Buffer): [Slice, Slice, Slice] {
  const [first, second, last, ...rest] = slicesOf(file)
  if (!first || !second || !last || rest.length > 0)
    throw new Error('the test file does not make three slices')
  return [first, second, last]
}

export const uploadIdFor = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(sequence++).toString(36)}`

// a noisy photo, so the JPEG is big enough to need several slices when asked
export async function photo(width: number, height: number, options: { quality?: number } = {}) {
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: options.quality ?? 95 })
    .toBuffer()
}

// bytes that open as the given type and are padded to a size, for the size-limit checks
export function paddedTo(head: Buffer, size: number) {
  const file = Buffer.alloc(size)
  head.copy(file)
  return file
}

export const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0])

let cachedVideo: Buffer | undefined
// a real two-second mp4 with sound, made once with ffmpeg
export function smallVideo(): Buffer {
  if (cachedVideo) return cachedVideo
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'))
  try {
    const out = join(dir, 'clip.mp4')
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out],
    ])
    cachedVideo = readFileSync(out)
    return cachedVideo
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
