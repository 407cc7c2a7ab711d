import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FORM_KINDS, type FormReason, hasDeliveries, REASONS_OF } from '../../../shared/contracts/services-constants'
import { useLanguage } from '../../../shared/lib/language'
import { formOrderQuery, formOrdersQuery, submitForm } from '../api/forms'
import { useFormLabels } from '../lib/form-labels'
import { fieldOfError, serviceErrorMessage } from '../lib/service-errors'
import { type FormDraft, type FormErrors, validateForm } from '../lib/validate-form'
import { FormField } from './form-field'

const EMPTY: FormDraft = { kind: 'return', orderNumber: '', position: '', qty: '1', reason: '', description: '' }

/** A new return request or warranty claim: the order and line from the order history, then what is wrong. */
export function FormEditor({ customerId, onDone }: { customerId: string; onDone: (message: string) => void }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useFormLabels()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<FormDraft>(EMPTY)
  const [errors, setErrors] = useState<FormErrors>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const orders = useQuery(formOrdersQuery(customerId))
  const order = useQuery({ ...formOrderQuery(customerId, draft.orderNumber), enabled: draft.orderNumber !== '' })
  const line = order.data?.lines.find((l) => String(l.positionNumber) === draft.position) ?? null
  const set = (change: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...change }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateForm(draft, line?.deliveredQty ?? null)
    setErrors(found)
    setGeneral(null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const form = await submitForm(queryClient, customerId, {
        kind: draft.kind,
        orderNumber: draft.orderNumber,
        position: Number(draft.position),
        qty: Number(draft.qty),
        reason: draft.reason as FormReason,
        description: draft.description.trim(),
        languageID: lang,
      })
      setDraft(EMPTY)
      onDone(t`${form.number} was submitted. A confirmation is on its way by mail.`)
    } catch (error) {
      const message = serviceErrorMessage(error, t`The form could not be sent.`)
      const field = fieldOfError(error)
      if (field) setErrors({ [field]: message })
      else setGeneral(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="service-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-form-heading">
      <h2 id="new-form-heading">
        <Trans>New form</Trans>
      </h2>
      <fieldset className="service-field--inline">
        <legend>
          <Trans>Kind of form</Trans>
        </legend>
        {FORM_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="form-kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => set({ kind, reason: '' })}
            />
            {labels.kind[kind]}
          </label>
        ))}
      </fieldset>
      <FormField id="form-order" label={t`Order`} error={errors.orderNumber}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.orderNumber}
            onChange={(event) => set({ orderNumber: event.target.value, position: '' })}
          >
            <option value="">{orders.isPending ? t`Loading…` : t`Choose an order`}</option>
            {/* Only what has been delivered can go back or be claimed: the server refuses the rest too. */}
            {orders.data?.items
              .filter((o) => hasDeliveries(o.status))
              .map((o) => (
                <option key={o.orderNumber} value={o.orderNumber}>
                  {o.orderNumber} · {new Date(o.placedAt).toLocaleDateString(lang)}
                  {o.customerOrderReference ? ` · ${o.customerOrderReference}` : ''}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField id="form-line" label={t`Order line`} error={errors.position}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.position}
            disabled={!order.data}
            onChange={(event) => set({ position: event.target.value })}
          >
            <option value="">{t`Choose a line`}</option>
            {order.data?.lines
              .filter((l) => l.deliveredQty > 0)
              .map((l) => (
                <option key={l.positionNumber} value={String(l.positionNumber)}>
                  {l.positionNumber}. {l.sku} · {l.name} · {t`${l.deliveredQty} pcs delivered`}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <FormField id="form-qty" label={t`Quantity`} error={errors.qty}>
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={1}
            max={line?.deliveredQty}
            value={draft.qty}
            onChange={(event) => set({ qty: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="form-reason" label={t`Reason`} error={errors.reason}>
        {(a11y) => (
          <select {...a11y} value={draft.reason} onChange={(event) => set({ reason: event.target.value })}>
            <option value="">{t`Choose a reason`}</option>
            {REASONS_OF[draft.kind].map((reason) => (
              <option key={reason} value={reason}>
                {labels.reason[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="form-description"
        label={draft.kind === 'warranty' ? t`Fault description (at least 20 characters)` : t`Remarks (optional)`}
        error={errors.description}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            maxLength={2000}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </FormField>
      <div className="service-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Submit form</Trans>
        </button>
      </div>
      {general && (
        <p className="field-error" role="alert">
          {general}
        </p>
      )}
    </form>
  )
}
