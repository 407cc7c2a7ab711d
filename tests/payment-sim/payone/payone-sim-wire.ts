/** The Server API's half of PAYONE's wire format (the shop's half: server/payments/payone/payone-protocol.ts). */

export function formatAnswer(answer: Record<string, string | number>): string {
  return `${Object.entries(answer)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`
}

/** A form body as a flat record, whether Fastify gave it as text or as an object. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body))
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]))
  }
  return {}
}
