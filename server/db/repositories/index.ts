import type { Db } from '../connect'
import { createContentRepository } from './content-repository'
import { createCountryRepository } from './country-repository'
import { createErrorLogRepository } from './error-log-repository'

export function createRepositories(db: Db) {
  return {
    content: createContentRepository(db),
    countries: createCountryRepository(db),
    errorLogs: createErrorLogRepository(db),
  }
}

export type Repositories = ReturnType<typeof createRepositories>
