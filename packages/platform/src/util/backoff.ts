export interface BackoffOptions {
  baseMs: number
  maxMs: number
}

// 1x, 2x, 4x ... the base delay after each failed attempt, never above the cap
export function retryDelayMs(attempt: number, options: BackoffOptions): number {
  const exponent = Math.max(0, attempt - 1)
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30))
}
