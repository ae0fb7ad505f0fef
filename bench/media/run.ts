// upload throughput: a 100 MB video sent through the gateway in 6,000,000-byte slices (chunked
// protocol, session cookie, slices stored, assembled, type and size checked), against a plain
// file copy of the same bytes on the same disk. Loopback only; one upload, slices in order.
import { execFileSync } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestGateway } from '@showroom/testkit'

const SIZE = 100 * 1000 * 1000
const SLICE = 6_000_000

// a real short mp4 at the front (ffprobe reads it), padded to 100 MB
async function videoFile(dir: string): Promise<Buffer> {
  const clip = join(dir, 'clip.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', clip],
  ])
  const file = Buffer.alloc(SIZE)
  ;(await readFile(clip)).copy(file)
  return file
}

const out = (line: string) => process.stdout.write(`${line}\n`)
const mbPerSecond = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000)

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-media-'))
  const gateway = await createTestGateway({ database: 'pglite' })
  try {
    const file = await videoFile(dir)
    const source = join(dir, 'source.mp4')
    await writeFile(source, file)

    const started = performance.now()
    await copyFile(source, join(dir, 'copy.mp4'))
    const copyMs = performance.now() - started

    const user = await gateway.services.accounts.api.createUser({
      email: 'bench@example.test',
      username: 'bench_media',
      password: 'long-enough-password',
    })
    const { token } = await gateway.services.accounts.api.signIn(user.id)
    const base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })

    const uploadStarted = performance.now()
    let last: Record<string, unknown> = {}
    for (let start = 0; start < SIZE; start += SLICE) {
      const end = Math.min(start + SLICE, SIZE) - 1
      const response = await fetch(`${base}/upload/video/upload?context=composer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          cookie: `sr_session=${token}`,
          'x-unique-upload-id': 'bench-upload',
          'content-range': `bytes ${start}-${end}/${SIZE}`,
        },
        body: file.subarray(start, end + 1) as Uint8Array<ArrayBuffer>,
      })
      last = (await response.json()) as Record<string, unknown>
      if (!response.ok) throw new Error(`slice ${start}-${end}: ${response.status} ${JSON.stringify(last)}`)
    }
    const uploadMs = performance.now() - uploadStarted
    if (!last.public_id) throw new Error(`the upload did not finish: ${JSON.stringify(last)}`)

    const copyRate = mbPerSecond(SIZE, copyMs)
    const uploadRate = mbPerSecond(SIZE, uploadMs)
    out(`| what | time | throughput |`)
    out(`|---|---|---|`)
    out(`| plain file copy, 100 MB | ${copyMs.toFixed(0)} ms | ${copyRate.toFixed(0)} MB/s |`)
    out(
      `| chunked upload through the gateway, ${Math.ceil(SIZE / SLICE)} slices | ${uploadMs.toFixed(0)} ms | ${uploadRate.toFixed(0)} MB/s |`,
    )
    out(`\nupload / copy throughput ratio: ${(uploadRate / copyRate).toFixed(3)}`)
  } finally {
    await gateway.close()
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
