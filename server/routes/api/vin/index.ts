import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  findVehicleBodySchema,
  findVehicleResponseSchema,
  VIN_LENGTH,
  vehiclePartsResponseSchema,
} from '../../../../src/shared/contracts/catalog'
import { countryCodeSchema, errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { normaliseVin, vinCharacterProblem } from '../../../../src/shared/contracts/vin-rules'
import type { VehicleRow } from '../../../db/repositories/catalog-vehicle-repository'
import { sendError } from '../../../http/send-error'
import { publicWhenAnonymous } from '../../../plugins/cache-policy'
import { reposOf } from '../../../plugins/repos-of'
import { toSearchProducts } from '../../../search/to-search-product'
import { decodeWmi } from '../../../shop/wmi'

const PAGE_SIZE = 24

function toVehicle(row: VehicleRow) {
  const wmi = decodeWmi(row.vin)
  return {
    vin: row.vin,
    type: row.type,
    slug: row.slug,
    make: row.make,
    model: row.model,
    engine: row.engine,
    year: row.year,
    manufacturer: wmi?.manufacturer ?? row.make,
    country: wmi?.country ?? '',
  }
}

export const vinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vin/findVehicle',
    {
      schema: {
        summary: 'Vehicles with this 17-character VIN (spaces and dashes removed, cut at 17 like the input field)',
        body: findVehicleBodySchema,
        response: { 200: findVehicleResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const vin = normaliseVin(request.body.formValues[0]?.value ?? '')
      if (vin.length !== VIN_LENGTH) {
        return sendError(reply, 400, 'VIN_LENGTH', `A VIN has exactly ${VIN_LENGTH} characters; this one has ${vin.length}.`)
      }
      const problem = vinCharacterProblem(vin)
      if (problem) {
        return sendError(
          reply,
          400,
          'VIN_INVALID',
          `A VIN has only letters and digits, and never the letters I, O or Q (position ${problem.position}).`,
        )
      }
      const rows = await reposOf(request).catalogVehicles.byVin(vin)
      return { list: rows.map(toVehicle) }
    },
  )

  app.get(
    '/vin/vehicle',
    {
      config: { cache: publicWhenAnonymous },
      schema: {
        summary: 'A vehicle (the /vin/:type/:slug page) and the parts that fit it, paged',
        querystring: z.object({
          type: z.string().min(1).max(40),
          slug: z.string().min(1).max(200),
          languageID: languageSchema,
          countryID: countryCodeSchema,
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: { 200: vehiclePartsResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { type, slug, languageID, page } = request.query
      const vehicle = await reposOf(request).catalogVehicles.bySlug(type, slug)
      if (!vehicle) return sendError(reply, 404, 'VEHICLE_NOT_FOUND', `No vehicle at /vin/${type}/${slug}.`)
      const { ids, total } = await reposOf(request).catalogVehicles.partIds(vehicle.id, (page - 1) * PAGE_SIZE, PAGE_SIZE)
      const products = await app.catalogSearch.summaries(ids, languageID)
      return {
        vehicle: toVehicle(vehicle),
        products: await toSearchProducts(reposOf(request).partPrices, products, request.auth),
        pagination: { total, page, pageSize: PAGE_SIZE },
      }
    },
  )
}
