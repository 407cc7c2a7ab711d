import type { Plugin } from 'vite'

/**
 * The app's scripts are fetched at low priority (issue 17, decision 010). The first paint comes with
 * the HTML and the stylesheet (the server paints the page's heading or product image), so the
 * stylesheet and the product image come first on a weak signal and the scripts share what is left.
 * The server's own hints for the first page carry the same priority (`first-page-hints.ts`).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'parts-shop-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put in the entry script and its modulepreload links.
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '),
    },
  }
}
