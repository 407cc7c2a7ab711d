import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Pagination } from './pagination'
import './list-footer.css'

type Props = {
  page: number
  pageSize: number
  total: number
  pageSizes: readonly number[]
  onPage: (page: number) => void
  onPageSize: (pageSize: number) => void
}

/** Under a paged list: how many there are, the page size and the pages. */
export function ListFooter({ page, pageSize, total, pageSizes, onPage, onPageSize }: Props) {
  const id = useId()
  return (
    <div className="list-footer">
      <p className="list-footer__total">{plural(total, { one: '# entry', other: '# entries' })}</p>
      <div className="list-footer__size">
        <label htmlFor={id}>
          <Trans>Per page</Trans>
        </label>
        <select id={id} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </div>
  )
}
