import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminJob, AuditList, ErrorLogList, JobList } from '../../../shared/contracts/admin'
import type { JobState } from '../../../shared/contracts/admin-constants'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey, compact } from './admin-key'
import { useAdminChange } from './customers'

export type ErrorLogFilter = {
  level?: string | undefined
  q?: string | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
}

export const useErrorLogs = (filter: ErrorLogFilter) =>
  useQuery({
    queryKey: [...adminKey, 'error-logs', filter],
    queryFn: ({ signal }) => apiGet<ErrorLogList>('/admin/error-logs', compact(filter), signal),
    placeholderData: keepPreviousData,
  })

export const useJobs = (filter: { state?: JobState | undefined; page: number }) =>
  useQuery({
    queryKey: [...adminKey, 'jobs', filter],
    queryFn: ({ signal }) => apiGet<JobList>('/admin/jobs', compact(filter), signal),
    placeholderData: keepPreviousData,
  })

export const useRetryJob = () => useAdminChange((jobId: number) => apiSend<AdminJob>('POST', `/admin/jobs/${jobId}/retry`, {}))

export const useAudit = (filter: { target?: string | undefined; page: number }) =>
  useQuery({
    queryKey: [...adminKey, 'audit', filter],
    queryFn: ({ signal }) => apiGet<AuditList>('/admin/audit', compact(filter), signal),
    placeholderData: keepPreviousData,
  })
