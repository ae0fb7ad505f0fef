// polls until the condition holds; for effects that land asynchronously (notifications, dispatchers)
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 5000, intervalMs = 10, what = 'a condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

// the promise's value, or a rejection naming what did not happen in time
export async function within<T>(promise: Promise<T>, timeoutMs: number, what = 'the result'): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
