import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CustomerDetail, CustomerList, CustomerUpdate } from '../../../shared/contracts/admin'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'

export const customersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'customers', { q, page }],
    queryFn: ({ signal }) => apiGet<CustomerList>('/admin/customers', { q, page }, signal),
  })

export const useCustomers = (q: string, page: number) =>
  useQuery({ ...customersQuery(q, page), placeholderData: keepPreviousData })

export const customerQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...adminKey, 'customer', customerId],
    queryFn: ({ signal }) => apiGet<CustomerDetail>(`/admin/customers/${encodeURIComponent(customerId)}`, undefined, signal),
  })

export const useCustomer = (customerId: string) => useQuery(customerQuery(customerId))

/** Every admin change ends in the audit log, so the audit view refetches too. */
function useAdminChange<T, V>(send: (vars: V) => Promise<T>, after?: (result: T, vars: V) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (result, vars) => {
      after?.(result, vars)
      void client.invalidateQueries({ queryKey: adminKey })
    },
  })
}

export function useUpdateCustomer(customerId: string) {
  const client = useQueryClient()
  return useAdminChange(
    (update: CustomerUpdate) => apiSend<CustomerDetail>('PATCH', `/admin/customers/${encodeURIComponent(customerId)}`, update),
    (detail) => client.setQueryData(customerQuery(customerId).queryKey, detail),
  )
}

export const useLockContact = () =>
  useAdminChange(({ contactId, locked }: { contactId: string; locked: boolean }) =>
    apiSend<{ contactId: string; locked: boolean }>('PUT', `/admin/contacts/${encodeURIComponent(contactId)}/lock`, { locked }),
  )

export const useSendResetMail = () =>
  useAdminChange((contactId: string) =>
    apiSend<{ sent: boolean }>('POST', `/admin/contacts/${encodeURIComponent(contactId)}/reset-mail`, {}),
  )

export { useAdminChange }
