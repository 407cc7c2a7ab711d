import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCaseDetail, AdminCaseList } from '../../../shared/contracts/admin-service-cases'
import type { FormKind, FormStatus } from '../../../shared/contracts/services-constants'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

export type CaseListView = { status?: FormStatus | undefined; kind?: FormKind | undefined; q?: string | undefined; page: number }

export const serviceCasesQuery = (view: CaseListView) =>
  queryOptions({
    queryKey: [...adminKey, 'service-cases', view],
    queryFn: ({ signal }) => apiGet<AdminCaseList>('/admin/service-cases', view, signal),
  })

export const useServiceCases = (view: CaseListView) => useQuery({ ...serviceCasesQuery(view), placeholderData: keepPreviousData })

export const serviceCaseQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKey, 'service-case', id],
    queryFn: ({ signal }) => apiGet<AdminCaseDetail>(`/admin/service-cases/${id}`, undefined, signal),
  })

export const useServiceCase = (id: number) => useQuery(serviceCaseQuery(id))

/** One step; the answer is the case as it is now, shown at once. */
export function useMoveCase(id: number) {
  const client = useQueryClient()
  return useAdminChange(
    (step: { status: FormStatus; note: string }) => apiSend<AdminCaseDetail>('POST', `/admin/service-cases/${id}/steps`, step),
    (detail) => client.setQueryData(serviceCaseQuery(id).queryKey, detail),
  )
}
