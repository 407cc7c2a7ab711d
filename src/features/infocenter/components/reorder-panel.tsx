import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { OrderDetail } from '../../../shared/contracts/documents'

/** What came back from putting an order into the cart; null = kept offline, sent when back online. */
export type ReorderOutcome = { added: number; missing: Array<{ sku: string; reason: 'NOT_FOUND' | 'ALREADY_IN_CART' }> } | null

type Props = {
  order: OrderDetail
  /** The account may fill the cart (SPEC.md §6 fillBasket). */
  allowed: boolean
  onReorder: () => Promise<ReorderOutcome>
  cartLink: ReactNode
}

type State = { phase: 'idle' | 'busy' | 'failed' } | { phase: 'done'; outcome: ReorderOutcome }

/** Reorder: every line of this order into the cart again, and which could not go, and why. */
export function ReorderPanel({ order, allowed, onReorder, cartLink }: Props) {
  const { t } = useLingui()
  const [state, setState] = useState<State>({ phase: 'idle' })
  if (!allowed) return null
  const nameOf = (key: string) => order.lines.find((line) => `${line.vendorId}-${line.sku}` === key)
  const reorder = async () => {
    setState({ phase: 'busy' })
    try {
      setState({ phase: 'done', outcome: await onReorder() })
    } catch {
      setState({ phase: 'failed' })
    }
  }
  return (
    <div className="reorder-panel">
      <button type="button" className="button button--primary" onClick={reorder} disabled={state.phase === 'busy'}>
        {state.phase === 'busy' ? t`Adding to the cart…` : t`Reorder`}
      </button>
      <div aria-live="polite">
        {state.phase === 'failed' && (
          <p className="infocenter-notice infocenter-notice--error">{t`The order could not be put into the cart. Please try again.`}</p>
        )}
        {state.phase === 'done' && state.outcome === null && (
          <p className="infocenter-notice">{t`You are offline: the lines go into the cart as soon as the connection is back.`}</p>
        )}
        {state.phase === 'done' && state.outcome && (
          <div className="infocenter-notice" data-testid="reorder-result">
            <p>
              {state.outcome.added > 0 ? (
                plural(state.outcome.added, { one: '# line is now in your cart.', other: '# lines are now in your cart.' })
              ) : (
                <Trans>No line could be added.</Trans>
              )}
            </p>
            {state.outcome.missing.length > 0 && (
              <>
                <p>
                  <Trans>Not added:</Trans>
                </p>
                <ul className="reorder-panel__missing">
                  {state.outcome.missing.map((entry) => {
                    const line = nameOf(entry.sku)
                    return (
                      <li key={entry.sku}>
                        <strong>{line?.sku ?? entry.sku}</strong> {line?.name}:{' '}
                        {entry.reason === 'ALREADY_IN_CART' ? t`already in your cart` : t`no longer available`}
                      </li>
                    )
                  })}
                </ul>
              </>
            )}
            {cartLink}
          </div>
        )}
      </div>
    </div>
  )
}
