import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { type SearchMode, searchStore, switchSearchMode } from '../store'
import { PartSearchField } from './part-search-field'
import type { AddToCart, RowActions } from './search-result-row'

type Props = {
  countryID: string
  /** The VIN field (from the vin feature); present only when the customer's vinSearch permission allows it. */
  vinField?: ReactNode
  addToCart?: AddToCart | undefined
  canFillBasket: boolean
  moreActions?: RowActions | undefined
}

/** The header search with its search-input list (SPEC.md §4). Switching the mode clears the text. */
export function HeaderSearch({ countryID, vinField, addToCart, canFillBasket, moreActions }: Props) {
  const { t } = useLingui()
  const { mode: chosen } = useSnapshot(searchStore)
  const mode: SearchMode = vinField ? chosen : 'part-search'
  const labels: Record<SearchMode, string> = { 'part-search': t`Part search`, 'vin-search': t`VIN search` }

  return (
    <search className="header-search">
      {vinField && (
        <fieldset className="search-modes">
          <legend className="visually-hidden">{t`Search by`}</legend>
          {(['part-search', 'vin-search'] as const).map((id) => (
            <label key={id} className="search-modes__option">
              <input type="radio" name="search-mode" value={id} checked={mode === id} onChange={() => switchSearchMode(id)} />
              <span>{labels[id]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {/* Each field owns its text: switching unmounts the other field, which clears it. */}
      {mode === 'vin-search' ? (
        vinField
      ) : (
        <PartSearchField countryID={countryID} addToCart={addToCart} canFillBasket={canFillBasket} moreActions={moreActions} />
      )}
    </search>
  )
}
