import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Appointment } from '../../../shared/contracts/services'
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_NOTE_MAX,
  type AppointmentKind,
  mayPickUp,
} from '../../../shared/contracts/services-constants'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { appointmentsQuery, bookAppointment, changeAppointment, slotsQuery } from '../api/appointments'
import { formOrdersQuery } from '../api/forms'
import { fieldOfError, serviceErrorMessage } from '../lib/service-errors'
import { formatDay, formatTime, shownDay, slotsByDay } from '../lib/slot-days'
import { FormField } from './form-field'
import './services.css'

type Props = {
  customerId: string
  id?: number | undefined
  kind?: AppointmentKind | undefined
  onSaved: (message: string) => void
}

/** /infocenter/appointment/edit: book a slot (a new appointment of a kind) or move an existing one. */
export function AppointmentEditor({ customerId, id, kind: initialKind, onSaved }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const existing = useQuery(appointmentsQuery(customerId)).data?.appointments.find((a) => a.id === id)
  usePageTitle(id ? t`Change appointment` : t`Book an appointment`)
  const [kind, setKind] = useState<AppointmentKind>(initialKind ?? 'delivery')
  const current: AppointmentKind = existing?.kind ?? kind
  const slots = useQuery(slotsQuery(customerId, current, id))
  const orders = useQuery({ ...formOrdersQuery(customerId), enabled: current === 'pickup' && !id })
  const days = slotsByDay(slots.data?.slots ?? [])
  const [day, setDay] = useState('')
  // null until the user picks: a change then keeps the booked time selected.
  const [pickedStart, setPickedStart] = useState<string | null>(null)
  const [orderNumber, setOrderNumber] = useState('')
  const [note, setNote] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const chosenDay = shownDay(days, day, existing?.startsAt)
  const startsAt = pickedStart ?? existing?.startsAt ?? ''
  const kindLabel = { delivery: t`Delivery`, pickup: t`Pickup` }

  if (id && !existing) return <p role="status">{t`This appointment no longer exists.`}</p>

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!startsAt) return setErrors({ slot: t`Please choose a time.` })
    setErrors({})
    setBusy(true)
    try {
      const text = (note ?? existing?.note ?? '').trim()
      const saved: Appointment = existing
        ? await changeAppointment(queryClient, customerId, existing.id, { startsAt, note: text })
        : await bookAppointment(queryClient, customerId, {
            kind: current,
            startsAt,
            orderNumber: current === 'pickup' && orderNumber ? orderNumber : null,
            note: text,
          })
      onSaved(existing ? t`The appointment was moved.` : t`The appointment is booked.`)
      return saved
    } catch (error) {
      const field = fieldOfError(error) ?? 'general'
      setErrors({ [field]: serviceErrorMessage(error, t`The appointment could not be saved.`) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="service-page" aria-labelledby="appointment-edit-heading">
      <h1 id="appointment-edit-heading">{existing ? t`Change appointment` : t`Book an appointment`}</h1>
      <form className="service-form" onSubmit={(event) => void save(event)} noValidate>
        {existing ? (
          <p>{kindLabel[existing.kind]}</p>
        ) : (
          <fieldset className="service-field--inline">
            <legend>
              <Trans>Kind of appointment</Trans>
            </legend>
            {APPOINTMENT_KINDS.map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="appointment-kind"
                  checked={kind === k}
                  onChange={() => {
                    setKind(k)
                    setPickedStart('')
                  }}
                />
                {kindLabel[k]}
              </label>
            ))}
          </fieldset>
        )}
        <FormField id="appointment-day" label={t`Day`}>
          {(a11y) => (
            <select
              {...a11y}
              value={chosenDay}
              onChange={(event) => {
                setDay(event.target.value)
                setPickedStart('')
              }}
            >
              {slots.isPending && <option value="">{t`Loading…`}</option>}
              {[...days.keys()].map((key) => (
                <option key={key} value={key}>
                  {formatDay(key, lang)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="slot-grid" aria-describedby={errors.slot ? 'appointment-slot-error' : undefined}>
          <legend>
            <Trans>Time</Trans>
          </legend>
          {(days.get(chosenDay) ?? []).map((slot) => (
            <label key={slot.startsAt}>
              <input
                type="radio"
                name="appointment-slot"
                value={slot.startsAt}
                checked={startsAt === slot.startsAt}
                onChange={() => setPickedStart(slot.startsAt)}
              />
              <span>{formatTime(slot.startsAt, lang)}</span>
            </label>
          ))}
        </fieldset>
        {errors.slot && (
          <p id="appointment-slot-error" className="field-error" role="alert">
            {errors.slot}
          </p>
        )}
        {current === 'pickup' && !existing && (
          <FormField id="appointment-order" label={t`Order to pick up (optional)`} error={errors.orderNumber}>
            {(a11y) => (
              <select {...a11y} value={orderNumber} onChange={(event) => setOrderNumber(event.target.value)}>
                <option value="">{t`No particular order`}</option>
                {/* Cancelled and backordered orders have nothing to collect: the server refuses them too. */}
                {orders.data?.items
                  .filter((o) => mayPickUp(o.status))
                  .map((o) => (
                    <option key={o.orderNumber} value={o.orderNumber}>
                      {o.orderNumber} · {new Date(o.placedAt).toLocaleDateString(lang)}
                    </option>
                  ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id="appointment-note" label={t`Note for the branch (optional)`}>
          {(a11y) => (
            <input
              {...a11y}
              maxLength={APPOINTMENT_NOTE_MAX}
              value={note ?? existing?.note ?? ''}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <div className="service-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {existing ? t`Move appointment` : t`Book appointment`}
          </button>
        </div>
        {errors.general && (
          <p className="field-error" role="alert">
            {errors.general}
          </p>
        )}
      </form>
    </section>
  )
}
