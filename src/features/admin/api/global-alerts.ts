import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminGlobalAlert, GlobalAlertBody } from '../../../shared/contracts/admin'
import { apiDelete, apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

export const adminAlertsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'global-alerts'],
    queryFn: ({ signal }) => apiGet<{ alerts: AdminGlobalAlert[] }>('/admin/global-alerts', undefined, signal),
  })

export const useAdminAlerts = () => useQuery(adminAlertsQuery())

/** The id is made here (a UUID), so saving twice after a lost answer is still one message. */
export const useSaveAlert = () =>
  useAdminChange(({ id, body }: { id: string; body: GlobalAlertBody }) =>
    apiSend<AdminGlobalAlert>('PUT', `/admin/global-alerts/${id}`, body),
  )

export const useDeleteAlert = () => useAdminChange((id: string) => apiDelete<null>(`/admin/global-alerts/${id}`))
