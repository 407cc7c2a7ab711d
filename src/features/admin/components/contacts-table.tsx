import { Trans, useLingui } from '@lingui/react/macro'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminContact } from '../../../shared/contracts/admin'
import { DataTable } from '../../../shared/ui/data-table'
import { useLockContact, useSendResetMail } from '../api/customers'
import { AdminEmpty, AdminError } from './admin-states'

const column = createColumnHelper<AdminContact>()

/** The people who log in for the customer: lock or unlock each, or send the password-reset mail. */
export function ContactsTable({ contacts }: { contacts: AdminContact[] }) {
  const { t } = useLingui()
  const lock = useLockContact()
  const reset = useSendResetMail()
  const columns = [
    column.accessor((c) => `${c.firstName} ${c.lastName}`, { id: 'name', meta: { label: t`Name` } }),
    column.accessor('email', { meta: { label: t`E-mail` } }),
    column.accessor('language', { meta: { label: t`Language` } }),
    column.accessor('role', {
      meta: { label: t`Role` },
      cell: (info) => (info.getValue() === 'admin' ? t`Administrator` : t`Customer`),
    }),
    column.accessor('locked', { meta: { label: t`Login` }, cell: (info) => (info.getValue() ? t`Locked` : t`Active`) }),
    column.display({
      id: 'actions',
      meta: { label: t`Actions` },
      cell: ({ row }) => {
        const contact = row.original
        const name = `${contact.firstName} ${contact.lastName}`
        return (
          <div className="admin__row-actions">
            <button
              type="button"
              className="button"
              disabled={lock.isPending}
              aria-label={contact.locked ? t`Unlock ${name}` : t`Lock ${name}`}
              onClick={() => lock.mutate({ contactId: contact.contactId, locked: !contact.locked })}
            >
              {contact.locked ? t`Unlock` : t`Lock`}
            </button>
            <button
              type="button"
              className="button"
              disabled={reset.isPending || contact.locked}
              aria-label={t`Send the password-reset mail to ${name}`}
              onClick={() => reset.mutate(contact.contactId)}
            >
              <Trans>Send reset mail</Trans>
            </button>
          </div>
        )
      },
    }),
  ]
  return (
    <div className="admin__stack">
      <h3>
        <Trans>Contacts</Trans>
      </h3>
      {(lock.isError || reset.isError) && <AdminError error={lock.error ?? reset.error} />}
      {reset.isSuccess && (
        <p role="status" className="admin__saved">
          <Trans>The password-reset mail is on its way.</Trans>
        </p>
      )}
      <DataTable
        caption={t`Contacts`}
        columns={columns}
        rows={contacts}
        getRowId={(row) => row.contactId}
        loading={false}
        loadingText=""
        empty={<AdminEmpty>{t`This customer has no contacts.`}</AdminEmpty>}
      />
    </div>
  )
}
