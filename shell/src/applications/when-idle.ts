// runs `task` when the browser next has nothing to do, or after `timeoutMs` at the latest; browsers
// without requestIdleCallback (Safari) wait a short while instead
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs })
  else setTimeout(task, 200)
}
