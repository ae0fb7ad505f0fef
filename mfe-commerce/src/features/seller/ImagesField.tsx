import { useModuleT } from '@showroom/mfe-runtime'
import { useId, useState } from 'react'
import { uploadImage } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

// a gallery edited in place: each file goes up the site's upload path, its address joins the list
export function ImagesField({ urls, onChange }: { urls: string[]; onChange: (urls: string[]) => void }) {
  const t = useModuleT(SELLER_NS)
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  return (
    <fieldset className="sr-seller__images">
      <legend>{t('field.images')}</legend>
      <ul>
        {urls.map((url) => (
          <li key={url}>
            <img src={url} alt="" width={96} height={96} />
            <button type="button" onClick={() => onChange(urls.filter((u) => u !== url))}>
              {t('field.removeImage')}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id}>{busy ? t('field.uploading') : t('field.addImage')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/tiff"
        disabled={busy || urls.length >= 12}
        data-testid="seller-image-input"
        onChange={async (event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          setBusy(true)
          setFailed(false)
          const url = await uploadImage(file)
          setBusy(false)
          if (url) onChange([...urls, url])
          else setFailed(true)
        }}
      />
      {failed ? <p role="alert">{t('field.uploadFailed')}</p> : null}
    </fieldset>
  )
}
