import { Trans } from '@lingui/react/macro'
import './unavailable-mark.css'

/**
 * Beside a part that left the catalogue (issue 28), wherever the buyer kept it (cart, saved cart,
 * notice list, favourites): the line stays so the buyer sees what went, but it has no price and cannot be ordered.
 */
export function UnavailableMark() {
  return (
    <span className="unavailable-mark">
      <Trans>No longer available</Trans>
    </span>
  )
}
