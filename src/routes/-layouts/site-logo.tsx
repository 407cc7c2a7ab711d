import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../shared/lib/language'

export function SiteLogo() {
  const { t } = useLingui()
  return (
    <Link to="/{-$lang}" params={useLangParam()} className="logo" aria-label={t`Achslast Parts – home`}>
      <img src="/favicon.svg" alt="" width="40" height="40" />
      <span className="logo__text">Achslast Parts</span>
    </Link>
  )
}
