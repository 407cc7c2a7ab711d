import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'

/** SPEC.md §2: the redirect page in the redirect layout (external links hand the user on from here). */
export const Route = createFileRoute('/{-$lang}/redirect')({
  staticData: { layout: 'redirect' },
  component: RedirectPage,
})

function RedirectPage() {
  const params = Route.useParams()
  return (
    <section>
      <h1>
        <Trans>One moment…</Trans>
      </h1>
      <Link to="/{-$lang}" params={params}>
        <Trans>Back to the shop</Trans>
      </Link>
    </section>
  )
}
