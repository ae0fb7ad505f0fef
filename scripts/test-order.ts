// the order a step runs its test files in: the largest first (the size of a test file is a fair guess
// at its time), then by name
export function largestFirst(files: { file: string; bytes: number }[]): string[] {
  return [...files].sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file)).map(({ file }) => file)
}
