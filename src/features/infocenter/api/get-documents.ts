import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DocumentsPage } from '../../../shared/contracts/documents'
import type { DocumentType } from '../../../shared/contracts/documents-constants'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey, listQuery } from './infocenter-key'

export type DocumentsRequest = {
  type: DocumentType
  q?: string | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
  pageSize: number
  sort?: string | undefined
}

export const fetchDocuments = (request: DocumentsRequest, signal?: AbortSignal) =>
  apiGet<DocumentsPage>('/documents', listQuery(request), signal)

export const documentsQuery = (customerId: string, request: DocumentsRequest) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'documents', request],
    queryFn: ({ signal }) => fetchDocuments(request, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

export function useDocuments(customerId: string, request: DocumentsRequest, enabled = true) {
  return useQuery({ ...documentsQuery(customerId, request), placeholderData: keepPreviousData, enabled })
}
