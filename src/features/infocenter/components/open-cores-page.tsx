import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { OpenCore } from '../../../shared/contracts/deposits'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { DataTable } from '../../../shared/ui/data-table'
import { Price } from '../../../shared/ui/price'
import { isDepositsOff, useOpenCores } from '../api/get-open-cores'
import { corePrice } from '../lib/core-price'
import { formatDate } from '../lib/format-date'
import { CoreStateBadge } from './core-state-badge'
import { EmptyList } from './list-states'
import { OpenCoresTotals } from './open-cores-totals'
import { useListTableState } from './use-list-table-state'
import './infocenter.css'
import './open-cores.css'

const column = createColumnHelper<OpenCore>()

type Props = { customerId: string; canSeeDeliveryNotes: boolean }

/**
 * The open cores account (issue 31): every exchange unit delivered and not yet credited, soonest due
 * first, with what is at stake and the way to send it back. At 768 px and below the rows are cards.
 */
export function OpenCoresPage({ customerId, canSeeDeliveryNotes }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  usePageTitle(t`Open cores`)
  const query = useOpenCores(customerId)
  const tableState = useListTableState(query)
  if (isDepositsOff(query.error)) return <DepositsOff />

  const columns = [
    column.accessor('sku', {
      meta: { label: t`Part` },
      cell: (info) => (
        // One element per cell: on phones the cell is a two-column card row, and loose pieces wrapped
        // into the label column.
        <span>
          <strong>{info.getValue()}</strong> <span className="open-cores__name">{info.row.original.partName}</span>
        </span>
      ),
    }),
    column.accessor('deliveryNoteId', {
      // The note and the day it came on, in one column: the table keeps room for the part's name.
      meta: { label: t`Delivered with`, nowrap: true },
      cell: (info) => {
        const core = info.row.original
        const id = info.getValue()
        const note = !id ? (
          t`Order ${core.orderNumber}`
        ) : canSeeDeliveryNotes ? (
          <Link to="/{-$lang}/infocenter/deliverynotes" params={params} search={{ q: id }}>
            {id}
          </Link>
        ) : (
          id
        )
        return (
          <span>
            {note}
            <br />
            {formatDate(core.deliveredOn, lang)}
          </span>
        )
      },
    }),
    column.accessor('qty', { meta: { label: t`Quantity`, numeric: true } }),
    column.accessor('depositTotal', {
      meta: { label: t`Core deposit`, numeric: true },
      cell: (info) => <Price price={corePrice(info.getValue())} />,
    }),
    column.accessor('dueOn', {
      meta: { label: t`Due back by`, nowrap: true },
      cell: (info) => formatDate(info.getValue(), lang),
    }),
    column.accessor('daysLeft', { meta: { label: t`Days left` }, cell: (info) => <CoreStateBadge core={info.row.original} /> }),
    column.display({
      id: 'return',
      meta: { label: t`Return`, nowrap: true },
      cell: (info) => <ReturnCoreLink core={info.row.original} />,
    }),
  ]

  return (
    <section className="infocenter-page open-cores">
      <h1>{t`Open cores`}</h1>
      <p className="muted">
        {query.data
          ? t`Exchange units you bought with a core deposit and have not yet got credited. Each core is due back ${query.data.dueDays} days after delivery.`
          : t`Exchange units you bought with a core deposit and have not yet got credited.`}
      </p>
      {query.data && query.data.items.length > 0 && <OpenCoresTotals data={query.data} />}
      <DataTable
        caption={t`Open cores, soonest due first`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(row) => `${row.orderNumber}-${row.sku}-${row.vendorId}`}
        {...tableState}
        empty={<EmptyList none={t`No open cores: every exchange unit has gone back and been credited.`} />}
      />
    </section>
  )
}

/** Starts a core case from the line of the delivery note the unit came with (the returns form does the rest). */
function ReturnCoreLink({ core }: { core: OpenCore }) {
  const { t } = useLingui()
  const params = useLangParam()
  const left = core.qty - core.inReturnQty
  if (left <= 0) return null
  // Without a delivery note the form opens on cores and the buyer picks the line.
  const search = core.deliveryNoteId
    ? { kind: 'core' as const, documentId: core.deliveryNoteId, position: core.deliveryNotePosition ?? undefined }
    : { kind: 'core' as const }
  return (
    <Link
      className="button button--small"
      to="/{-$lang}/infocenter/forms"
      params={params}
      search={search}
      aria-label={t`Return core ${core.sku} from ${core.deliveryNoteId || core.orderNumber}`}
    >
      {t`Return core`}
    </Link>
  )
}

function DepositsOff() {
  const { t } = useLingui()
  return (
    <section className="infocenter-page">
      <h1>{t`Open cores`}</h1>
      <div className="infocenter-notice" role="status">
        <p>{t`This shop keeps no open cores account.`}</p>
        <Link to="/{-$lang}/infocenter" params={useLangParam()} className="button">
          {t`Back to the information centre`}
        </Link>
      </div>
    </section>
  )
}
