import type { Language } from '../../../../src/shared/contracts/languages'
import { de } from './de'
import type { DocumentLabels } from './document-labels'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { nl } from './nl'
import { pt } from './pt'
import { ru } from './ru'

/** Every language the shop speaks has a document table; the Record type keeps it that way. */
export const DOCUMENT_LABELS: Record<Language, DocumentLabels> = { de, en, fr, it, ru, nl, pt, es }
