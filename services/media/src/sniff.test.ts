import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sniffMediaType } from './sniff.ts'

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

describe('sniffMediaType', () => {
  it('tells each allowed type by its opening bytes', () => {
    assert.deepEqual(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe1])), { kind: 'image', format: 'jpg' })
    assert.deepEqual(sniffMediaType(bytes([0x89], 'PNG\r\n\x1a\n')), { kind: 'image', format: 'png' })
    assert.deepEqual(sniffMediaType(bytes('GIF89a')), { kind: 'image', format: 'gif' })
    assert.deepEqual(sniffMediaType(bytes('II*\0')), { kind: 'image', format: 'tiff' })
    assert.deepEqual(sniffMediaType(bytes('MM\0*')), { kind: 'image', format: 'tiff' })
    assert.deepEqual(sniffMediaType(bytes('RIFF\0\0\0\0WEBPVP8 ')), { kind: 'image', format: 'webp' })
    assert.deepEqual(sniffMediaType(bytes([0, 0, 0, 0x20], 'ftypisom')), { kind: 'video', format: 'mp4' })
    assert.deepEqual(sniffMediaType(bytes([0, 0, 0, 0x14], 'ftypqt  ')), { kind: 'video', format: 'mov' })
  })

  it('knows nothing of names: text, a WAV file or an empty head are no media', () => {
    assert.equal(sniffMediaType(bytes('hello, this is a .jpg')), null)
    assert.equal(sniffMediaType(bytes('RIFF\0\0\0\0WAVEfmt ')), null)
    assert.equal(sniffMediaType(Buffer.alloc(0)), null)
  })
})
