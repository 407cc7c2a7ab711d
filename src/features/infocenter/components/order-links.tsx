import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'

/** Links to the orders a document or shipment belongs to. */
export function OrderLinks({ orderNumbers }: { orderNumbers: readonly string[] }) {
  const params = useLangParam()
  return (
    <span className="order-links">
      {orderNumbers.map((orderNumber) => (
        <Link key={orderNumber} to="/{-$lang}/infocenter/orderhistory/$slug" params={{ ...params, slug: orderNumber }}>
          {orderNumber}
        </Link>
      ))}
    </span>
  )
}
