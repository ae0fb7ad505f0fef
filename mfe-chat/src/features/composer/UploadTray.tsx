import { useModuleT } from '@showroom/mfe-runtime'
import { ProgressBar } from '@showroom/ui'
import { NS } from '../../messages.ts'
import type { UploadEntry } from './use-chat-uploads.ts'

// placeholders with progress bars, then thumbnails with a remove control
export function UploadTray({
  entries,
  onRemove,
}: {
  entries: UploadEntry[]
  onRemove: (key: string) => void
}) {
  const t = useModuleT(NS)
  if (entries.length === 0) return null
  return (
    <ul className="sr-chat-composer__uploads">
      {entries.map((entry) => (
        <li key={entry.key} className="sr-chat-composer__upload" data-status={entry.status}>
          {entry.status === 'uploading' ? (
            <div className="sr-chat-composer__placeholder">
              <ProgressBar value={entry.percent} label={t('composer.uploadProgress', { name: entry.name })} />
            </div>
          ) : entry.thumbUrl && entry.kind === 'image' ? (
            <img
              className="sr-chat-composer__thumb"
              src={entry.thumbUrl}
              alt={t('composer.uploaded', { name: entry.name })}
            />
          ) : (
            <span className="sr-chat-composer__thumb sr-chat-composer__thumb--video">{entry.name}</span>
          )}
          <button
            type="button"
            className="sr-chat-composer__remove"
            onClick={() => onRemove(entry.key)}
            aria-label={t(entry.status === 'uploading' ? 'composer.cancelUpload' : 'composer.removeFile', {
              name: entry.name,
            })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
