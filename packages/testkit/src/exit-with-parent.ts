// preloaded (node --import) into a child process a test starts: when the test process dies, even by
// SIGKILL, the pipe on stdin closes and the child shuts down as on SIGTERM, then for good
process.stdin.on('end', () => {
  setTimeout(() => process.exit(1), 10_000).unref()
  process.kill(process.pid, 'SIGTERM')
})
process.stdin.on('error', () => {})
process.stdin.resume()
