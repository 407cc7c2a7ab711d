import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { DepositSettings } from '../../../shared/contracts/deposits'

type Props = { value: DepositSettings; onChange: (value: DepositSettings) => void }

/** The open cores account (issue 31): on or off for the whole shop, when a core is due back, and when the reminder goes. */
export function DepositSettingsFields({ value, onChange }: Props) {
  const id = useId()
  const days = (raw: string) => Math.max(0, Math.trunc(Number(raw) || 0))
  return (
    <fieldset className="admin__fields">
      <legend>
        <Trans>Open cores account</Trans>
      </legend>
      <label className="admin__check">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        />
        <Trans>Show customers their open cores and send the reminder mail</Trans>
      </label>
      <label htmlFor={`${id}-due`}>
        <Trans>A core is due back after (days)</Trans>
      </label>
      <input
        id={`${id}-due`}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        required
        value={value.dueDays}
        onChange={(event) => onChange({ ...value, dueDays: days(event.target.value) })}
      />
      <label htmlFor={`${id}-reminder`}>
        <Trans>Reminder mail this many days before the due date</Trans>
      </label>
      <input
        id={`${id}-reminder`}
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
        required
        value={value.reminderDays}
        onChange={(event) => onChange({ ...value, reminderDays: days(event.target.value) })}
      />
    </fieldset>
  )
}
