// a node test reporter for scripts/test.ts: one JSON line per test file with the time its top-level
// tests took, so the summary can name the slowest files
import type { TestEvent } from 'node:test/reporters'

export default async function* fileTimes(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const seconds = new Map<string, number>()
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { file, nesting, details } = event.data
    if (!file || nesting !== 0) continue
    seconds.set(file, (seconds.get(file) ?? 0) + details.duration_ms / 1000)
  }
  for (const [file, total] of seconds) yield `${JSON.stringify({ file, seconds: total })}\n`
}
