import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useCustomer } from '../api/customers'
import { AdminError } from './admin-states'
import { AuditTable } from './audit-table'
import { ContactsTable } from './contacts-table'
import { CustomerPaymentMethodsForm } from './customer-payment-methods-form'
import { CustomerSettingsForm } from './customer-settings-form'

/** One customer: what it may do (flags, price group, currency, payment methods), its contacts, and the changes made to it. */
export function CustomerPage({ customerId }: { customerId: string }) {
  const { t } = useLingui()
  const id = useId()
  const query = useCustomer(customerId)
  if (query.isPending) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading customer…`}
      </p>
    )
  }
  if (query.isError) return <AdminError error={query.error} onRetry={() => void query.refetch()} />
  const customer = query.data
  return (
    <section aria-labelledby={`${id}-title`} className="admin__stack">
      <h2 id={`${id}-title`}>
        {customer.companyName} <span className="admin__muted">{customer.customerId}</span>
      </h2>
      <dl className="admin__facts">
        <dt>
          <Trans>Billing country</Trans>
        </dt>
        <dd>{customer.billingCountry}</dd>
        <dt>
          <Trans>Sales entity</Trans>
        </dt>
        <dd>{customer.entityID}</dd>
      </dl>
      <CustomerSettingsForm key={customer.customerId} customer={customer} />
      <CustomerPaymentMethodsForm key={`${customer.customerId}-payment`} customer={customer} />
      <ContactsTable contacts={customer.contacts} />
      <h3>
        <Trans>Changes to this customer</Trans>
      </h3>
      <AuditTable target={`customer:${customerId}`} />
    </section>
  )
}
