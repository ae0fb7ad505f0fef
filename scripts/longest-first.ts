import { statSync } from 'node:fs'
import { resolve } from 'node:path'

// test files in the order scripts/run-test-files.ts starts them: the largest first, a file's size
// standing for its time (the journeys' sizes and times rank alike), ties by name; absolute paths
export function longestFirst(files: string[], cwd = process.cwd()): string[] {
  return files
    .map((file) => ({ file: resolve(cwd, file), size: statSync(resolve(cwd, file)).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))
    .map(({ file }) => file)
}
