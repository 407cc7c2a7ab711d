import { useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { Backorder } from '../../../shared/contracts/documents'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { DataTable } from '../../../shared/ui/data-table'
import { FilterBar } from '../../../shared/ui/filter-bar'
import { useBackorders } from '../api/get-backorders'
import { formatDate } from '../lib/format-date'
import { type ListSearch, listRequest } from '../lib/list-search'
import { ListPager } from './list-pager'
import { EmptyList } from './list-states'
import { OrderLinks } from './order-links'
import { PartLink } from './part-link'
import { PartName } from './part-name'
import { useListTableState } from './use-list-table-state'
import './infocenter.css'

const column = createColumnHelper<Backorder>()

type Props = { customerId: string; search: ListSearch; onSearch: (search: ListSearch) => void }

/** What is still to come: open backordered lines with the date they are expected. */
export function BackordersPage({ customerId, search, onSearch }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  usePageTitle(t`Backorder list`)
  const { page, pageSize, q } = listRequest(search)
  const query = useBackorders(customerId, { q, page, pageSize }, lang)
  const tableState = useListTableState(query)
  const columns = [
    column.accessor('orderNumber', {
      meta: { label: t`Order` },
      cell: (info) => <OrderLinks orderNumbers={[info.getValue()]} />,
    }),
    column.accessor('sku', {
      meta: { label: t`Article` },
      cell: (info) => <PartLink sku={info.getValue()} slug={info.row.original.slug} />,
    }),
    column.accessor('name', {
      meta: { label: t`Description` },
      cell: (info) => <PartName name={info.getValue()} orderedName={info.row.original.orderedName} />,
    }),
    column.accessor('qty', { meta: { label: t`Open quantity`, numeric: true } }),
    column.accessor('orderedAt', { meta: { label: t`Ordered on` }, cell: (info) => formatDate(info.getValue(), lang) }),
    column.accessor('expectedDate', {
      meta: { label: t`Expected` },
      cell: (info) => formatDate(info.getValue(), lang) || t`Not known yet`,
    }),
    column.accessor('customerOrderReference', { meta: { label: t`Your reference` } }),
  ]

  return (
    <section className="infocenter-page">
      <h1>{t`Backorder list`}</h1>
      <FilterBar
        values={search}
        dates={false}
        onChange={(values) => onSearch({ q: values.q, pageSize: search.pageSize })}
        searchLabel={t`Search`}
        searchHint={t`Order number, your reference, article or OE number, VIN`}
      />
      <DataTable
        caption={t`Open backordered lines`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => `${row.orderNumber}-${row.positionNumber}`}
        {...tableState}
        empty={
          <EmptyList
            filtered={Boolean(search.q)}
            message={t`No backordered lines match this search.`}
            none={t`Nothing is backordered: every ordered part has been delivered.`}
            onClear={() => onSearch({})}
          />
        }
      />
      <ListPager answer={query.data} search={search} onSearch={onSearch} />
    </section>
  )
}
