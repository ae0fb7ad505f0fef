import { spawn } from 'node:child_process'
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { REPO_ROOT } from './paths.ts'

// builds one module the way its team's deploy would: its own build script; `outDir` stages the
// release in a folder of its own instead of the dist/ the running site serves
export function buildModule(
  workspace: string,
  env: Record<string, string> = {},
  outDir?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, ...(outDir ? { SHOWROOM_OUT_DIR: outDir } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${workspace} failed:\n${output}`)),
    )
  })
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
}

export interface StaticHost {
  // the host's origin, e.g. http://127.0.0.1:40123
  url: string
  close(): Promise<void>
}

// a module team's own host (a CDN in production): serves a built module's folder to any origin, so
// a registry entry can point the site at a release without touching the site's files
export async function serveDir(dir: string): Promise<StaticHost> {
  const root = path.resolve(dir)
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
    const file = path.resolve(root, `.${pathname}`)
    let size = -1
    try {
      if (file.startsWith(`${root}${path.sep}`)) size = statSync(file).isFile() ? statSync(file).size : -1
    } catch {
      size = -1
    }
    response.setHeader('access-control-allow-origin', '*')
    if (size < 0) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'no-cache',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}
