import { z } from 'zod'
import { languageSchema } from './content'
import { documentIdSchema } from './documents'
import { DOWNLOAD_STATES, MAX_DOCUMENTS_PER_DOWNLOAD } from './downloads-constants'

export * from './downloads-constants'

/**
 * Multi-document downloads (issue 10, SPEC.md §3 "Download state"): one ZIP of many business
 * documents, built by a job on the server and fetched when ready.
 */

export const createDownloadBodySchema = z.object({
  // The count and duplicates are checked before validation with their own codes (TOO_MANY_DOCUMENTS,
  // DUPLICATE_DOCUMENTS); the bound here documents the limit in the OpenAPI description.
  documentIds: z.array(documentIdSchema).min(1).max(MAX_DOCUMENTS_PER_DOWNLOAD),
  include: z.object({
    /** The e-invoice (UN/CEFACT CII) of each invoice and credit note beside its PDF. */
    xml: z.boolean(),
    /** `index.csv`: one row per document asked for, with status ok or error. */
    index: z.boolean(),
  }),
  /** The language of the PDFs. */
  languageID: languageSchema,
})
export type CreateDownloadBody = z.infer<typeof createDownloadBodySchema>

export const queueIdSchema = z.uuid()
export const queueIdParamsSchema = z.object({ queueId: queueIdSchema })
export const createDownloadResponseSchema = z.object({ queueId: queueIdSchema })

export const downloadStatusSchema = z.object({
  queueId: queueIdSchema,
  /** When it was asked for (ISO 8601). */
  startTime: z.string(),
  state: z.enum(DOWNLOAD_STATES),
  /** Documents done (rendered or failed) of all asked for. */
  downloadStatus: z.object({ current: z.number().int(), total: z.number().int() }),
  /** Documents that are not in the ZIP: unknown, another customer's, not allowed by the features, or not renderable. */
  errors: z.array(z.object({ documentId: z.string() })),
  /** `documents-{customerId}-{YYYY-MM-DD}.zip` */
  fileName: z.string(),
  /** Bytes of the ZIP once ready. */
  size: z.number().int().nullable(),
  /** When the file and this status are deleted (ISO 8601); null while it builds. */
  expiresAt: z.string().nullable(),
})
export type DownloadStatus = z.infer<typeof downloadStatusSchema>

export const downloadListSchema = z.object({ downloads: z.array(downloadStatusSchema) })
export type DownloadList = z.infer<typeof downloadListSchema>
