import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useRef, useState } from 'react'
import { NS } from '../messages.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { NO_UPLOAD_SUPPORT_KEY, supportsFileUploads } from '../model/upload-support.ts'

const ACCEPT = 'image/jpeg,image/png,image/gif,image/tiff,image/webp,video/mp4,video/quicktime,.jpg_large'

// the photo/video button and its hidden file input; a browser that cannot upload gets a note instead
export function MediaPicker({
  idPrefix,
  context,
  onFiles,
}: {
  idPrefix: string
  context: UploadContext
  onFiles: (files: File[]) => void
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const fileRef = useRef<HTMLInputElement>(null)
  const [supported] = useState(() => supportsFileUploads())
  if (!supported)
    return (
      <p className="sr-composer__note" data-testid="no-upload-support">
        {tc(NO_UPLOAD_SUPPORT_KEY[context] as never)}
      </p>
    )
  return (
    <>
      <input
        ref={fileRef}
        id={`${idPrefix}-files`}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-visually-hidden"
        tabIndex={-1}
        // the button below opens it; the input still needs a name of its own for assistive tech
        aria-label={t('composer.addMedia')}
        data-testid="media-input"
        onChange={(event) => {
          // copied before the input is cleared for the next pick
          if (event.target.files) onFiles(Array.from(event.target.files))
          event.target.value = ''
        }}
      />
      <button
        type="button"
        className="sr-composer__media"
        onClick={() => {
          if (bus.requireSignIn('comment')) fileRef.current?.click()
        }}
        // its visible text is its name, so voice control users can say what they see
        title={t('composer.addMedia')}
        data-testid="add-media"
      >
        <CameraIcon />
        <span>{tc('uploads.addPhoto')}</span>
      </button>
    </>
  )
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  )
}
