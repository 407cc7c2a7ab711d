import { Trans, useLingui } from '@lingui/react/macro'
import { Price } from '../../../shared/ui/price'
import type { CheckedLine } from '../lib/checked-line'

/** One row per checked line, in the order entered: the part found (with its price when the customer may see it) or why not. */
export function CheckedLinesTable({ lines }: { lines: readonly CheckedLine[] }) {
  const { t } = useLingui()
  const withPrices = lines.some((line) => line.ok && line.price)

  const errorText = (line: Extract<CheckedLine, { ok: false }>) =>
    line.error === 'NOT_FOUND'
      ? t`No part with this number`
      : line.error === 'NOT_SEEN'
        ? t`Not among the parts seen on this device; check again when online`
        : line.error === 'AMBIGUOUS'
          ? t`Several parts carry this number; please use the article number`
          : t`The quantity must be a whole number from 1 to 99999`

  return (
    <table className="quick-order__table">
      <caption className="visually-hidden">
        <Trans>Checked lines</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Entered</Trans>
          </th>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Result</Trans>
          </th>
          {withPrices && (
            <th scope="col" className="quick-order__price">
              <Trans>Unit price</Trans>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} data-testid={line.ok ? 'quick-order-ok' : 'quick-order-error'} className={line.ok ? '' : 'is-error'}>
            <td className="quick-order__term">{line.term}</td>
            <td data-label={t`Quantity`}>{line.ok || line.error !== 'BAD_QUANTITY' ? line.qty : '—'}</td>
            <td>
              {line.ok ? `${line.sku} — ${line.name}` : errorText(line)}
              {line.unverified && (
                <span className="quick-order__unverified">
                  <Trans>unverified (offline)</Trans>
                </span>
              )}
            </td>
            {withPrices && (
              <td className="quick-order__price" data-label={t`Unit price`}>
                {line.ok && <Price price={line.price} />}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
