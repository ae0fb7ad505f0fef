import { useId } from 'react'

export interface Choice<V extends string> {
  value: V
  label: string
}

export interface ChoiceGroupProps<V extends string> {
  legend: string
  // a fuller name for assistive technology, when the visible legend is shared by several rows
  label?: string
  choices: readonly Choice<V>[]
  value: V
  onChange: (value: V) => void
  disabled?: boolean
}

// a row of radio buttons drawn as a segmented control: two or three short options, all visible
export function ChoiceGroup<V extends string>({
  legend,
  label,
  choices,
  value,
  onChange,
  disabled,
}: ChoiceGroupProps<V>) {
  const name = useId()
  return (
    <fieldset className="sr-alerts-choices" disabled={disabled} aria-label={label}>
      <legend className="sr-alerts-choices__legend">{legend}</legend>
      <div className="sr-alerts-choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="sr-alerts-choices__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
