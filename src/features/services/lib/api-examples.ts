import { API_KEY_ROUTE_SCOPES } from '../../../shared/contracts/api-key-scopes'
import type { ApiScope } from '../../../shared/contracts/services-constants'
import type { OpenApiDocument } from '../api/api-keys'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  default?: unknown
  anyOf?: JsonSchema[]
}

export type ApiCall = { method: string; path: string; summary: string; scope: ApiScope; example: string }

/** A small valid-looking value for a JSON schema: the default, the first enum value, or a placeholder of the type. */
function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? [])
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, exampleOf(property, depth + 1)]),
    )
  }
  if (type === 'array') return [exampleOf(schema.items, depth + 1)]
  if (type === 'integer' || type === 'number') return 1
  if (type === 'boolean') return true
  return '…'
}

/** OpenAPI writes `{param}` where Fastify writes `:param`. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/**
 * The calls an API key may make, from the scope table and the server's OpenAPI document: summary,
 * and a curl line with the key's header, the JSON body's required fields and, for changes, an Idempotency-Key.
 */
export function apiCalls(doc: OpenApiDocument | undefined, origin: string): ApiCall[] {
  return Object.entries(API_KEY_ROUTE_SCOPES).map(([route, scope]) => {
    const [method = 'GET', url = ''] = route.split(' ')
    const path = toOpenApiPath(url)
    const operation = doc?.paths[path]?.[method.toLowerCase()] as
      | { summary?: string; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
      | undefined
    const bodySchema = operation?.requestBody?.content?.['application/json']?.schema
    const lines = [`curl -X ${method} "${origin}${path}"`, '  -H "Authorization: Bearer $API_KEY"']
    if (bodySchema) {
      lines.push('  -H "Content-Type: application/json"')
      if (method !== 'GET') lines.push('  -H "Idempotency-Key: $(uuidgen)"')
      lines.push(`  -d '${JSON.stringify(exampleOf(bodySchema))}'`)
    }
    return { method, path, summary: operation?.summary ?? '', scope, example: lines.join(' \\\n') }
  })
}
