import type { Insertable } from 'kysely'
import type { Db } from '../connect'
import type { AccountTables } from '../schema-accounts'

export type NewContact = Insertable<AccountTables['contacts']>

export function createContactRepository(db: Db) {
  const withCustomer = () =>
    db.selectFrom('contacts').innerJoin('customers', 'customers.customer_id', 'contacts.customer_id').selectAll()

  return {
    /** Contact and customer in one row, for building a session; emails compare lower-cased. */
    async byEmailWithCustomer(email: string) {
      return withCustomer().where('contacts.email', '=', email.trim().toLowerCase()).executeTakeFirst()
    },

    async byIdWithCustomer(contactId: string) {
      return withCustomer().where('contacts.contact_id', '=', contactId).executeTakeFirst()
    },

    async byId(contactId: string) {
      return db.selectFrom('contacts').selectAll().where('contact_id', '=', contactId).executeTakeFirst()
    },

    async byEmail(email: string) {
      return db.selectFrom('contacts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
    },

    async insert(contact: NewContact) {
      await db
        .insertInto('contacts')
        .values({ ...contact, email: contact.email.toLowerCase() })
        .execute()
    },

    async setDisabled(contactId: string, disabled: boolean) {
      await db
        .updateTable('contacts')
        .set({ disabled: disabled ? 1 : 0 })
        .where('contact_id', '=', contactId)
        .execute()
    },

    /** Administrators who can still log in: the admin area refuses to lock the last one. */
    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async setDisabledForCustomers(customerIds: string[], disabled: boolean) {
      if (customerIds.length === 0) return
      await db
        .updateTable('contacts')
        .set({ disabled: disabled ? 1 : 0 })
        .where('customer_id', 'in', customerIds)
        .execute()
    },

    async updatePasswordHash(contactId: string, passwordHash: string) {
      await db.updateTable('contacts').set({ password_hash: passwordHash }).where('contact_id', '=', contactId).execute()
    },
  }
}
