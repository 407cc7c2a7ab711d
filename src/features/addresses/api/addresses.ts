import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { AddressesResponse, DeliveryAddress, DeliveryAddressInput } from '../../../shared/contracts/customer-lists'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'

// The address book: the list and its four changes in one file, like the saved carts.
/** Keyed by customer: the persisted cache outlives a session on a shared tablet. */
export const addressesQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['addresses', customerId],
    queryFn: () => apiGet<AddressesResponse>('/addresses'),
  })

const refresh = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: addressesQuery(customerId).queryKey })

export async function saveAddress(queryClient: QueryClient, customerId: string, input: DeliveryAddressInput, id?: string) {
  const saved = shopAnswer(
    id
      ? await sendChange<DeliveryAddress>('PUT', `/addresses/${encodeURIComponent(id)}`, input)
      : await sendChange<DeliveryAddress>('POST', '/addresses', input),
  )
  await refresh(queryClient, customerId)
  return saved
}

export async function makeDefaultAddress(queryClient: QueryClient, customerId: string, id: string) {
  await sendChange('POST', `/addresses/${encodeURIComponent(id)}/default`)
  await refresh(queryClient, customerId)
}

export async function deleteAddress(queryClient: QueryClient, customerId: string, id: string) {
  await sendChange('DELETE', `/addresses/${encodeURIComponent(id)}`)
  await refresh(queryClient, customerId)
}
