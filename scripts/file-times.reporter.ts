// a node test reporter for scripts/test.ts: one JSON line per test file with the time its top-level
// tests took, written as each file ends (its 'test:summary'), so the summary can name the slowest
// files and a stalled run can name the files that never ended
import type { TestEvent } from 'node:test/reporters'

export default async function* fileTimes(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const seconds = new Map<string, number>()
  for await (const event of source) {
    if (event.type === 'test:summary') {
      const file = event.data.file
      if (file) {
        yield `${JSON.stringify({ file, seconds: seconds.get(file) ?? event.data.duration_ms / 1000 })}\n`
        seconds.delete(file)
      }
      continue
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue
    const { file, nesting, details } = event.data
    if (!file || nesting !== 0) continue
    seconds.set(file, (seconds.get(file) ?? 0) + details.duration_ms / 1000)
  }
  for (const [file, total] of seconds) yield `${JSON.stringify({ file, seconds: total })}\n`
}
