import { describe, expect, it } from '@jest/globals'
import { t } from '@showroom/i18n'
import { batchNoticeKey } from './upload-batch.ts'

describe('the message after several files were picked together', () => {
  it('says nothing for one file, or when nothing failed', () => {
    expect(batchNoticeKey(['failed'])).toBeNull()
    expect(batchNoticeKey(['done', 'done'])).toBeNull()
    expect(batchNoticeKey(['done', 'cancelled'])).toBeNull()
  })

  it('says the failed ones were skipped when others made it', () => {
    expect(t(batchNoticeKey(['done', 'failed', 'done']) as never)).toBe(
      'One or more images failed to upload and have been skipped.',
    )
    expect(batchNoticeKey(['done', 'failed', 'too-small'])).toBe('uploads.someSkipped')
  })

  it('asks to try later when none made it', () => {
    expect(t(batchNoticeKey(['failed', 'failed']) as never)).toBe(
      'One or more images failed to upload. Please try later.',
    )
    expect(batchNoticeKey(['failed', 'too-small', 'cancelled'])).toBe('uploads.someFailed')
  })

  it('names small images when they were the only failures', () => {
    expect(t(batchNoticeKey(['done', 'too-small']) as never)).toBe(
      'One or more of the images you uploaded are too small and have been skipped.',
    )
    expect(batchNoticeKey(['too-small', 'too-small'])).toBe('uploads.someTooSmall')
  })
})
