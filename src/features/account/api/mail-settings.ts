import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import type { MailSettings } from '../../../shared/contracts/mail-settings-constants'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'

/** The logged-in contact's notification mails; keyed by contact, as colleagues of one customer choose their own. */
export const mailSettingsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['account', contactId, 'mail-settings'],
    queryFn: ({ signal }) => apiGet<MailSettings>('/account/mail-settings', undefined, signal),
  })

/** Saves all four choices; the shop's answer replaces the cached one. */
export async function saveMailSettings(queryClient: QueryClient, contactId: string, settings: MailSettings) {
  const answer = shopAnswer(await sendChange<MailSettings>('POST', '/account/mail-settings', settings))
  queryClient.setQueryData(mailSettingsQuery(contactId).queryKey, answer)
  return answer
}
