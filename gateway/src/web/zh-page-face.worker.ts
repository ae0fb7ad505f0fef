// Cuts a page's characters out of a slice of the Chinese face (zh-page-face.ts), off the gateway's
// event loop: a cut decompresses, subsets and recompresses a WOFF2 file, tens of milliseconds each.
import { readFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import subsetFont from 'subset-font'

export interface CutRequest {
  id: string
  file: string
  chars: string
}

export type CutAnswer = { id: string; data: Uint8Array } | { id: string; error: string }

parentPort?.on('message', async (request: CutRequest) => {
  try {
    const data = await subsetFont(await readFile(request.file), request.chars, { targetFormat: 'woff2' })
    parentPort?.postMessage({ id: request.id, data } satisfies CutAnswer)
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: (error as Error).message } satisfies CutAnswer)
  }
})
