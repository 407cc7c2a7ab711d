import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { WebhookDelivery } from '../../../shared/contracts/webhooks'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { AdminEmpty } from './admin-states'
import { formatTime } from './format-time'

type Attempt = WebhookDelivery['attempts'][number]
const column = createColumnHelper<Attempt>()

/** Every attempt of one delivery: when, what the receiver answered (or that it did not), how long it took. */
export function WebhookAttemptsTable({ attempts, caption }: { attempts: Attempt[]; caption: string }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const columns = [
    column.accessor('attemptedAt', {
      meta: { label: t`Sent at`, nowrap: true },
      cell: ({ row }) => (
        <>
          {formatTime(row.original.attemptedAt, lang)}
          {row.original.manual && (
            <>
              {' '}
              <span className="webhooks__badge">
                <Trans>sent by hand</Trans>
              </span>
            </>
          )}
        </>
      ),
    }),
    column.accessor('statusCode', {
      meta: { label: t`HTTP status`, nowrap: true },
      cell: (info) => info.getValue() ?? <em>{t`no answer`}</em>,
    }),
    column.accessor('durationMs', {
      meta: { label: t`Duration`, numeric: true },
      cell: (info) => t`${info.getValue()} ms`,
    }),
    column.accessor('answer', {
      meta: { label: t`Start of the answer` },
      cell: (info) => <pre className="admin__json">{info.getValue() || '–'}</pre>,
    }),
  ]
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={attempts}
      getRowId={(row) => row.attemptedAt}
      loading={false}
      loadingText=""
      empty={<AdminEmpty>{t`Not sent yet.`}</AdminEmpty>}
    />
  )
}
