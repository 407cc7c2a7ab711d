import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useSnapshot } from 'valtio'
import { FormField } from '../../../shared/ui/form-field'
import { type HostedField, hostedFieldId } from '../lib/payone-client'
import { checkoutStore, setCardHolder } from '../store'
import type { CardFieldsState, HolderErrors } from './use-card-check'

type Props = {
  state: CardFieldsState
  cardError: string | null
  holderErrors: HolderErrors
}

/** A box PAYONE fills with its iframe, named by its legend (the iframe carries PAYONE's own field label too). */
function HostedBox({ field, label }: { field: HostedField; label: ReactNode }) {
  return (
    <fieldset className="card-form__field">
      <legend className="card-form__label">{label}</legend>
      <div id={hostedFieldId(field)} className="card-form__hosted" data-testid={`card-${field}`} />
    </fieldset>
  )
}

/** Step 4's card form: the holder's names (the shop's fields) and PAYONE's hosted fields for the card itself. */
export function CardForm({ state, cardError, holderErrors }: Props) {
  const { t } = useLingui()
  const { ccFirstName, ccLastName, payOneResponse } = useSnapshot(checkoutStore)
  const errorId = useId()
  const checkedPan = payOneResponse?.truncatedcardpan
  return (
    <fieldset className="card-form" data-testid="card-form" aria-describedby={cardError ? errorId : undefined}>
      <legend>
        <Trans>Card details</Trans>
      </legend>
      <FormField
        className="checkout-field"
        label={t`Cardholder's first name`}
        value={ccFirstName}
        maxLength={50}
        autoComplete="cc-given-name"
        error={holderErrors.ccFirstName ?? null}
        data-testid="card-first-name"
        onValueChange={(value) => setCardHolder({ ccFirstName: value ?? '' })}
      />
      <FormField
        className="checkout-field"
        label={t`Cardholder's last name`}
        value={ccLastName}
        maxLength={50}
        autoComplete="cc-family-name"
        error={holderErrors.ccLastName ?? null}
        data-testid="card-last-name"
        onValueChange={(value) => setCardHolder({ ccLastName: value ?? '' })}
      />
      {checkedPan && (
        <p data-testid="card-checked">
          <Trans>Checked card: {checkedPan}. Enter another card here to use it instead.</Trans>
        </p>
      )}
      <HostedBox field="cardpan" label={<Trans>Card number</Trans>} />
      <div className="card-form__row">
        <HostedBox field="cardexpiremonth" label={<Trans>Expiry month</Trans>} />
        <HostedBox field="cardexpireyear" label={<Trans>Expiry year</Trans>} />
        <HostedBox field="cardcvc2" label={<Trans>Security code (CVC)</Trans>} />
      </div>
      {state === 'loading' && (
        <p role="status">
          <Trans>Loading the secure card fields…</Trans>
        </p>
      )}
      {state === 'unavailable' && !cardError && (
        <p role="alert" className="field-error">
          <Trans>
            The card fields could not be loaded. Check the connection and try again, or choose another payment method.
          </Trans>
        </p>
      )}
      {cardError && (
        <p id={errorId} role="alert" className="field-error" data-testid="card-error">
          {cardError}
        </p>
      )}
      <p className="checkout-totals__note">
        <Trans>The card number is entered in the payment service's secure fields and never reaches this shop.</Trans>
      </p>
    </fieldset>
  )
}
