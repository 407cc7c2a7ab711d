import type { Config } from './config'
import type { Db } from './db/connect'
import type { Repositories } from './db/repositories/index'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    repos: Repositories
  }
}
