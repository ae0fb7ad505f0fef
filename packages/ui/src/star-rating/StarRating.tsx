import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useId, useState } from 'react'
import { StarIcon } from '../icons.tsx'
import './star-rating.css'

export interface StarRatingProps {
  // 1 to 5; 0 for not rated yet (input mode)
  value: number
  // with onChange the stars are an input (a radio group); without, a read-only picture
  onChange?: (value: number) => void
  label?: string
  disabled?: boolean
}

const STARS = Array.from(
  { length: LIMITS.starRatingMax - LIMITS.starRatingMin + 1 },
  (_, index) => LIMITS.starRatingMin + index,
)

export function StarRating({ value, onChange, label, disabled }: StarRatingProps) {
  const t = useT()
  const name = useId()
  const [preview, setPreview] = useState<number | null>(null)
  const lit = Math.round(preview ?? value)

  if (!onChange) {
    return (
      <span
        className="sr-stars"
        role="img"
        aria-label={t('ui.ratedOutOf', { rating: value, max: LIMITS.starRatingMax })}
      >
        {STARS.map((star) => (
          <StarIcon key={star} className="sr-stars__star" filled={star <= lit} />
        ))}
      </span>
    )
  }

  return (
    <fieldset className="sr-stars sr-stars--input" disabled={disabled} onMouseLeave={() => setPreview(null)}>
      <legend className="sr-visually-hidden">{label ?? t('ui.rating')}</legend>
      {STARS.map((star) => (
        <label key={star} className="sr-stars__option" onMouseEnter={() => setPreview(star)}>
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-visually-hidden sr-stars__input"
          />
          <StarIcon className="sr-stars__star" filled={star <= lit} />
          <span className="sr-visually-hidden">{t('ui.star', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  )
}
