import { useModuleT } from '@showroom/mfe-runtime'
import { ProgressBar } from '@showroom/ui'
import { NS } from '../messages.ts'
import type { UploadEntry } from './use-uploads.ts'

// placeholders with progress bars, then thumbnails with a remove control and the hidden image id
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
    <ul className="sr-composer__uploads">
      {entries.map((entry) => (
        <li key={entry.key} className="sr-composer__upload" data-status={entry.status}>
          {entry.status === 'uploading' ? (
            <div className="sr-composer__placeholder">
              <ProgressBar value={entry.percent} label={t('composer.uploadProgress', { name: entry.name })} />
            </div>
          ) : entry.thumbUrl && entry.kind === 'image' ? (
            <img
              className="sr-composer__thumb"
              src={entry.thumbUrl}
              alt={t('composer.uploaded', { name: entry.name })}
            />
          ) : (
            <span className="sr-composer__thumb sr-composer__thumb--video">{entry.name}</span>
          )}
          {entry.imageId ? <input type="hidden" name="photo_ids[]" value={entry.imageId} /> : null}
          <button
            type="button"
            className="sr-composer__remove"
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
