import { PAGE } from './page-geometry'
import type { RenderContext } from './render-context'
import { drawRunningHeader } from './running-header'

/**
 * The vertical position in the body and the page breaks. Parts ask for the space they need before drawing,
 * so nothing is split by pdfkit's own overflow and nothing runs into the footer.
 */
export class PageFlow {
  constructor(
    private readonly context: RenderContext,
    public y: number,
  ) {}

  /** Starts a continuation page when `height` does not fit below `y`; returns whether it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= PAGE.bodyBottom) return false
    this.context.doc.addPage()
    this.y = drawRunningHeader(this.context)
    return true
  }

  advance(height: number) {
    this.y += height
  }
}
