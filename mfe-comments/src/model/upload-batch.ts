// how one picked file ended: cancels and network failures go quietly (spec part 8)
export type FileOutcome = 'done' | 'cancelled' | 'too-small' | 'failed'

// the one message after several files were picked together and some failed (spec part 8);
// a single file keeps its own message instead
export function batchNoticeKey(outcomes: readonly FileOutcome[]): string | null {
  if (outcomes.length < 2) return null
  const tooSmall = outcomes.filter((outcome) => outcome === 'too-small').length
  const failed = outcomes.filter((outcome) => outcome === 'failed').length
  if (tooSmall + failed === 0) return null
  if (failed === 0) return 'uploads.someTooSmall'
  const done = outcomes.some((outcome) => outcome === 'done')
  return done ? 'uploads.someSkipped' : 'uploads.someFailed'
}
