// preloaded (node --import) into every Node process of the cluster: when `npm run cluster` ends,
// even by SIGKILL, the pipe on stdin closes and the process shuts down as on SIGTERM, then for good.
// Only loaded into servers that handle SIGTERM themselves; once one begins, the pipe no longer keeps
// the process alive, so it ends when its own shutdown has closed everything else
const release = () => (process.stdin as NodeJS.ReadStream & { unref?: () => void }).unref?.()
process.once('SIGTERM', release)
process.once('SIGINT', release)
process.stdin.on('end', () => {
  setTimeout(() => process.exit(1), 10_000).unref()
  process.kill(process.pid, 'SIGTERM')
})
process.stdin.on('error', () => {})
process.stdin.resume()
