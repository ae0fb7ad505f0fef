import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { S3StorageOptions } from './s3-storage.ts'

export interface TestS3Server {
  options: S3StorageOptions & {
    endpoint: string
    credentials: { accessKeyId: string; secretAccessKey: string }
  }
  close(): Promise<void>
}

// runs in the child: the server on a free port, its port on stdout, and an end when the test process
// goes (its stdin closes) however that happens
const SERVER = `
const S3rver = require(process.env.S3RVER_MODULE)
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: process.env.S3RVER_DIR,
  silent: true,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
  // it checks a bucket-level call (a listing) against "/bucket" where the SDK signs "/bucket/", so
  // every listing would fail its signature; the access key is still checked
  allowMismatchedSignatures: true,
})
server.run().then(({ port }) => console.log(port))
process.stdin.resume()
process.stdin.on('end', () => process.exit(0))
`

// a local S3-compatible server (s3rver) with its own folder, for tests only. It runs in a process of
// its own: its listing continuation tokens use DES, which Node 24 only has with the legacy provider
export async function startTestS3Server(bucket = 'showroom-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'showroom-s3rver-'))
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SERVER], {
    env: {
      PATH: process.env.PATH,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('@20minutes/s3rver'),
      S3RVER_DIR: directory,
      S3RVER_BUCKET: bucket,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.once('line', (line) => resolve(Number(line)))
    child.once('exit', (code) => reject(new Error(`the test S3 server ended with ${code} before listening`)))
  })
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // the server's fixed test account
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      child.stdin.end()
      await exited
      await rm(directory, { recursive: true, force: true })
    },
  }
}
