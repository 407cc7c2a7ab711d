import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DeliveryAddress } from '../../../shared/contracts/customer-lists'
import { useLanguage } from '../../../shared/lib/language'
import { useChangeRunner } from '../../../shared/lib/use-change-runner'
import { ControlError } from '../../../shared/ui/control-error'
import { LoadFailed } from '../../../shared/ui/load-failed'
import { PageLoading } from '../../../shared/ui/page-loading'
import { PostalAddress } from '../../../shared/ui/postal-address'
import { addressesQuery, deleteAddress, makeDefaultAddress, saveAddress } from '../api/addresses'
import { countryName } from '../lib/country-options'
import { AddressBookForm, emptyAddress } from './address-book-form'
import '../../../shared/ui/list-page.css'

type Props = { customerId: string; billingCountry: string; onDone: (message: string) => void }
type Editing = { id: string | null } | null

function AddressLines({ address }: { address: Omit<DeliveryAddress, 'id' | 'isDefault'> }) {
  const lang = useLanguage()
  return <PostalAddress address={address} country={countryName(address.country, lang)} />
}

/** /infocenter/addresses: the billing address (read-only, from the ERP) and the delivery addresses the customer keeps. */
export function AddressesPage({ customerId, billingCountry, onDone }: Props) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data, error, refetch } = useQuery(addressesQuery(customerId))
  const [editing, setEditing] = useState<Editing>(null)
  const { busy, run, errorAt } = useChangeRunner(onDone)

  if (!data) return error ? <LoadFailed onRetry={() => void refetch()} /> : <PageLoading />
  const editedAddress = editing?.id ? data.delivery.find((address) => address.id === editing.id) : undefined

  return (
    <section className="list-page" aria-labelledby="addresses-heading">
      <h1 id="addresses-heading">
        <Trans>Addresses</Trans>
      </h1>
      <h2>
        <Trans>Billing address</Trans>
      </h2>
      <div className="card" data-testid="billing-address">
        <AddressLines address={data.billing} />
        <p className="muted">
          <Trans>The billing address comes from your customer record. To change it, please contact your branch.</Trans>
        </p>
      </div>
      <h2>
        <Trans>Delivery addresses</Trans>
      </h2>
      <p className="muted">
        <Trans>The checkout offers these addresses in step 2; the default one comes first.</Trans>
      </p>
      {data.delivery.length === 0 && (
        <p role="status">
          <Trans>No delivery addresses yet: orders go to the billing address.</Trans>
        </p>
      )}
      <ul className="card-list">
        {data.delivery.map((address) => (
          <li key={address.id} className="card" data-testid="delivery-address">
            {address.isDefault && (
              <span className="badge">
                <Trans>Default</Trans>
              </span>
            )}
            <AddressLines address={address} />
            <div className="form-actions">
              <button type="button" className="button" disabled={busy} onClick={() => setEditing({ id: address.id })}>
                <Trans>Edit {address.name}</Trans>
              </button>
              {!address.isDefault && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      address.id,
                      () => makeDefaultAddress(queryClient, customerId, address.id),
                      t`The default address was changed.`,
                    )
                  }
                >
                  <Trans>Make {address.name} the default</Trans>
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(t`Delete the address ${address.name}?`)) return
                  void run(address.id, () => deleteAddress(queryClient, customerId, address.id), t`The address was deleted.`)
                }}
              >
                <Trans>Delete {address.name}</Trans>
              </button>
            </div>
            <ControlError id={`address-error-${address.id}`} message={errorAt(address.id)} />
          </li>
        ))}
      </ul>
      {editing ? (
        <div className="card">
          <h2>{editedAddress ? <Trans>Edit delivery address</Trans> : <Trans>New delivery address</Trans>}</h2>
          <AddressBookForm
            key={editing.id ?? 'new'}
            initial={editedAddress ? { ...editedAddress } : emptyAddress(billingCountry)}
            busy={busy}
            error={errorAt('form')}
            onCancel={() => setEditing(null)}
            onSave={(fields) =>
              void run(
                'form',
                () => saveAddress(queryClient, customerId, fields, editedAddress?.id),
                t`The address was saved.`,
              ).then((saved) => saved && setEditing(null))
            }
          />
        </div>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setEditing({ id: null })}>
          <Trans>Add a delivery address</Trans>
        </button>
      )}
    </section>
  )
}
