import { useLingui } from '@lingui/react/macro'
import './checkout.css'

/** The six steps as an ordered list; the current one is marked for assistive technology. */
export function CheckoutSteps({ current }: { current: number }) {
  const { t } = useLingui()
  const names = [t`Cart`, t`Addresses`, t`Transport`, t`Payment`, t`Review`, t`Confirmation`]
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="checkout-steps">
        {names.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={index + 1 <= current ? 'is-done' : ''}
          >
            <span className="checkout-steps__number">{index + 1}</span> {name}
          </li>
        ))}
      </ol>
    </nav>
  )
}
