import { useEffect, useRef, useState } from 'react'
import { uploadInSlices } from '../api/chunked-upload.ts'
import { registerUpload } from '../api/register-upload.ts'
import { UPLOAD_SOURCE_TYPE, uploadSourceId } from '../model/comment-source.ts'
import type { ThreadSource } from '../model/types.ts'
import { checkComposerFile } from '../model/upload-files.ts'

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

// each picked file: checked, a placeholder with progress, sent in slices, registered, then a thumbnail
export function useUploads(source: ThreadSource) {
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

  const start = async (file: File, kind: 'image' | 'video') => {
    const key = `upload-${++serial}`
    const controller = new AbortController()
    controllers.current.set(key, controller)
    setEntries((list) => [...list, { key, name: file.name, kind, percent: 0, status: 'uploading' }])
    const outcome = await uploadInSlices(file, {
      signal: controller.signal,
      onProgress: (percent) => patch(key, { percent }),
    })
    if (!outcome.ok) {
      drop(key)
      if (!outcome.cancelled)
        setNotice(outcome.message ? { text: outcome.message } : { key: 'uploads.photoFailed' })
      return
    }
    const registered = await registerUpload(outcome.asset, {
      sourceType: UPLOAD_SOURCE_TYPE[source.kind],
      sourceId: uploadSourceId(source),
      eventId: source.kind === 'event' ? source.eventId : undefined,
    })
    if (controller.signal.aborted) return
    if (!registered.ok) {
      drop(key)
      setNotice(
        registered.message
          ? { text: registered.message }
          : { key: registered.messageKey ?? 'uploads.photoFailed' },
      )
      return
    }
    controllers.current.delete(key)
    patch(key, {
      status: 'done',
      percent: 100,
      imageId: registered.image.image_id,
      thumbUrl: registered.image.thumb_url ?? registered.image.preview_url,
    })
  }

  const add = (files: FileList | File[]) => {
    setNotice(null)
    const list = Array.from(files)
    // every file is checked first: one bad file stops the pick with its message
    for (const file of list) {
      const check = checkComposerFile(file)
      if (!check.ok) return setNotice({ key: check.messageKey })
    }
    for (const file of list) {
      const check = checkComposerFile(file)
      if (check.ok) void start(file, check.kind)
    }
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
