import { z } from 'zod'

/**
 * The providers' credentials and mode, from the environment (docs/payments.md). A provider is
 * configured when all of its credentials are set; a method whose provider is not configured is not
 * offered. The URLs default to the providers' test (sandbox) endpoints; the tests point them at the
 * local simulator (tests/payment-sim/).
 */
export const paymentEnvShape = {
  PAYONE_MID: z.string().regex(/^\d+$/, 'must be the merchant id (digits)').optional(),
  PAYONE_PORTAL_ID: z.string().regex(/^\d+$/, 'must be the portal id (digits)').optional(),
  PAYONE_AID: z.string().regex(/^\d+$/, 'must be the sub-account id (digits)').optional(),
  PAYONE_KEY: z.string().min(8, 'must be the portal key').optional(),
  PAYONE_MODE: z.enum(['test', 'live'], { message: 'must be test or live' }).default('test'),
  PAYONE_API_URL: z.string().url().default('https://api.pay1.de/post-gateway/'),
  PAYONE_CLIENT_SCRIPT_URL: z.string().url().default('https://secure.pay1.de/client-api/js/v1/payone_hosted_min.js'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['test', 'live'], { message: 'must be test or live' }).default('test'),
  PAYPAL_API_URL: z.string().url().optional(),
  PAYMENT_PENDING_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
}

export type PayoneConfig = {
  mid: string
  portalId: string
  aid: string
  key: string
  mode: 'test' | 'live'
  apiUrl: string
  clientScriptUrl: string
}
export type PaypalConfig = { clientId: string; clientSecret: string; webhookId: string; mode: 'test' | 'live'; apiUrl: string }
export type PaymentConfig = {
  payone: PayoneConfig | null
  paypal: PaypalConfig | null
  /** A payment not finished within this time is released: its authorization voided, the cart left as it was. */
  pendingMinutes: number
}

type Env = z.infer<z.ZodObject<typeof paymentEnvShape>>

export function paymentConfigOf(e: Env): PaymentConfig {
  const payone =
    e.PAYONE_MID && e.PAYONE_PORTAL_ID && e.PAYONE_AID && e.PAYONE_KEY
      ? {
          mid: e.PAYONE_MID,
          portalId: e.PAYONE_PORTAL_ID,
          aid: e.PAYONE_AID,
          key: e.PAYONE_KEY,
          mode: e.PAYONE_MODE,
          apiUrl: e.PAYONE_API_URL,
          clientScriptUrl: e.PAYONE_CLIENT_SCRIPT_URL,
        }
      : null
  const paypal =
    e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET,
          webhookId: e.PAYPAL_WEBHOOK_ID,
          mode: e.PAYPAL_MODE,
          apiUrl:
            e.PAYPAL_API_URL ?? (e.PAYPAL_MODE === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
        }
      : null
  return { payone, paypal, pendingMinutes: e.PAYMENT_PENDING_MINUTES }
}
