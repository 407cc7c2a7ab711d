import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { CreatedIntegrationKey, IntegrationKey } from '../../../shared/contracts/integration-keys'
import { useLanguage } from '../../../shared/lib/language'
import { DataTable } from '../../../shared/ui/data-table'
import { useIntegrationKeys, useRevokeIntegrationKey } from '../api/integration-keys'
import { AdminEmpty, AdminError } from './admin-states'
import { formatTime } from './format-time'
import { IntegrationKeySecret } from './integration-key-secret'
import { NewIntegrationKeyForm } from './new-integration-key-form'

const column = createColumnHelper<IntegrationKey>()

/** Keys for systems (an ERP, a PIM) that send parts, prices and stock to /api/integration (docs/api.md). */
export function IntegrationKeysPage() {
  const { t } = useLingui()
  const lang = useLanguage()
  const query = useIntegrationKeys()
  const revoke = useRevokeIntegrationKey()
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null)
  const when = (iso: string | null) => (iso ? formatTime(iso, lang) : t`never`)
  const confirmRevoke = (key: IntegrationKey) => {
    if (!window.confirm(t`Revoke the key ${key.name}? The system using it is refused from then on.`)) return
    revoke.mutate(key.id)
  }
  const columns = [
    column.accessor('name', { meta: { label: t`Name` } }),
    column.accessor('prefix', { meta: { label: t`Key begins`, nowrap: true }, cell: (info) => <code>{info.getValue()}…</code> }),
    column.accessor('scopes', { meta: { label: t`May change` }, cell: (info) => info.getValue().join(', ') }),
    column.accessor('createdAt', {
      meta: { label: t`Created`, nowrap: true },
      cell: ({ row }) => `${when(row.original.createdAt)} · ${row.original.createdBy}`,
    }),
    column.accessor('lastUsedAt', { meta: { label: t`Last used`, nowrap: true }, cell: (info) => when(info.getValue()) }),
    column.display({
      id: 'actions',
      meta: { label: t`Status` },
      cell: ({ row }) =>
        row.original.revokedAt ? (
          t`Revoked ${when(row.original.revokedAt)}`
        ) : (
          <button
            type="button"
            className="button"
            disabled={revoke.isPending}
            aria-label={t`Revoke the key ${row.original.name}`}
            onClick={() => confirmRevoke(row.original)}
          >
            <Trans>Revoke</Trans>
          </button>
        ),
    }),
  ]
  return (
    <section className="admin__stack">
      <h2>
        <Trans>Integration keys</Trans>
      </h2>
      <p>
        <Trans>
          A system such as your ERP sends parts, prices and stock to the shop with an integration key. Customers' API keys cannot
          do this, and integration keys cannot order.
        </Trans>
      </p>
      <NewIntegrationKeyForm onCreated={setCreated} />
      {created && <IntegrationKeySecret created={created} onDone={() => setCreated(null)} />}
      {revoke.isError && <AdminError error={revoke.error} />}
      <DataTable
        caption={t`Integration keys`}
        columns={columns}
        rows={query.data?.keys}
        getRowId={(row) => row.id}
        loading={query.isPending}
        loadingText={t`Loading integration keys…`}
        error={query.isError ? <AdminError error={query.error} onRetry={() => void query.refetch()} /> : undefined}
        empty={<AdminEmpty>{t`No integration keys yet.`}</AdminEmpty>}
      />
    </section>
  )
}
