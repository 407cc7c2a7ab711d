/**
 * A failed call's reason right below the control that made it: read out at once (role=alert) and
 * tied to the control through `id` (the control sets aria-describedby and aria-invalid).
 */
export function ControlError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  )
}
