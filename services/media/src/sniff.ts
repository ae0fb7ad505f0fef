import type { MediaKind } from './upload-limits.ts'

export interface SniffedType {
  kind: MediaKind
  // the stored format name, as the upload answer reports it
  format: 'jpg' | 'png' | 'gif' | 'tiff' | 'webp' | 'mp4' | 'mov'
}

// bytes needed from the start of a file to tell its type
export const SNIFF_BYTES = 16

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b)

// the type by content, never by name: a .jpg holding text is no image
export function sniffMediaType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpg' }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', format: 'png' }
  const six = ascii(head, 0, 6)
  if (six === 'GIF87a' || six === 'GIF89a') return { kind: 'image', format: 'gif' }
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { kind: 'image', format: 'tiff' }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' }
  const box = ascii(head, 4, 8)
  if (box === 'ftyp') return { kind: 'video', format: ascii(head, 8, 12) === 'qt  ' ? 'mov' : 'mp4' }
  // older QuickTime files open with a movie, wide or data atom instead of ftyp
  if (box === 'moov' || box === 'wide' || box === 'mdat') return { kind: 'video', format: 'mov' }
  return null
}
