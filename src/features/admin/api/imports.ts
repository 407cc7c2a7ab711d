import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ImportAccepted, ImportRunDetail, ImportRunList } from '../../../shared/contracts/admin-import'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { apiUpload } from '../../../shared/lib/api-upload'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

const importsKey = [...adminKey, 'imports'] as const

export const useImportRuns = (page: number) =>
  useQuery({
    queryKey: [...importsKey, 'list', { page }],
    queryFn: ({ signal }) => apiGet<ImportRunList>('/admin/imports', { page }, signal),
    placeholderData: keepPreviousData,
    // A run started elsewhere (CLI, another admin) shows up, and the list's running row moves on.
    refetchInterval: (query) => (query.state.data?.items.some((run) => run.status === 'running') ? 5_000 : false),
  })

/** One run; while it runs it is asked again every second for the progress bar. */
export const useImportRun = (runId: string | undefined) =>
  useQuery({
    queryKey: [...importsKey, 'run', runId],
    queryFn: ({ signal }) => apiGet<ImportRunDetail>(`/admin/imports/${encodeURIComponent(runId ?? '')}`, undefined, signal),
    enabled: runId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1_000 : false),
    // The run row appears a moment after the upload's answer: a first 404 is asked again.
    retry: (failures) => failures < 5,
    retryDelay: 1_000,
  })

/** Asks a running import to stop at its next step; the run's own record then says it was cancelled. */
export const useCancelImport = () =>
  useAdminChange((runId: string) => apiSend<ImportAccepted>('POST', `/admin/imports/${encodeURIComponent(runId)}/cancel`, {}))

export const reportUrl = (runId: string) => `/api/admin/imports/${encodeURIComponent(runId)}/report.csv`

export type UploadInput = { file: File; mode: 'full' | 'delta' | undefined }

/** The upload with its progress (bytes sent of the file's size); the list refetches once the run started. */
export function useStartImport() {
  const client = useQueryClient()
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null)
  const mutation = useMutation({
    mutationFn: ({ file, mode }: UploadInput) =>
      apiUpload<ImportAccepted>('/admin/imports', { file: file.name, mode }, file, (bytes, total) =>
        setSent({ sent: bytes, total }),
      ),
    onSettled: () => {
      setSent(null)
      void client.invalidateQueries({ queryKey: adminKey })
    },
  })
  return { ...mutation, sent }
}
