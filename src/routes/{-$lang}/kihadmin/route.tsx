import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Outlet, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { forgetAdminService, logoutAdminService } from '../../../features/account/api/login-kih'
import { AdminArea } from '../../../features/admin/components/admin-area'
import { ADMIN_ERROR_CODES } from '../../../shared/contracts/admin-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { requireAdmin } from '../../-guards/require-admin'
import { AdminRefusedPage } from '../../-layouts/admin-refused-page'

/**
 * /kihadmin (SPEC.md §2): only administrators, through the admin-service token. The guard runs in
 * the shop's bundle; the area itself (this component and everything under it) is a lazy chunk that
 * loads only once the token was granted.
 */
export const Route = createFileRoute('/{-$lang}/kihadmin')({
  beforeLoad: requireAdmin,
  preload: false,
  component: AdminRoute,
  errorComponent: AdminRefusedPage,
})

function AdminRoute() {
  useAdminTokenRenewal()
  return (
    <AdminArea onLeave={logoutAdminService}>
      <Outlet />
    </AdminArea>
  )
}

/** The admin token ended while the area was open (KIH_REQUIRED): ask for a new one and load again. */
function useAdminTokenRenewal() {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error
        if (event.type === 'updated' && error instanceof ApiError && error.code === ADMIN_ERROR_CODES.kihRequired) {
          forgetAdminService()
          void router.invalidate()
        }
      }),
    [queryClient, router],
  )
}
