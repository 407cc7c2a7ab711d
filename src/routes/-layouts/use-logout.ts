import { useNavigate, useRouterState } from '@tanstack/react-router'
import { logout } from '../../features/account/api/logout'
import { splitLanguage } from '../../shared/contracts/routes'
import { useLangParam } from '../../shared/lib/language'

/** SPEC.md §4: after the logout call, go home unless already on the login page. */
export function useLogout() {
  const navigate = useNavigate()
  const params = useLangParam()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return () => {
    void logout().then(() => {
      if (splitLanguage(pathname).rest !== '/login') void navigate({ to: '/{-$lang}', params })
    })
  }
}
