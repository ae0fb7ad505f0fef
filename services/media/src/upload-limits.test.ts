import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { contextRules, largestAllowed, parseUploadContext, SLICE_BYTES } from './upload-limits.ts'

const MB = 1024 * 1024

describe('upload limits', () => {
  it('follow the spec per context', () => {
    assert.deepEqual(contextRules.chat.maxBytes, { image: 20 * MB, video: 100 * MB })
    assert.deepEqual(contextRules.composer.maxBytes, { image: 30 * MB, video: 1000 * MB })
    assert.deepEqual(contextRules.uploader.maxBytes, { image: 20 * MB, video: 1000 * MB })
  })

  it('give chat the spec’s slice, sizes and image message (parts 5, 7 and 9)', () => {
    assert.equal(SLICE_BYTES, 6_000_000)
    assert.equal(
      contextRules.chat.tooLarge.image,
      "The image you've selected is too large. Please only upload files under 20MB in size.",
    )
    assert.equal(
      contextRules.chat.tooLarge.video,
      "The video you've selected is too large. Please only upload files under 100MB in size.",
    )
  })

  it('bound a declared size by the largest kind the request allows', () => {
    assert.deepEqual(largestAllowed('chat', 'auto'), { kind: 'video', bytes: 100 * MB })
    assert.deepEqual(largestAllowed('composer', 'image'), { kind: 'image', bytes: 30 * MB })
  })

  it('default to the composer and refuse unknown contexts', () => {
    assert.equal(parseUploadContext(undefined), 'composer')
    assert.equal(parseUploadContext('chat'), 'chat')
    assert.equal(parseUploadContext('wall'), null)
  })
})
