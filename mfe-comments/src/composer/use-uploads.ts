import { useEffect, useRef, useState } from 'react'
import { uploadInSlices } from '../api/chunked-upload.ts'
import { registerUpload } from '../api/register-upload.ts'
import { UPLOAD_SOURCE_TYPE, uploadSourceId } from '../model/comment-source.ts'
import type { ThreadSource } from '../model/types.ts'
import { batchNoticeKey, type FileOutcome } from '../model/upload-batch.ts'
import { checkPickedFile, type UploadContext } from '../model/upload-files.ts'

export interface UploadEntry {
  key: string
  name: string
  kind: 'image' | 'video'
  percent: number
  status: 'uploading' | 'done'
  imageId?: number
  thumbUrl?: string | null
}

// a message for the composer: a shared key or the server's own text
export type UploadNotice = { key: string } | { text: string }

let serial = 0

// each picked file: checked, a placeholder with progress, sent in slices, registered, then a thumbnail;
// the context picks the composer's or the uploader's limits and messages
export function useUploads(source: ThreadSource, context: UploadContext = 'composer') {
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const [notice, setNotice] = useState<UploadNotice | null>(null)
  const controllers = useRef(new Map<string, AbortController>())

  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)))
  const drop = (key: string) => {
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setEntries((list) => list.filter((entry) => entry.key !== key))
  }

  // one file from placeholder to thumbnail; alone it shows its own failure, in a batch add() sums up
  const start = async (file: File, kind: 'image' | 'video', alone: boolean): Promise<FileOutcome> => {
    const key = `upload-${++serial}`
    const controller = new AbortController()
    controllers.current.set(key, controller)
    setEntries((list) => [...list, { key, name: file.name, kind, percent: 0, status: 'uploading' }])
    const outcome = await uploadInSlices(file, {
      signal: controller.signal,
      context,
      onProgress: (percent) => patch(key, { percent }),
    })
    if (!outcome.ok) {
      drop(key)
      if (outcome.cancelled) return 'cancelled'
      if (alone) setNotice(outcome.message ? { text: outcome.message } : { key: 'uploads.photoFailed' })
      return 'failed'
    }
    const registered = await registerUpload(outcome.asset, {
      sourceType: UPLOAD_SOURCE_TYPE[source.kind],
      sourceId: uploadSourceId(source),
      eventId: source.kind === 'event' ? source.eventId : undefined,
    })
    if (controller.signal.aborted) return 'cancelled'
    if (!registered.ok) {
      drop(key)
      if (alone)
        setNotice(
          registered.message
            ? { text: registered.message }
            : { key: registered.messageKey ?? 'uploads.photoFailed' },
        )
      return registered.messageKey === 'uploads.imageTooSmall' ? 'too-small' : 'failed'
    }
    controllers.current.delete(key)
    patch(key, {
      status: 'done',
      percent: 100,
      imageId: registered.image.image_id,
      thumbUrl: registered.image.thumb_url ?? registered.image.preview_url,
    })
    return 'done'
  }

  const add = async (files: FileList | File[]) => {
    setNotice(null)
    const list = Array.from(files)
    // every file is checked first: one bad file stops the pick with its message
    const checks = list.map((file) => checkPickedFile(file, context))
    for (const check of checks) if (!check.ok) return setNotice({ key: check.messageKey })
    const alone = list.length === 1
    const outcomes = await Promise.all(
      list.flatMap((file, index) => {
        const check = checks[index]
        return check?.ok ? [start(file, check.kind, alone)] : []
      }),
    )
    const summary = batchNoticeKey(outcomes)
    if (summary) setNotice({ key: summary })
  }

  const clear = () => {
    for (const controller of controllers.current.values()) controller.abort()
    controllers.current.clear()
    setEntries([])
  }

  return {
    entries,
    notice,
    setNotice,
    add,
    remove: drop,
    clear,
    uploading: entries.some((entry) => entry.status === 'uploading'),
    imageIds: entries.flatMap((entry) => (entry.imageId ? [entry.imageId] : [])),
  }
}
