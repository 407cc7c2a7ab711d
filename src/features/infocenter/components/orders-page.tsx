import { useLingui } from '@lingui/react/macro'
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/contracts/documents-constants'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { DataTable } from '../../../shared/ui/data-table'
import { FilterBar } from '../../../shared/ui/filter-bar'
import { formatSort, parseSort } from '../../../shared/ui/sort-header'
import { useOrders } from '../api/get-orders'
import { type ListSearch, listRequest } from '../lib/list-search'
import { ExportLinks } from './export-links'
import { ListPager } from './list-pager'
import { EmptyList } from './list-states'
import { orderColumns } from './order-columns'
import { useLabels } from './use-labels'
import { useListTableState } from './use-list-table-state'
import './infocenter.css'

type Props = {
  customerId: string
  search: ListSearch<OrderStatus>
  onSearch: (search: ListSearch) => void
  /** Prices are off for this account: no amount column. */
  showTotals: boolean
}

/** The order history: every order with its status, found by any number the buyer has at hand. */
export function OrdersPage({ customerId, search, onSearch, showTotals }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  usePageTitle(t`Orders`)
  const request = listRequest(search, '-placedAt')
  const query = useOrders(customerId, request)
  const tableState = useListTableState(query)
  const columns = orderColumns(
    lang,
    {
      number: t`Order number`,
      date: t`Order date`,
      reference: t`Your reference`,
      vin: t`VIN`,
      status: t`Status`,
      lines: t`Lines`,
      total: t`Amount`,
    },
    labels,
  ).filter((col) => showTotals || col.meta?.sortKey !== 'total')
  const filtered = Boolean(search.q || search.status || search.from || search.to)

  return (
    <section className="infocenter-page">
      <h1>{t`Orders`}</h1>
      <FilterBar
        values={search}
        onChange={(values) => onSearch({ ...values, pageSize: search.pageSize, sort: search.sort })}
        searchLabel={t`Search`}
        searchHint={t`Order or document number, your reference, article or OE number, VIN`}
        statusOptions={ORDER_STATUSES.map((status) => ({ value: status, label: labels.orderStatus[status] }))}
      >
        <ExportLinks resource="orders" filters={request} />
      </FilterBar>
      <DataTable
        caption={t`Your orders`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row.orderNumber}
        sort={parseSort(request.sort ?? '-placedAt')}
        onSort={(sort) => onSearch({ ...search, sort: formatSort(sort), page: undefined })}
        {...tableState}
        empty={
          <EmptyList
            filtered={filtered}
            message={t`No orders match these filters.`}
            none={t`No orders yet.`}
            onClear={() => onSearch({})}
          />
        }
      />
      <ListPager answer={query.data} search={search} onSearch={onSearch} />
    </section>
  )
}
