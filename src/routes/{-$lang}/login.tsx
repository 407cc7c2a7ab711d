import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { logout } from '../../features/account/api/logout'
import { LoginPage } from '../../features/account/components/login-page'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { splitLanguage } from '../../shared/contracts/routes'
import { langParam, routeLanguage } from '../../shared/lib/language'

type LoginSearch = { logout?: boolean | undefined }

/** Where a login sends the user: the last route (SPEC.md §2) unless that was a login page, else home. */
function returnPath(): string | null {
  const last = sessionStore.lastRoute
  if (!last || splitLanguage(last.split('?')[0] ?? '').rest === '/login') return null
  return last
}

export const Route = createFileRoute('/{-$lang}/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    logout: search.logout === true || search.logout === 'true' ? true : undefined,
  }),
  beforeLoad: async ({ search, params, preload }) => {
    if (preload) return
    // SPEC.md §2: ?logout=true clears the session (after a forced logout, or a link from elsewhere).
    if (search.logout) {
      await logout()
      return
    }
    if (isLoggedIn()) {
      const back = returnPath()
      throw back
        ? redirect({ href: back, statusCode: 302 })
        : redirect({ to: '/{-$lang}', params: { lang: params.lang }, statusCode: 302 })
    }
  },
  component: Login,
})

function Login() {
  const navigate = useNavigate()
  const params = Route.useParams()
  const onLoggedIn = () => {
    const back = returnPath()
    if (back) void navigate({ href: back })
    else void navigate({ to: '/{-$lang}', params: { lang: langParam(routeLanguage(params.lang)) } })
  }
  return <LoginPage onLoggedIn={onLoggedIn} />
}
