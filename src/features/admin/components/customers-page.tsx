import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { CustomerList } from '../../../shared/contracts/admin'
import { useLangParam } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useCustomers } from '../api/customers'
import { AdminPagination } from './admin-pagination'
import { AdminEmpty, AdminError } from './admin-states'

type Customer = CustomerList['items'][number]
export type CustomerSearch = { q?: string | undefined; page?: number | undefined }

const column = createColumnHelper<Customer>()

/** Customers found by number, company, contact name or e-mail; a row opens the customer. */
export function CustomersPage({ search, onSearch }: { search: CustomerSearch; onSearch: (next: CustomerSearch) => void }) {
  const { t } = useLingui()
  const id = useId()
  const params = useLangParam()
  const page = search.page ?? 1
  const query = useCustomers(search.q ?? '', page)
  const [q, setQ] = useState(search.q ?? '')
  useEffect(() => setQ(search.q ?? ''), [search.q])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ q: q.trim() || undefined })
  }
  const columns = [
    column.accessor('customerId', {
      meta: { label: t`Customer number`, nowrap: true },
      cell: (info) => (
        <Link to="/{-$lang}/kihadmin/customers/$customerId" params={{ ...params, customerId: info.getValue() }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('companyName', { meta: { label: t`Company` } }),
    column.accessor('billingCountry', { meta: { label: t`Billing country` } }),
    column.accessor('priceGroup', { meta: { label: t`Price group` } }),
    column.accessor('currency', { meta: { label: t`Currency` } }),
    column.accessor('contacts', { meta: { label: t`Contacts`, numeric: true } }),
  ]
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Customers and contacts</Trans>
      </h2>
      <search>
        <form className="admin__search" onSubmit={submit}>
          <label htmlFor={`${id}-q`}>
            <Trans>Customer number, company, name or e-mail</Trans>
          </label>
          <input id={`${id}-q`} type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
          <button type="submit" className="button button--primary">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      <DataTable
        caption={t`Customers`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row.customerId}
        loading={query.isPending}
        loadingText={t`Loading customers…`}
        busy={query.isPlaceholderData}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No customer matches this search.`}</AdminEmpty>}
      />
      <AdminPagination page={page} total={query.data?.total} onPage={(next) => onSearch({ ...search, page: next })} />
    </section>
  )
}
