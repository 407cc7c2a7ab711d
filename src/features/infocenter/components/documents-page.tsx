import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo, useState } from 'react'
import type { DocumentSummary } from '../../../shared/contracts/documents'
import type { DocumentType } from '../../../shared/contracts/documents-constants'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { DataTable, type TableSelection } from '../../../shared/ui/data-table'
import { FilterBar } from '../../../shared/ui/filter-bar'
import { formatSort, parseSort } from '../../../shared/ui/sort-header'
import { type DocumentsRequest, useDocuments } from '../api/get-documents'
import { type ListSearch, listRequest } from '../lib/list-search'
import { documentColumns } from './document-columns'
import { ExportLinks } from './export-links'
import { ListPager } from './list-pager'
import { DocumentNeedsConnection, EmptyList } from './list-states'
import { useDocumentListWords, useLabels } from './use-labels'
import { useListTableState } from './use-list-table-state'
import './infocenter.css'

type Props = {
  type: DocumentType
  customerId: string
  search: ListSearch
  onSearch: (search: ListSearch) => void
  /** Rows can be picked, e.g. for a multi-document download composed by the route. */
  selection?: TableSelection<DocumentSummary> | undefined
  /** Shown above the table with the number of documents the filter matches. */
  selectionBar?: ((list: { matching: number; filters: Omit<DocumentsRequest, 'page' | 'pageSize'> }) => ReactNode) | undefined
}

/** Invoices, credit notes, delivery notes or packing lists: find, sort, page, open, export. */
export function DocumentsPage({ type, customerId, search, onSearch, selection, selectionBar }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const words = useDocumentListWords(type)
  const labels = useLabels()
  usePageTitle(words.title)
  const [needsConnection, setNeedsConnection] = useState<string | null>(null)
  const request = { type, ...listRequest(search, '-date') }
  const { status: _status, ...filters } = request
  const query = useDocuments(customerId, filters)
  const tableState = useListTableState(query)
  const columns = useMemo(
    () =>
      documentColumns(
        type,
        lang,
        {
          number: t`Number`,
          date: t`Date`,
          orders: t`Orders`,
          reference: t`Your reference`,
          status: t`Status`,
          total: t`Amount`,
          actions: t`Document`,
        },
        labels,
        setNeedsConnection,
      ),
    [type, lang, t, labels],
  )
  const filtered = Boolean(search.q || search.from || search.to)

  return (
    <section className="infocenter-page">
      <h1>{words.title}</h1>
      <FilterBar
        values={search}
        onChange={(values) => onSearch({ ...values, pageSize: search.pageSize, sort: search.sort })}
        searchLabel={t`Search`}
        searchHint={t`Document or order number, your reference, article or OE number, VIN`}
      >
        <ExportLinks resource="documents" filters={filters} />
      </FilterBar>
      {needsConnection && <DocumentNeedsConnection number={needsConnection} />}
      {selectionBar?.({ matching: query.data?.pagination.total ?? 0, filters })}
      <DataTable
        caption={words.caption}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => row.documentId}
        sort={parseSort(request.sort ?? '-date')}
        onSort={(sort) => onSearch({ ...search, sort: formatSort(sort), page: undefined })}
        {...tableState}
        selection={selection}
        empty={<EmptyList filtered={filtered} message={words.empty} none={words.none} onClear={() => onSearch({})} />}
      />
      <ListPager answer={query.data} search={search} onSearch={onSearch} />
    </section>
  )
}
