import { randomUUID } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { IntegrationScope } from '../../../../src/shared/contracts/integration-constants'
import type { CreatedIntegrationKey } from '../../../../src/shared/contracts/integration-keys'
import { adminCookies, asAdmin } from '../admin/admin-test-kit'

/** Creates an integration key through the admin API, as an administrator would. */
export async function createIntegrationKey(
  app: FastifyInstance,
  scopes: IntegrationScope[],
  name = 'ERP',
): Promise<CreatedIntegrationKey> {
  const response = await asAdmin(app, await adminCookies(app), {
    method: 'POST',
    url: '/api/admin/integration-keys',
    payload: { name, scopes },
  })
  if (response.statusCode !== 200) throw new Error(`integration key not created: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** A system's call: the key as Bearer (or X-Integration-Key) and a fresh Idempotency-Key unless one is given. */
export function asSystem(
  app: FastifyInstance,
  secret: string,
  options: Pick<InjectOptions, 'url' | 'payload'> & { idempotencyKey?: string | null; via?: 'bearer' | 'header' },
) {
  const idempotencyKey = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey
  return app.inject({
    method: 'POST',
    url: options.url,
    payload: options.payload,
    headers: {
      ...(options.via === 'header' ? { 'x-integration-key': secret } : { authorization: `Bearer ${secret}` }),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  })
}
