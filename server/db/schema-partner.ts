/** Table of migration 010-partner-wording. */
export type PartnerTables = {
  wording_overrides: {
    language: string
    message_id: string
    text: string
    /** ISO 8601, when the override was last changed. */
    updated_at: string
    /** The contact id of the administrator who changed it. */
    updated_by: string
  }
}
