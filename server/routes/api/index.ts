import type { FastifyPluginAsync } from 'fastify'
import { contentDataRoutes } from './content-data/index'
import { countriesRoutes } from './countries/index'
import { countryRoutes } from './country/index'
import { errorLogRoutes } from './error-log/index'

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentDataRoutes)
  await app.register(countryRoutes)
  await app.register(countriesRoutes)
  await app.register(errorLogRoutes)
}
