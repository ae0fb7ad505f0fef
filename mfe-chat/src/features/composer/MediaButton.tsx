import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useRef, useState } from 'react'
import { NS } from '../../messages.ts'
import { supportsFileUploads } from '../../model/upload-support.ts'
import { CameraIcon } from '../icons.tsx'

const ACCEPT = 'image/jpeg,image/png,image/gif,image/tiff,image/webp,video/mp4,video/quicktime,.jpg_large'

// the photo/video button and its hidden file input; a browser that cannot upload shows no button
export function MediaButton({
  idPrefix,
  disabled,
  onFiles,
}: {
  idPrefix: string
  disabled: boolean
  onFiles: (files: File[]) => void
}) {
  const t = useModuleT(NS)
  const tc = useT()
  const fileRef = useRef<HTMLInputElement>(null)
  const [supported] = useState(() => supportsFileUploads())
  if (!supported) return <span className="sr-visually-hidden">{tc('uploads.noFileSupport')}</span>
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
        aria-label={t('composer.addMedia')}
        data-testid="chat-media-input"
        onChange={(event) => {
          if (event.target.files) onFiles(Array.from(event.target.files))
          event.target.value = ''
        }}
      />
      <button
        type="button"
        className="sr-chat-icon-button sr-chat-composer__media"
        onClick={() => fileRef.current?.click()}
        disabled={disabled}
        aria-label={t('composer.addMedia')}
        title={t('composer.addMedia')}
      >
        <CameraIcon />
      </button>
    </>
  )
}
