import { useEffect, useRef, useState } from 'react'
import { uploadInSlices } from '../../api/chunked-upload.ts'
import { registerChatUpload } from '../../api/register-upload.ts'
import { checkChatFile } from '../../model/upload-files.ts'

export interface UploadEntry {
  key: string
  name: string
  kind: 'image' | 'video'
  percent: number
  status: 'uploading' | 'done'
  imageId?: number
  thumbUrl?: string | null
}

// a message for under the input: a catalogue key or the server's own text
export type UploadNotice = { key: string } | { text: string }

let serial = 0

// each picked file: checked against the chat limits, a placeholder with progress, sent to the media
// service in 6 MB slices, filed under the chat, then a thumbnail whose image id the message carries
export function useChatUploads(chatId: number) {
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
    const key = `chat-upload-${++serial}`
    const controller = new AbortController()
    controllers.current.set(key, controller)
    setEntries((list) => [...list, { key, name: file.name, kind, percent: 0, status: 'uploading' }])
    const outcome = await uploadInSlices(file, {
      signal: controller.signal,
      onProgress: (percent) => patch(key, { percent }),
    })
    if (!outcome.ok) {
      drop(key)
      // a cancel or a network failure removes the placeholder quietly (spec part 8)
      if (!outcome.cancelled)
        setNotice(outcome.message ? { text: outcome.message } : { key: 'uploads.photoFailed' })
      return
    }
    const registered = await registerChatUpload(outcome.asset, chatId)
    if (controller.signal.aborted) return
    controllers.current.delete(key)
    if (!registered.ok) {
      drop(key)
      setNotice(
        registered.message
          ? { text: registered.message }
          : { key: registered.messageKey ?? 'uploads.photoFailed' },
      )
      return
    }
    patch(key, {
      status: 'done',
      percent: 100,
      imageId: registered.image.image_id,
      thumbUrl: registered.image.thumb_url ?? registered.image.preview_url,
    })
  }

  const add = (files: File[]) => {
    setNotice(null)
    const checks = files.map((file) => checkChatFile(file))
    // one file over the limit stops the pick with its message
    for (const check of checks) if (!check.ok) return setNotice({ key: check.messageKey })
    files.forEach((file, index) => {
      const check = checks[index]
      if (check?.ok) void start(file, check.kind)
    })
  }

  return {
    entries,
    notice,
    add,
    remove: drop,
    // posting: the finished uploads leave the tray with the message (and come back if it fails)
    take(): UploadEntry[] {
      const done = entries.filter((entry) => entry.status === 'done')
      setEntries((list) => list.filter((entry) => entry.status !== 'done'))
      return done
    },
    restore(taken: UploadEntry[]) {
      setEntries((list) => [...taken, ...list.filter((entry) => !taken.some((t) => t.key === entry.key))])
    },
    uploading: entries.some((entry) => entry.status === 'uploading'),
    imageIds: entries.flatMap((entry) => (entry.imageId ? [entry.imageId] : [])),
  }
}
