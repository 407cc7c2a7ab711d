import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Appointment } from '../../../shared/contracts/services'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { ControlError } from '../../../shared/ui/control-error'
import { appointmentsQuery, cancelAppointment } from '../api/appointments'
import { serviceErrorMessage } from '../lib/service-errors'
import { formatTime, formatWhen } from '../lib/slot-days'
import './services.css'

type Props = {
  customerId: string
  /** Links to the booking page: a new appointment of a kind, or a change of one. */
  bookLinks: ReactNode
  changeLink: (appointment: Appointment) => ReactNode
  onDone: (message: string) => void
}

/** /infocenter/appointment: the upcoming delivery and pickup appointments at the customer's branch. */
export function AppointmentsPage({ customerId, bookLinks, changeLink, onDone }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Appointments`)
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const { data, isPending } = useQuery(appointmentsQuery(customerId))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ id: number; message: string } | null>(null)
  const kindLabel = { delivery: t`Delivery`, pickup: t`Pickup` }

  const cancel = async (appointment: Appointment) => {
    setBusy(true)
    setError(null)
    try {
      await cancelAppointment(queryClient, customerId, appointment.id)
      onDone(t`The appointment was cancelled.`)
    } catch (failure) {
      setError({ id: appointment.id, message: serviceErrorMessage(failure, t`The appointment could not be cancelled.`) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="service-page" aria-labelledby="appointments-heading">
      <h1 id="appointments-heading">
        <Trans>Appointments</Trans>
      </h1>
      {data && (
        <p>
          <Trans>
            Your branch: {data.branch.name}, {data.branch.street}, {data.branch.city}, phone {data.branch.phone}. Appointments can
            be changed or cancelled until {data.cutoffHours} hours before they start.
          </Trans>
        </p>
      )}
      <div className="service-actions">{bookLinks}</div>
      <h2>
        <Trans>Upcoming appointments</Trans>
      </h2>
      {isPending && !data && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {data?.appointments.length === 0 && (
        <p role="status">
          <Trans>No upcoming appointments.</Trans>
        </p>
      )}
      <ul className="service-list">
        {data?.appointments.map((appointment) => (
          <li key={appointment.id} className="service-card" data-testid="appointment">
            <h3>
              {kindLabel[appointment.kind]}: {formatWhen(appointment.startsAt, lang)}–{formatTime(appointment.endsAt, lang)}
            </h3>
            {appointment.orderNumber && (
              <p>
                <Trans>For order {appointment.orderNumber}</Trans>
              </p>
            )}
            {appointment.note && <p>{appointment.note}</p>}
            {appointment.changeable ? (
              <div className="service-actions">
                {changeLink(appointment)}
                <button type="button" className="button" disabled={busy} onClick={() => void cancel(appointment)}>
                  {t`Cancel appointment of ${formatWhen(appointment.startsAt, lang)}`}
                </button>
              </div>
            ) : (
              <p>
                <Trans>Too late to change online; please call the branch.</Trans>
              </p>
            )}
            <ControlError
              id={`appointment-error-${appointment.id}`}
              message={error?.id === appointment.id ? error.message : null}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
