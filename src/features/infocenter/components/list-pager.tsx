import type { Pagination } from '../../../shared/contracts/documents'
import { LIST_PAGE_SIZES } from '../../../shared/contracts/documents-constants'
import { ListFooter } from '../../../shared/ui/list-footer'
import type { ListSearch } from '../lib/list-search'

type Props<S extends ListSearch> = {
  answer: { items: unknown[]; pagination: Pagination } | undefined
  search: S
  onSearch: (search: S) => void
}

/** The footer of every information-centre list: count, page size and pages, kept in the URL's search. */
export function ListPager<S extends ListSearch>({ answer, search, onSearch }: Props<S>) {
  if (!answer || answer.items.length === 0) return null
  const { page, pageSize, total } = answer.pagination
  return (
    <ListFooter
      page={page}
      pageSize={pageSize}
      total={total}
      pageSizes={LIST_PAGE_SIZES}
      onPage={(next) => onSearch({ ...search, page: next })}
      onPageSize={(next) => onSearch({ ...search, pageSize: next, page: undefined })}
    />
  )
}
