import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import { UserIcon } from '../../../shared/ui/icons'

export function LoginButton() {
  const params = useLangParam()
  return (
    <Link to="/{-$lang}/login" params={params} className="button button--primary login-button">
      <UserIcon size={20} />
      <span>
        <Trans>Log in</Trans>
      </span>
    </Link>
  )
}
