import { queryOptions } from '@tanstack/react-query'
import type { ReturnableResponse } from '../../../shared/contracts/returns'
import { apiGet } from '../../../shared/lib/api-client'
import { servicesKey } from './services-key'

/** The lines of one delivery note or invoice with what may still go back (GET /api/forms/returnable). */
export const returnableQuery = (customerId: string, documentId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'returnable', documentId),
    queryFn: ({ signal }) => apiGet<ReturnableResponse>('/forms/returnable', { documentId }, signal),
    // A number the user typed may be wrong: say so at once instead of retrying.
    retry: false,
  })
