import { Transform } from 'node:stream'
import fp from 'fastify-plugin'

/** No request of this API nests deeper than a handful of levels; 64 leaves room and stays far from the stack's end. */
export const MAX_JSON_DEPTH = 64

/** Follows bracket depth across chunks without parsing: strings and their escapes are skipped. */
function createDepthScanner(maxDepth: number) {
  let depth = 0
  let inString = false
  let escaped = false
  return (chunk: Buffer): boolean => {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false
        else if (byte === 0x5c) escaped = true
        else if (byte === 0x22) inString = false
      } else if (byte === 0x22) inString = true
      else if (byte === 0x5b || byte === 0x7b) {
        depth += 1
        if (depth > maxDepth) return false
      } else if (byte === 0x5d || byte === 0x7d) depth -= 1
    }
    return true
  }
}

const tooDeep = () =>
  Object.assign(new Error(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`), {
    statusCode: 400,
    code: 'JSON_TOO_DEEP',
  })

/**
 * Refuses deeply nested JSON while it streams in, before any parser or validator recurses into it:
 * a 5,000-deep body overflowed the stack (the only 5xx a hostile probe found).
 */
export const jsonDepthPlugin = fp(async (app) => {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!/\bjson\b/i.test(String(request.headers['content-type'] ?? ''))) return payload
    const withinDepth = createDepthScanner(MAX_JSON_DEPTH)
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        callback(withinDepth(chunk) ? null : tooDeep(), chunk)
      },
    })
    payload.on('error', (error) => checked.destroy(error))
    // Fastify reports the first error; one that follows a refusal (body too large) has nobody left to hear it.
    checked.on('error', () => {})
    const stream = payload.pipe(checked)
    // Fastify compares this with the body limit; the transform does not change the size.
    Object.assign(stream, { receivedEncodedLength: (payload as { receivedEncodedLength?: number }).receivedEncodedLength })
    return stream
  })
})
