import { Trans, useLingui } from '@lingui/react/macro'

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void }

export function Pagination({ page, pageSize, total, onPage }: Props) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  )
}
