import { useId } from 'react'

export interface AuthFieldProps {
  name: string
  label: string
  type: 'email' | 'text' | 'password'
  autoComplete: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

export function AuthField({ name, label, type, autoComplete, value, error, onChange }: AuthFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="sr-shell-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="sr-shell-form__error" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
