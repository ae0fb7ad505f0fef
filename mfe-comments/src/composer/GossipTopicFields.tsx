import { useModuleT } from '@showroom/mfe-runtime'
import type { Ref } from 'react'
import { NS } from '../messages.ts'
import type { TopicCity } from './use-cities.ts'

export interface GossipTopicFieldsProps {
  idPrefix: string
  title: string
  onTitle: (title: string) => void
  cityId: number | null
  onCity: (cityId: number | null) => void
  cities: TopicCity[]
  titleRef?: Ref<HTMLInputElement>
  // the title was refused: the field says so to assistive technology
  titleInvalid?: boolean
  errorId?: string
}

// the title and city of a new gossip topic, sent beside its first comment (topic_title, topic_city_id)
export function GossipTopicFields({
  idPrefix,
  title,
  onTitle,
  cityId,
  onCity,
  cities,
  titleRef,
  titleInvalid,
  errorId,
}: GossipTopicFieldsProps) {
  const t = useModuleT(NS)
  return (
    <div className="sr-composer__topic" data-testid="gossip-topic">
      <label className="sr-composer__topic-title" htmlFor={`${idPrefix}-topic-title`}>
        <span>{t('composer.topicTitle')}</span>
        <input
          id={`${idPrefix}-topic-title`}
          ref={titleRef}
          type="text"
          name="topic_title"
          maxLength={200}
          value={title}
          placeholder={t('composer.topicTitlePlaceholder')}
          aria-invalid={titleInvalid || undefined}
          aria-describedby={titleInvalid ? errorId : undefined}
          onChange={(event) => onTitle(event.target.value)}
        />
      </label>
      {cities.length > 0 ? (
        <label className="sr-composer__topic-city" htmlFor={`${idPrefix}-topic-city`}>
          <span>{t('composer.topicCity')}</span>
          <select
            id={`${idPrefix}-topic-city`}
            name="topic_city_id"
            value={cityId === null ? '' : String(cityId)}
            onChange={(event) => onCity(event.target.value === '' ? null : Number(event.target.value))}
          >
            {cityId === null ? <option value="">{t('composer.topicChooseCity')}</option> : null}
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}
