// Cuts a page's characters out of the slices of the Chinese face that hold them and merges the cuts
// into one file (zh-page-face.ts), off the gateway's event loop: each slice is decompressed and
// subset, and the merged font compressed again, tens of milliseconds in all.
import { readFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import subsetFont from 'subset-font'
import { compress } from 'wawoff2'
import { mergeTrueType } from './truetype/merge.ts'

// the characters to cut out of one slice file
export interface SliceCut {
  file: string
  chars: string
}

export interface CutRequest {
  id: string
  pieces: SliceCut[]
}

export type CutAnswer = { id: string; data: Uint8Array } | { id: string; error: string }

export async function cutAndMerge(pieces: readonly SliceCut[]): Promise<Uint8Array> {
  const fonts = await Promise.all(
    pieces.map(async (piece) =>
      subsetFont(await readFile(piece.file), piece.chars, { targetFormat: 'truetype' }),
    ),
  )
  return compress(mergeTrueType(fonts))
}

parentPort?.on('message', async (request: CutRequest) => {
  try {
    const data = await cutAndMerge(request.pieces)
    parentPort?.postMessage({ id: request.id, data } satisfies CutAnswer)
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: (error as Error).message } satisfies CutAnswer)
  }
})
