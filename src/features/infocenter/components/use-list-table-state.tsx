import { useLingui } from '@lingui/react/macro'
import { LoadError } from './list-states'

type ListQuery = {
  isPending: boolean
  isPlaceholderData: boolean
  isError: boolean
  data: unknown
  error: unknown
  refetch: () => Promise<unknown>
}

/**
 * How an information-centre list's query shows in its DataTable (spread onto it): skeleton rows on
 * the first load, busy while a newer page comes, and the load error with a retry only when no rows
 * are on screen (a failed refresh keeps the rows the device already has).
 */
export function useListTableState(query: ListQuery) {
  const { t } = useLingui()
  return {
    loading: query.isPending,
    loadingText: t`Loading…`,
    busy: query.isPlaceholderData,
    error: query.isError && !query.data && <LoadError error={query.error} onRetry={() => void query.refetch()} />,
  }
}
