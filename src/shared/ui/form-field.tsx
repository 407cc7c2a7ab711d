import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import './form-field.css'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'defaultValue' | 'onChange' | 'children'>

export type FormFieldProps = InputProps & {
  label: ReactNode
  /** Controlled value; null and '' both show an empty field. */
  value?: string | null
  defaultValue?: string
  /** SPEC.md §5: an empty field reports null, never ''. */
  onValueChange?: (value: string | null) => void
  /** Replaces "Sie haben das Limit erreicht!" for this field. */
  limitMessage?: string
  /** The field's own error, shown under it and read out with it. */
  error?: string | null
  hint?: ReactNode
  /** The wrapper's class (the default lays out label, control and messages in a column). */
  className?: string
}

/**
 * The one text field of the SPA (SPEC.md §5): label, input and its messages. With `maxLength` the
 * browser stops further typing (and cuts a paste) and the field says that the limit is reached, in the
 * page's language, politely announced; an empty value is reported as null.
 */
export function FormField({
  label,
  value,
  defaultValue,
  onValueChange,
  limitMessage,
  error,
  hint,
  className,
  maxLength,
  ...input
}: FormFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [length, setLength] = useState(() => (value ?? defaultValue ?? '').length)
  const shownLength = value === undefined ? length : (value ?? '').length
  const atLimit = maxLength !== undefined && maxLength > 0 && shownLength >= maxLength
  const describedBy = [error ? `${id}-error` : null, atLimit ? `${id}-limit` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className ?? 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        maxLength={maxLength}
        {...(value === undefined ? { defaultValue } : { value: value ?? '' })}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy || input['aria-describedby']}
        onChange={(event) => {
          const next = event.target.value
          setLength(next.length)
          onValueChange?.(next === '' ? null : next)
        }}
      />
      {hint && (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      )}
      <span id={`${id}-limit`} className="form-field__limit" aria-live="polite">
        {atLimit ? (limitMessage ?? t`You have reached the limit!`) : ''}
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
