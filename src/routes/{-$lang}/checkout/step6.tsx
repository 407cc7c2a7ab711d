import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Confirmation } from '../../../features/checkout/components/confirmation'

/** SPEC.md §2 does not show step 6's layout; the plain redirect layout keeps the numbers in focus. */
export const Route = createFileRoute('/{-$lang}/checkout/step6')({
  staticData: { layout: 'redirect' },
  component: Step6,
})

function Step6() {
  const params = Route.useParams()
  return (
    <Confirmation
      orderLink={(orderNumber) => (
        <Link to="/{-$lang}/infocenter/orderhistory/$slug" params={{ ...params, slug: orderNumber }}>
          {orderNumber}
        </Link>
      )}
      homeLink={
        <Link to="/{-$lang}" params={params} className="button button--primary">
          <Trans>Back to the shop</Trans>
        </Link>
      }
    />
  )
}
