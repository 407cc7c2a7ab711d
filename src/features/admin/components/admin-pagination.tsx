import { ADMIN_PAGE_SIZE } from '../../../shared/contracts/admin-constants'
import { Pagination } from '../../../shared/ui/pagination'

type Props = {
  page: number
  /** The list's total from the server; unknown while the first page loads. */
  total: number | undefined
  onPage: (page: number) => void
}

/** The pages of an admin list, which the server cuts at ADMIN_PAGE_SIZE rows. */
export function AdminPagination({ page, total, onPage }: Props) {
  return <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={total ?? 0} onPage={onPage} />
}
