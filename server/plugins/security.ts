import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * The shop uses none of these powerful features but the camera, which only its own pages may ask
 * for (the barcode scanner, issue 32); a script that got in cannot ask for the others, and no frame
 * from elsewhere can use the camera.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ')

/**
 * Security headers. The CSP allows only same-origin script (no inline, no eval), which is all a
 * Vite build and its service worker need; `upgrade-insecure-requests` is off so a tablet can
 * reach a shop on the workshop LAN over plain http (the camera, though, needs https there).
 */
export const securityPlugin = fp(async (app) => {
  // PAYONE's hosted card fields: its script draws iframes from its own origin, so card numbers are
  // typed into PAYONE's page, never the shop's (issue 33). Only when card payment is configured.
  const payoneScript = app.config.payments.payone?.clientScriptUrl
  const cardFieldOrigins = payoneScript ? [new URL(payoneScript).origin] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the scanner compile its barcode decoder (zxing-wasm, our own .wasm file):
        // WebAssembly.instantiate counts as eval under CSP. It allows WebAssembly only, never JavaScript's eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...cardFieldOrigins],
        frameSrc: ["'self'", ...cardFieldOrigins],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' for browsers that read only the old header.
    frameguard: { action: 'deny' },
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    return payload
  })
})
