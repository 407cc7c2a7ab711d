import path from 'node:path'
import { z } from 'zod'
import { countryCodeSchema, languageSchema } from '../src/shared/contracts/content'
import { type PaymentConfig, paymentConfigOf, paymentEnvShape } from './payment-config'

/** Countries a partner portal refuses when no COUNTRY_BLACKLIST is configured (SPEC.md §9). */
export const PARTNER_PORTAL_BLACKLIST = ['AF', 'BY', 'IR', 'KP', 'MM', 'RU', 'SD', 'SO', 'SS', 'SY', 'VE', 'YE']

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .refine((url) => url.startsWith('postgres://') || url.startsWith('postgresql://'), 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEFAULT_LANGUAGE: languageSchema.default('de'),
  DEFAULT_COUNTRY: countryCodeSchema.default('DE'),
  COUNTRY_BLACKLIST: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must list two-letter country codes, comma-separated')))
    .optional(),
  PARTNER_PORTAL: booleanFlag.default(false),
  PARTNER_ID: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9._-]*$/, 'must be letters, digits, dot, dash or underscore (at most 64)')
    .default(''),
  SHOP_ID: z.string().min(1).max(64).default('parts-shop'),
  // SPEC.md §6: what a customer whose billing country is blacklisted searches with.
  BLOCKED_COUNTRY_FEATURE: z
    .enum(['billingCountry', 'defaultCountry'], { message: 'must be billingCountry or defaultCountry' })
    .default('billingCountry'),
  // SPEC.md §9 vinSearchHistoryLength: how many recent VINs a customer keeps.
  VIN_HISTORY_LENGTH: z.coerce
    .number({ message: 'must be a whole number from 1 to 50' })
    .int('must be a whole number from 1 to 50')
    .min(1, 'must be a whole number from 1 to 50')
    .max(50, 'must be a whole number from 1 to 50')
    .default(10),
  DEMO_USERS: booleanFlag.optional(),
  // Quiet by default: a person running `npm start` sees warnings and errors, not a line per request.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
  STATIC_DIR: z.string().min(1).default('dist'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z
    .string()
    .url('must be an absolute URL such as https://shop.example.com')
    .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Achslast Parts <noreply@example.com>'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z
    .union([
      booleanFlag,
      z.string().regex(/^[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*$/i, 'must be true, false or proxy addresses (CIDR), comma-separated'),
    ])
    .default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(120),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Issue 29: the JSON file per order in DATA_DIR/outbox/ stays a choice beside the webhooks.
  ERP_ORDER_FILES: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds from 1 to 60' })
    .int('must be a whole number of seconds from 1 to 60')
    .min(1, 'must be a whole number of seconds from 1 to 60')
    .max(60, 'must be a whole number of seconds from 1 to 60')
    .default(10),
  ...paymentEnvShape,
})

export type Config = {
  port: number
  host: string
  dataDir: string
  /** postgres://… selects PostgreSQL (several instances may share it); unset: the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined
  /** Connections each instance keeps open to PostgreSQL. */
  databasePoolSize: number
  defaultLanguage: z.infer<typeof languageSchema>
  defaultCountry: string
  countryBlacklist: string[]
  partnerPortal: boolean
  partnerId: string
  shopId: string
  /** SPEC.md §6: 'defaultCountry' makes a customer with a blacklisted billing country search with defaultCountry. */
  blockedCountryFeature: 'billingCountry' | 'defaultCountry'
  /** SPEC.md §9 vinSearchHistoryLength: recent VINs kept per customer. */
  vinHistoryLength: number
  demoUsers: boolean
  /** True when demo logins are off only because PUBLIC_URL is not local and DEMO_USERS was not set: said in the log. */
  demoUsersRefused: boolean
  logLevel: string
  /** pretty: one readable line per entry; json: pino's lines for log collectors. */
  logFormat: 'pretty' | 'json'
  staticDir: string
  /** Signs session tokens; when unset, one is generated once and kept in DATA_DIR/session-secret. */
  sessionSecret: string | undefined
  /** The shop's own address, used in mails (never the request's Host header). */
  publicUrl: string
  /** Mail goes through SMTP when set, otherwise into DATA_DIR/mail as .eml files. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Requests per minute one logged-in customer may make on the API; more answer 429 with Retry-After. */
  rateLimitPerMinute: number
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (limits per address need the real one). */
  trustProxy: boolean | string
  /** A request's headers and body must have arrived within this time, or the connection ends with 408. */
  requestTimeoutSeconds: number
  /** A session unused this long ends, beside the 8-hour absolute limit. */
  sessionIdleMinutes: number
  /** Write each placed order as JSON into DATA_DIR/outbox/ for an ERP that reads files (ERP_ORDER_FILES). */
  erpOrderFiles: boolean
  /** How long a webhook receiver has to answer before the attempt counts as failed. */
  webhookTimeoutSeconds: number
  /** Card (PAYONE) and PayPal: each offered only when its credentials are set (server/payment-config.ts). */
  payments: PaymentConfig
}

export class ConfigError extends Error {}

/** The demo logins (one an admin with a published password) are for a shop only this machine reaches. */
function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
}

/** Reads and validates the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  // The partner id goes into every tracking event (SPEC.md §7): a partner portal without one is misconfigured.
  if (e.PARTNER_PORTAL && !e.PARTNER_ID) {
    throw new ConfigError('Invalid configuration:\n  PARTNER_ID="": must be set when PARTNER_PORTAL=true')
  }
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    // Instances sharing one database must sign sessions with one key, or a login on one is unknown to the next.
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required with DATABASE_URL (every instance must sign sessions with the same key)',
    )
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    defaultCountry: e.DEFAULT_COUNTRY,
    countryBlacklist: e.COUNTRY_BLACKLIST ?? (e.PARTNER_PORTAL ? PARTNER_PORTAL_BLACKLIST : []),
    partnerPortal: e.PARTNER_PORTAL,
    partnerId: e.PARTNER_ID,
    shopId: e.SHOP_ID,
    blockedCountryFeature: e.BLOCKED_COUNTRY_FEATURE,
    vinHistoryLength: e.VIN_HISTORY_LENGTH,
    demoUsers: e.DEMO_USERS ?? isLocalUrl(publicUrl),
    demoUsersRefused: e.DEMO_USERS === undefined && !isLocalUrl(publicUrl),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    staticDir: path.resolve(e.STATIC_DIR),
    sessionSecret: e.SESSION_SECRET,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    erpOrderFiles: e.ERP_ORDER_FILES === 'on',
    webhookTimeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
    payments: paymentConfigOf(e),
  }
}
