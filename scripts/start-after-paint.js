/*
 * The app's first script, as the browser runs it (not bundled): it asks for the app's code once the
 * first paint is on screen (decision 013). The server paints each page's largest element from the
 * HTML (decision 010), so on a weak signal the stylesheet, that paint and a product page's image get
 * the line to themselves; the app (React, the router, the page's code) comes right after them.
 * `scripts/vite-start-after-paint.ts` puts it in the HTML with the entry and its chunks as data.
 */
;(() => {
  const boot = document.currentScript
  const entry = boot.dataset.entry
  const chunks = (boot.dataset.chunks || '').split(' ').filter(Boolean)
  /** A product page's image, which the server paints in the shell (decision 010): that page's largest paint. */
  const image = document.querySelector('.app-shell img[fetchpriority="high"]')
  // Never wait longer for the image than this: the app must start on a line that loses it.
  const IMAGE_WAIT_MS = 3000

  function start() {
    for (const href of chunks) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }

  function imageLoaded() {
    if (!image || image.complete) return Promise.resolve()
    const loaded = new Promise((resolve) => {
      image.addEventListener('load', resolve, { once: true })
      image.addEventListener('error', resolve, { once: true })
    })
    return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))])
  }

  /** A frame's callbacks run before it is painted; a task queued from one runs after the paint. */
  function afterNextPaint() {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }

  // A hidden tab paints nothing and runs no frames: it starts at once.
  if (document.visibilityState !== 'visible') return start()
  // The first paint, then the image's own paint once it has come.
  afterNextPaint().then(imageLoaded).then(afterNextPaint).then(start)
})()
