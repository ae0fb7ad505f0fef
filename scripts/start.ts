// `npm start`: builds the web front end when it has not been built yet, then runs the whole site
// (gateway, every service in process, embedded PostgreSQL, demo data) on one port
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const webApps = ['shell', 'mfe-chat', 'mfe-comments', 'mfe-feed', 'mfe-commerce', 'mfe-discovery']
const unbuilt = webApps.filter((app) => !existsSync(join(root, app, 'dist')))
if (unbuilt.length > 0) {
  process.stdout.write(`building the web front end (${unbuilt.join(', ')} not built yet)\n`)
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('../gateway/src/server.ts')
