import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useRef, useState } from 'react'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { formatWeight } from '../../../shared/lib/format-weight'
import { useLangParam } from '../../../shared/lib/language'
import { AddToCartButton } from '../../../shared/ui/add-to-cart-button'
import { DepositPrice } from '../../../shared/ui/deposit-price'
import { Fact } from '../../../shared/ui/fact'
import { ChevronIcon } from '../../../shared/ui/icons'
import { PartImage } from '../../../shared/ui/part-image'
import { Price } from '../../../shared/ui/price'
import { QuantityInput } from '../../../shared/ui/quantity-input'

/** Resolves to `'queued'` when the change was kept on the device (the button then shows it as waiting). */
export type AddToCart = (product: SearchProduct, quantity: number) => Promise<unknown>
/** More controls for a row a logged-in customer opens (the notice list's watch button), composed by the caller. */
export type RowActions = (product: SearchProduct) => ReactNode

type Props = {
  product: SearchProduct
  /** Present for a logged-in customer; absent hides the add-to-cart controls (SPEC.md §6). */
  addToCart?: AddToCart | undefined
  /** The fillBasket feature; without it the add-to-cart button is disabled. */
  canFillBasket: boolean
  moreActions?: RowActions | undefined
  onNavigate?: () => void
}

/** One row of the search dropdown: a summary that expands to details and the add-to-cart controls (SPEC.md §4). */
export function SearchResultRow({ product, addToCart, canFillBasket, moreActions, onNavigate }: Props) {
  const { t } = useLingui()
  const params = useLangParam()
  const detailsId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [quantity, setQuantity] = useState(1)

  // Escape folds an open row first; the dropdown's own handler closes the dropdown on the next one.
  const collapseOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return
    event.stopPropagation()
    // Focus moves before the details hide, so it never falls out of the dropdown (which would close it).
    toggleRef.current?.focus()
    setExpanded(false)
  }

  return (
    <li className="search-row" onKeyDown={collapseOnEscape}>
      <div className="search-row__summary">
        <PartImage src={product.image.src} alt={product.image.alt} displayWidth={48} className="search-row__image" />
        <Link
          to="/{-$lang}/products/$slug"
          params={{ ...params, slug: product.slug }}
          className="search-row__name"
          onClick={onNavigate}
        >
          <span className="search-row__sku">{product.sku}</span> {product.name}
        </Link>
        <span className="search-row__maker">{product.manufacturer}</span>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button icon-button--quiet"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={expanded ? t`Hide details of ${product.sku}` : t`Show details of ${product.sku}`}
          onClick={() => setExpanded(!expanded)}
        >
          <ChevronIcon size={20} />
        </button>
      </div>
      <div id={detailsId} className="search-row__details" hidden={!expanded}>
        <dl>
          {product.mainOe && <Fact term={<Trans>OE number</Trans>}>{product.mainOe}</Fact>}
          {product.crossReferences.length > 0 && (
            <Fact term={<Trans>Cross references</Trans>}>
              {product.crossReferences.map((ref) => `${ref.manufacturer} ${ref.referenceNo}`).join(' · ')}
            </Fact>
          )}
          {product.replaces && <Fact term={<Trans>Replaces</Trans>}>{product.replaces}</Fact>}
          <Fact term={<Trans>Weight</Trans>}>{formatWeight(product.weight)}</Fact>
          {product.price && (
            <Fact term={<Trans>Price</Trans>}>
              <Price price={product.price} />
              <DepositPrice deposit={product.deposit} />
            </Fact>
          )}
        </dl>
        {/* Visitors only (the component decides): where a customer would see the price. */}
        {!product.price && <Price price={null} loginHint />}
        {addToCart && (
          <div className="search-row__buy">
            <QuantityInput id={`${detailsId}-qty`} value={quantity} onChange={setQuantity} />
            <AddToCartButton disabled={!canFillBasket} onAdd={() => addToCart(product, quantity)} />
          </div>
        )}
        {moreActions?.(product)}
      </div>
    </li>
  )
}
