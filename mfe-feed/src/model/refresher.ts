// runs a refresh, never two at once: one asked while another runs goes once more after it
export function createRefresher(run: () => Promise<void>) {
  let running = false
  let again = false
  return async function refresh(): Promise<void> {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        await run()
      } while (again)
    } finally {
      running = false
    }
  }
}
