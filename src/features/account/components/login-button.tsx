import { Trans } from '@lingui/react/macro'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'
import { UserIcon } from '../../../shared/ui/icons'

export function LoginButton() {
  const lang = useLanguage()
  return (
    <a className="button button--primary login-button" href={localizePath('/login', lang)}>
      <UserIcon size={20} />
      <span>
        <Trans>Log in</Trans>
      </span>
    </a>
  )
}
