import type { ApiScope } from './services-constants'

/**
 * The one place that says which API route an API key may call, and under which scope (issue 14).
 * The server enforces it (server/auth/resolve-api-key.ts); the partner-interface page documents
 * these calls from it. A route not listed answers an API key 403, whatever its scopes: the login,
 * the account, the API keys themselves and every other information-centre page stay with the people
 * who log in. Keys are `METHOD /url-pattern` as Fastify registers them (the authorization matrix uses the same).
 */
export const API_KEY_ROUTE_SCOPES: Record<string, ApiScope> = {
  'POST /api/search/partSearch': 'search',
  'GET /api/search/products': 'search',
  'POST /api/products/product/': 'search',
  'GET /api/categories': 'search',
  'POST /api/vin/findVehicle': 'search',
  'GET /api/vin/vehicle': 'search',

  'POST /api/checkout/cart/create': 'cart',
  'POST /api/checkout/cart/getQuote': 'cart',
  'POST /api/checkout/cart/add': 'cart',
  'POST /api/checkout/cart/delete': 'cart',
  'POST /api/checkout/cart/update/': 'cart',
  'POST /api/checkout/cart/refill': 'cart',
  'POST /api/quickorder/resolve': 'cart',
  'POST /api/quickorder/add': 'cart',

  // Placing an order is the ERP's "send the cart"; it needs `orders` (and the cart built with `cart`).
  'GET /api/checkout/options': 'orders',
  'POST /api/checkout/placeOrder': 'orders',
  'GET /api/orders': 'orders',
  'GET /api/orders/export': 'orders',
  'GET /api/orders/:orderNumber': 'orders',
  'GET /api/backorders': 'orders',
  'GET /api/shipments': 'orders',

  'GET /api/documents': 'documents',
  'GET /api/documents/export': 'documents',
  'GET /api/documents/:documentId': 'documents',
  'GET /api/documents/:documentId/pdf': 'documents',
  'GET /api/documents/:documentId/xml': 'documents',
}
