import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OpenCoresResponse } from '../../../shared/contracts/deposits'
import { ApiError, apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey } from './infocenter-key'

export const fetchOpenCores = (signal?: AbortSignal) => apiGet<OpenCoresResponse>('/deposits', undefined, signal)

export const openCoresQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'deposits'],
    queryFn: ({ signal }) => fetchOpenCores(signal),
    staleTime: INFOCENTER_STALE_TIME,
    // A shop without the open cores account answers 404: asking again will not change that.
    retry: (count, error) => !isDepositsOff(error) && count < 2,
  })

export const useOpenCores = (customerId: string) => useQuery(openCoresQuery(customerId))

/** The shop switched the open cores account off in the admin area (server: 404 DEPOSITS_DISABLED). */
export const isDepositsOff = (error: unknown) => error instanceof ApiError && error.status === 404
