import type { ReadItem } from '../../records'
import { closeInProduct, type Frame, openInProduct } from './collect-product'
import { languageCode } from './language-code'
import { newDraft, type ProductDraft } from './product-draft'
import { type CatalogDefaults, productRecords, type Transaction } from './product-records'

const TRANSACTIONS: Record<string, 'full' | 'delta'> = {
  T_NEW_CATALOG: 'full',
  T_UPDATE_PRODUCTS: 'delta',
  T_UPDATE_PRICES: 'delta',
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * Follows one BMEcat document element by element and queues what the reader yields. It holds
 * one PRODUCT at a time, so memory stays flat however long the catalogue is.
 */
export class BmecatSession {
  private readonly stack: Frame[] = []
  private readonly queue: ReadItem[] = []
  private text = ''
  private transaction: Transaction | null = null
  private draft: ProductDraft | null = null
  /**
   * A closed PRODUCT's records wait for the next event: saxes reports a mismatched close tag only
   * after it has closed the open elements, and a PRODUCT closed that way must not count as read.
   */
  private pending: { index: number; items: ReadItem[] } | null = null
  private products = 0
  private readonly defaults: CatalogDefaults = { language: 'de', currency: null, supplierId: null }
  private languageIsDefault = false
  private languageSeen = false
  /** Set once the file is refused as a whole; later events are ignored. */
  stopped = false

  constructor(private readonly file: string) {}

  open(qualifiedName: string, attrs: Record<string, string>, line: number): void {
    if (this.stopped) return
    this.commitPending()
    const frame: Frame = { name: localName(qualifiedName), attrs, line }
    if (this.stack.length === 0) this.checkRoot(frame)
    this.stack.push(frame)
    this.text = ''
    const parent = this.stack[this.stack.length - 2]?.name
    if (this.stack.length === 2 && frame.name in TRANSACTIONS) {
      this.transaction = frame.name as Transaction
      this.queue.push({ mode: TRANSACTIONS[frame.name] ?? 'full' })
    }
    if (frame.name === 'PRODUCT' && this.transaction && parent === this.transaction) {
      this.draft = newDraft(++this.products, line, attrs.mode ?? '')
    } else if (this.draft) {
      openInProduct(this.draft, frame)
    }
  }

  addText(text: string): void {
    this.commitPending()
    this.text += text
  }

  close(): void {
    if (this.stopped) return
    this.commitPending()
    const frame = this.stack.pop()
    if (!frame) return
    const parent = this.stack[this.stack.length - 1]?.name ?? ''
    const text = this.text
    this.text = ''
    if (frame.name === 'PRODUCT' && this.draft && this.transaction && parent === this.transaction) {
      this.pending = { index: this.draft.index, items: productRecords(this.draft, this.transaction, this.defaults, this.file) }
      this.draft = null
    } else if (this.draft) {
      closeInProduct(this.draft, frame, parent, text, this.defaults.language)
    } else if (this.stack.some((open) => open.name === 'HEADER')) {
      this.readHeader(frame, parent, text.trim())
    }
  }

  /** Refuses the rest of the file: what was queued before stays, then the refusal, then nothing. */
  refuseFile(line: number, reason: string): void {
    if (this.stopped) return
    const product = this.draft?.index ?? this.pending?.index
    const at = product ? `PRODUCT ${product}, line ${line}` : `line ${line}`
    this.pending = null
    this.queue.push({ refusal: { file: this.file, at, field: '', code: 'malformed-file', reason } })
    this.stopped = true
  }

  /** At the end of the input: a document without a transaction is not a catalogue. */
  finish(line: number): void {
    if (!this.transaction) {
      this.refuseFile(line, 'this is not a BMEcat 2005 catalogue: it has no T_NEW_CATALOG, T_UPDATE_PRODUCTS or T_UPDATE_PRICES')
    }
  }

  /** What was queued since the last call, in file order. */
  drain(): ReadItem[] {
    this.commitPending()
    return this.queue.splice(0)
  }

  private commitPending(): void {
    if (!this.pending) return
    this.queue.push(...this.pending.items)
    this.pending = null
  }

  private checkRoot(frame: Frame): void {
    if (frame.name !== 'BMECAT') {
      this.refuseFile(frame.line, `this is not a BMEcat file: it starts with <${frame.name}>, not <BMECAT>`)
    } else if (frame.attrs.version && !frame.attrs.version.startsWith('2005')) {
      this.refuseFile(
        frame.line,
        `this is BMEcat ${frame.attrs.version}; the shop reads BMEcat 2005 (export the catalogue as 2005)`,
      )
    }
  }

  private readHeader(frame: Frame, parent: string, value: string): void {
    if (parent === 'CATALOG' && frame.name === 'LANGUAGE' && !this.languageIsDefault) {
      // The first LANGUAGE, or the one marked default="true", is the language of texts without a lang.
      if (!this.languageSeen || frame.attrs.default === 'true') this.defaults.language = languageCode(value)
      this.languageIsDefault = frame.attrs.default === 'true'
      this.languageSeen = true
    }
    if (parent === 'CATALOG' && frame.name === 'CURRENCY') this.defaults.currency = value
    if (parent === 'SUPPLIER' && frame.name === 'SUPPLIER_ID') this.defaults.supplierId ??= value
  }
}
