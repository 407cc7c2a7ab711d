import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLanguage } from '../../../shared/lib/language'
import { useChangeRunner } from '../../../shared/lib/use-change-runner'
import { ControlError } from '../../../shared/ui/control-error'
import { LoadFailed } from '../../../shared/ui/load-failed'
import { PageLoading } from '../../../shared/ui/page-loading'
import { moveNoticesToCart, noticeListQuery, removeNotice, updateNotice } from '../api/notice-list'
import { NoticeRow } from './notice-row'
import '../../../shared/ui/list-page.css'

type Props = {
  customerId: string
  canFillBasket: boolean
  /** The cart changed on the server (entries moved): the route refreshes the cart's count and preview. */
  onCartChanged: () => void
  onDone: (message: string) => void
}

/** /infocenter/noticelist: watched parts, marked when back in stock or repriced; moved to the cart one or all at once. */
export function NoticeListPage({ customerId, canFillBasket, onCartChanged, onDone }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const queryClient = useQueryClient()
  const { data, error, refetch } = useQuery(noticeListQuery(customerId, lang))
  const { busy, run, errorAt } = useChangeRunner(onDone)
  if (!data) return error ? <LoadFailed onRetry={() => void refetch()} /> : <PageLoading />
  // Parts that left the catalogue stay listed (marked) but never go to the cart.
  const orderable = data.entries.filter((entry) => entry.available)

  const move = (at: string, ids: string[]) =>
    run(
      at,
      async () => {
        await moveNoticesToCart(queryClient, customerId, ids)
        onCartChanged()
      },
      t`The parts are in the cart.`,
    )

  return (
    <section className="list-page" aria-labelledby="noticelist-heading">
      <h1 id="noticelist-heading">
        <Trans>Notice list</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Watch parts from the product page, the search results or the header search. The list marks a part that is back in stock
          or whose price changed since you added it.
        </Trans>
      </p>
      {data.entries.length === 0 ? (
        <p role="status">
          <Trans>No parts on your notice list yet.</Trans>
        </p>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !canFillBasket || orderable.length === 0}
            aria-describedby={errorAt('all') ? 'notice-all-error' : undefined}
            onClick={() =>
              void move(
                'all',
                orderable.map((entry) => entry.id),
              )
            }
          >
            {orderable.length === data.entries.length ? (
              <Trans>Move all {orderable.length} parts to the cart</Trans>
            ) : (
              plural(orderable.length, {
                one: 'Move the # available part to the cart',
                other: 'Move the # available parts to the cart',
              })
            )}
          </button>
          <ControlError id="notice-all-error" message={errorAt('all')} />
        </div>
      )}
      <ul className="card-list">
        {data.entries.map((entry) => (
          <NoticeRow
            key={`${entry.id}-${entry.qty}-${entry.note}`}
            entry={entry}
            busy={busy}
            canFillBasket={canFillBasket}
            error={errorAt(entry.id)}
            onSave={(change) =>
              void run(entry.id, () => updateNotice(queryClient, customerId, entry.id, change), t`The entry was saved.`)
            }
            onMove={() => void move(entry.id, [entry.id])}
            onRemove={() =>
              void run(entry.id, () => removeNotice(queryClient, customerId, entry.id), t`The part is off your notice list.`)
            }
          />
        ))}
      </ul>
    </section>
  )
}
