import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'

/**
 * A page of an area this customer's account does not include (SPEC.md §6 features): said plainly,
 * with the way back, instead of an error or someone else's idea of the data.
 */
export function FeatureUnavailable({ title }: { title: string }) {
  const { t } = useLingui()
  usePageTitle(title)
  return (
    <section className="infocenter-page">
      <h1>{title}</h1>
      <div className="infocenter-notice" role="status">
        <p>
          <Trans>This area is not available for your account. Your contact person can open it for you.</Trans>
        </p>
        <Link to="/{-$lang}/infocenter" params={useLangParam()} className="button">
          {t`Back to the information centre`}
        </Link>
      </div>
    </section>
  )
}
