import fp from 'fastify-plugin'
import { sendError } from '../http/send-error'

export const INVALID_TEXT = 'INVALID_TEXT'

/** A high surrogate without its low half, or a low one without its high half (code units, so no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** NUL ends strings in C tools and logs; a lone surrogate cannot be stored as UTF-8 and came back as U+FFFD. */
function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/** The JSON path of the first string that is not clean text, keys included; null when all are. */
export function findUncleanText(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']]
  while (pending.length > 0) {
    const [current, at] = pending.pop() as [unknown, string]
    if (typeof current === 'string') {
      if (!isCleanText(current)) return at || 'body'
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (!isCleanText(key)) return at || 'body'
        pending.push([inner, at ? `${at}.${key}` : key])
      }
    }
  }
  return null
}

/**
 * Refuses NUL and lone surrogates in any text a client sends (body, query, path) with 400
 * INVALID_TEXT, instead of storing a silently changed string. Runs before validation, so every
 * route gets it without schema changes.
 */
export const textHygienePlugin = fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = findUncleanText(part)
      if (at !== null) {
        return sendError(reply, 400, INVALID_TEXT, `${at}: contains a NUL character or a broken Unicode character.`)
      }
    }
  })
})
