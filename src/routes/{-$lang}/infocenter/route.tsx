import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from '../../-guards/require-login'

/** Every information-centre page needs a login (SPEC.md §5), shared favourites excepted. */
export const Route = createFileRoute('/{-$lang}/infocenter')({
  beforeLoad: requireLogin,
  component: Outlet,
})
