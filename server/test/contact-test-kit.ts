import type { Db } from '../db/connect'

/**
 * Another contact of a customer, to receive mails (tests only): id `test-{email}`, a password that
 * matches no login. Returns the contact id.
 */
export async function insertTestContact(
  db: Db,
  { customerId, email, language, disabled = 0 }: { customerId: string; email: string; language: string; disabled?: number },
): Promise<string> {
  const contactId = `test-${email}`
  await db
    .insertInto('contacts')
    .values({
      contact_id: contactId,
      customer_id: customerId,
      first_name: email.split('@')[0] as string,
      last_name: 'Test',
      email,
      language,
      role: 'customer',
      password_hash: 'not-a-login',
      disabled,
    })
    .execute()
  return contactId
}
