import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/** The shop uses none of these powerful features; a script that got in cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
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
 * reach a shop on the workshop LAN over plain http.
 */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
