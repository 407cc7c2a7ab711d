import type { Db } from '../connect'
import { createAuthCounterRepository } from './auth-counter-repository'
import { createCatalogProductRepository } from './catalog-product-repository'
import { createCatalogTreeRepository } from './catalog-tree-repository'
import { createCatalogVehicleRepository } from './catalog-vehicle-repository'
import { createCatalogVinSuggestionRepository } from './catalog-vin-suggestion-repository'
import { createContactRepository } from './contact-repository'
import { createContentRepository } from './content-repository'
import { createCountryRepository } from './country-repository'
import { createCustomerRepository } from './customer-repository'
import { createErrorLogRepository } from './error-log-repository'
import { createIdempotencyRepository } from './idempotency-repository'
import { createPasswordResetRepository } from './password-reset-repository'
import { createSessionRepository } from './session-repository'
import { createWordingOverrideRepository } from './wording-override-repository'

export function createRepositories(db: Db) {
  return {
    content: createContentRepository(db),
    countries: createCountryRepository(db),
    errorLogs: createErrorLogRepository(db),
    customers: createCustomerRepository(db),
    contacts: createContactRepository(db),
    sessions: createSessionRepository(db),
    passwordResets: createPasswordResetRepository(db),
    authCounters: createAuthCounterRepository(db),
    idempotency: createIdempotencyRepository(db),
    catalogProducts: createCatalogProductRepository(db),
    catalogTree: createCatalogTreeRepository(db),
    catalogVehicles: createCatalogVehicleRepository(db),
    catalogVinSuggestions: createCatalogVinSuggestionRepository(db),
    wordingOverrides: createWordingOverrideRepository(db),
  }
}

export type Repositories = ReturnType<typeof createRepositories>
