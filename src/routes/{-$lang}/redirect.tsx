import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { guardHref, shopOrigin } from '../../shared/lib/link-guard'

type RedirectSearch = { to?: string | undefined }

/**
 * SPEC.md §2/§8: the redirect page hands the user on to a return target (`?to=`), in the redirect layout.
 * Only a page of this shop is followed; another site or an unsafe address is refused, and the page says so.
 */
export const Route = createFileRoute('/{-$lang}/redirect')({
  staticData: { layout: 'redirect' },
  validateSearch: (search: Record<string, unknown>): RedirectSearch => ({
    to: typeof search.to === 'string' ? search.to : undefined,
  }),
  component: RedirectPage,
})

function RedirectPage() {
  const params = Route.useParams()
  const { to } = Route.useSearch()
  const navigate = useNavigate()
  const target = to === undefined ? undefined : guardHref(to, shopOrigin())
  const follow = target?.kind === 'internal' ? target.href : undefined

  useEffect(() => {
    if (follow) void navigate({ href: follow, replace: true })
  }, [follow, navigate])

  return (
    <section>
      {target && !follow ? (
        <>
          <h1>
            <Trans>This link was not opened</Trans>
          </h1>
          <p role="alert">
            <Trans>
              The return address leads outside the shop or uses an unsafe address. For your safety, the shop only forwards to its
              own pages.
            </Trans>
          </p>
        </>
      ) : (
        <h1>
          <Trans>One moment…</Trans>
        </h1>
      )}
      <Link to="/{-$lang}" params={params}>
        <Trans>Back to the shop</Trans>
      </Link>
    </section>
  )
}
