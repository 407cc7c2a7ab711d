import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  error?: string | undefined
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

/** A labelled control with its translated error right below it, tied to it for screen readers. */
export function FormField({ id, label, error, children }: Props) {
  const errorId = `${id}-error`
  return (
    <div className="service-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
