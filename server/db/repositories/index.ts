import type { Db } from '../connect'
import { createAddressRepository } from './address-repository'
import { createApiKeyRepository } from './api-key-repository'
import { createAppointmentRepository } from './appointment-repository'
import { createAuthCounterRepository } from './auth-counter-repository'
import { createBackorderRepository } from './backorder-repository'
import { createCartPricingRepository } from './cart-pricing-repository'
import { createCartRepository } from './cart-repository'
import { createCatalogProductRepository } from './catalog-product-repository'
import { createCatalogTreeRepository } from './catalog-tree-repository'
import { createCatalogVehicleRepository } from './catalog-vehicle-repository'
import { createCatalogVinSuggestionRepository } from './catalog-vin-suggestion-repository'
import { createContactRepository } from './contact-repository'
import { createContentRepository } from './content-repository'
import { createCountryRepository } from './country-repository'
import { createCustomerRepository } from './customer-repository'
import { createDocumentDetailRepository } from './document-detail-repository'
import { createDocumentRepository } from './document-repository'
import { createDownloadRepository } from './download-repository'
import { createErrorLogRepository } from './error-log-repository'
import { createFavouriteRepository } from './favourite-repository'
import { createIdempotencyRepository } from './idempotency-repository'
import { createImportRunRepository } from './import-run-repository'
import { createIntegrationKeyRepository } from './integration-key-repository'
import { createJobRepository } from './job-repository'
import { createMailSettingsRepository } from './mail-settings-repository'
import { createNoticeListRepository } from './notice-list-repository'
import { createOpenCoreRepository } from './open-core-repository'
import { createOrderDetailRepository } from './order-detail-repository'
import { createOrderHistoryRepository } from './order-history-repository'
import { createOrderRepository } from './order-repository'
import { createPartAvailabilityRepository } from './part-availability-repository'
import { createPartPriceRepository } from './part-price-repository'
import { createPasswordResetRepository } from './password-reset-repository'
import { createPreferenceRepository } from './preference-repository'
import { createSavedCartRepository } from './saved-cart-repository'
import { createServiceCaseRepository } from './service-case-repository'
import { createSessionRepository } from './session-repository'
import { createShipmentRepository } from './shipment-repository'
import { createWebhookDeliveryLogRepository } from './webhook-delivery-log-repository'
import { createWebhookDeliveryRepository } from './webhook-delivery-repository'
import { createWebhookEndpointRepository } from './webhook-endpoint-repository'
import { createWordingOverrideRepository } from './wording-override-repository'

/** Every repository by the name routes reach it under (`reposOf(request).<name>`, `app.repos.<name>`). */
const factories = {
  addresses: createAddressRepository,
  apiKeys: createApiKeyRepository,
  appointments: createAppointmentRepository,
  authCounters: createAuthCounterRepository,
  backorders: createBackorderRepository,
  cartPricing: createCartPricingRepository,
  carts: createCartRepository,
  catalogProducts: createCatalogProductRepository,
  catalogTree: createCatalogTreeRepository,
  catalogVehicles: createCatalogVehicleRepository,
  catalogVinSuggestions: createCatalogVinSuggestionRepository,
  contacts: createContactRepository,
  content: createContentRepository,
  countries: createCountryRepository,
  customers: createCustomerRepository,
  documentDetails: createDocumentDetailRepository,
  documents: createDocumentRepository,
  downloads: createDownloadRepository,
  errorLogs: createErrorLogRepository,
  favourites: createFavouriteRepository,
  idempotency: createIdempotencyRepository,
  integrationKeys: createIntegrationKeyRepository,
  importRuns: createImportRunRepository,
  jobs: createJobRepository,
  mailSettings: createMailSettingsRepository,
  noticeList: createNoticeListRepository,
  openCores: createOpenCoreRepository,
  orderDetails: createOrderDetailRepository,
  orderHistory: createOrderHistoryRepository,
  orders: createOrderRepository,
  partAvailability: createPartAvailabilityRepository,
  partPrices: createPartPriceRepository,
  passwordResets: createPasswordResetRepository,
  preferences: createPreferenceRepository,
  savedCarts: createSavedCartRepository,
  serviceCases: createServiceCaseRepository,
  sessions: createSessionRepository,
  shipments: createShipmentRepository,
  webhookDeliveries: createWebhookDeliveryRepository,
  webhookDeliveryLog: createWebhookDeliveryLogRepository,
  webhookEndpoints: createWebhookEndpointRepository,
  wordingOverrides: createWordingOverrideRepository,
} satisfies Record<string, (db: Db) => object>

type Factories = typeof factories
export type Repositories = { readonly [Name in keyof Factories]: ReturnType<Factories[Name]> }

const DB = Symbol('db')
type Holder = { [DB]: Db }

/**
 * Each repository is built on first use and then kept on the object, so a set bound to one
 * request's change transaction costs one object until a route reaches for a repository.
 */
const lazily = Object.create(null) as object
for (const [name, create] of Object.entries(factories) as Array<[string, (db: Db) => object]>) {
  Object.defineProperty(lazily, name, {
    get(this: Holder) {
      const repository = create(this[DB])
      Object.defineProperty(this, name, { value: repository, enumerable: true })
      return repository
    },
  })
}

/** All repositories bound to one database handle: `app.db`, or a transaction (server/plugins/repos-of.ts). */
export function createRepositories(db: Db): Repositories {
  return Object.create(lazily, { [DB]: { value: db } }) as Repositories
}
