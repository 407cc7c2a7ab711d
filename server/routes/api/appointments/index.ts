import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  type Appointment,
  appointmentIdParamsSchema,
  appointmentSchema,
  appointmentsResponseSchema,
  bookAppointmentBodySchema,
  changeAppointmentBodySchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '../../../../src/shared/contracts/services'
import { APPOINTMENT_CUTOFF_HOURS, mayPickUp, SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import { freeSlots, takeFreeSlot } from '../../../appointments/free-slots'
import { sendError } from '../../../http/send-error'
import { recordWebhookEvent } from '../../../integration/webhooks/record-webhook-event'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { MAX_OPEN_APPOINTMENTS } from '../../../shop/branch-slots'

const errors = { 400: errorBodySchema, 401: errorBodySchema }
const slotGone = 'This slot is not free (any more); please pick another.'
const tooMany = `You already have ${MAX_OPEN_APPOINTMENTS} upcoming appointments; cancel one or call the branch.`
const tooLate = `Appointments can be changed or cancelled until ${APPOINTMENT_CUTOFF_HOURS} hours before they start.`

/** appointment.requested, in the booking's or change's transaction. */
async function recordAppointmentRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  change: 'booked' | 'changed',
  branch: string,
  appointment: Appointment,
) {
  const { customerId, contactId } = callerOf(request)
  await recordWebhookEvent(changeDb(request), 'appointment.requested', {
    customer: { id: customerId, contactId },
    change,
    branch,
    appointment,
  })
  app.webhooks.kickAfterCommit(request)
}

/** Delivery and pickup appointments at the customer's branch (/infocenter/appointment, /infocenter/appointment/edit). */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })

  app.get(
    '/appointments',
    {
      config: { cache: 'private' },
      schema: { summary: 'Your upcoming appointments and your branch', response: { 200: appointmentsResponseSchema, ...errors } },
    },
    async (request) => {
      const caller = callerOf(request)
      const { appointments } = reposOf(request)
      const branch = await appointments.branch(caller.entityID)
      return {
        branch: {
          name: branch?.company_name ?? caller.entityID,
          street: branch?.street ?? '',
          city: branch?.city ?? '',
          phone: branch?.phone ?? '',
        },
        cutoffHours: APPOINTMENT_CUTOFF_HOURS,
        appointments: await appointments.upcoming(caller.customerId, new Date()),
      }
    },
  )

  app.get(
    '/appointments/slots',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Free slots at your branch for the next two weeks',
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, exclude } = request.query
      return { slots: await freeSlots(app.db, callerOf(request).entityID, kind, new Date(), exclude) }
    },
  )

  app.post(
    '/appointments',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Book a slot; a pickup may name one of your orders',
        body: bookAppointmentBodySchema,
        response: { 200: appointmentSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const body = request.body
      const repos = reposOf(request)
      const now = new Date()
      if (body.orderNumber !== null) {
        const status = body.kind === 'pickup' ? await repos.orders.ownStatus(caller.customerId, body.orderNumber) : null
        if (status === null)
          return sendError(
            reply,
            422,
            SERVICE_ERROR_CODES.appointmentOrderNotFound,
            'A pickup can name one of your orders; this one is not.',
          )
        if (!mayPickUp(status))
          return sendError(
            reply,
            422,
            SERVICE_ERROR_CODES.appointmentOrderNotReady,
            `Order ${body.orderNumber} is ${status}: there is nothing to pick up for it.`,
          )
      }
      // Counted under the customer's change lock (plugins/idempotency.ts), so N tabs at once cannot pass it together.
      if ((await repos.appointments.countOpen(caller.customerId, now)) >= MAX_OPEN_APPOINTMENTS)
        return sendError(reply, 422, SERVICE_ERROR_CODES.appointmentLimitReached, tooMany)
      const startsAt = await takeFreeSlot(changeDb(request), caller.entityID, body.kind, body.startsAt, now)
      if (!startsAt) return sendError(reply, 422, SERVICE_ERROR_CODES.slotUnavailable, slotGone)
      const appointment = await repos.appointments.insert(
        {
          customerId: caller.customerId,
          branch: caller.entityID,
          kind: body.kind,
          startsAt,
          orderNumber: body.orderNumber,
          note: body.note,
        },
        now,
      )
      await recordAppointmentRequest(app, request, 'booked', caller.entityID, appointment)
      return appointment
    },
  )

  app.post(
    '/appointments/:id/change',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Move an appointment to another free slot (until the cut-off)',
        params: appointmentIdParamsSchema,
        body: changeAppointmentBodySchema,
        response: { 200: appointmentSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const { appointments } = reposOf(request)
      const now = new Date()
      const found = await appointments.find(caller.customerId, request.params.id, now)
      if (!found) return sendError(reply, 404, SERVICE_ERROR_CODES.appointmentNotFound, 'No such appointment.')
      if (!found.appointment.changeable) return sendError(reply, 422, SERVICE_ERROR_CODES.appointmentCutoffPassed, tooLate)
      const startsAt = await takeFreeSlot(
        changeDb(request),
        found.row.branch,
        found.row.kind,
        request.body.startsAt,
        now,
        found.row.id,
      )
      if (!startsAt) return sendError(reply, 422, SERVICE_ERROR_CODES.slotUnavailable, slotGone)
      const appointment = await appointments.update(found.row.id, { startsAt, note: request.body.note }, now)
      await recordAppointmentRequest(app, request, 'changed', found.row.branch, appointment)
      return appointment
    },
  )

  app.post(
    '/appointments/:id/cancel',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Cancel an appointment (until the cut-off)',
        params: appointmentIdParamsSchema,
        response: { 200: appointmentSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const { appointments } = reposOf(request)
      const now = new Date()
      const found = await appointments.find(callerOf(request).customerId, request.params.id, now)
      if (!found) return sendError(reply, 404, SERVICE_ERROR_CODES.appointmentNotFound, 'No such appointment.')
      if (!found.appointment.changeable) return sendError(reply, 422, SERVICE_ERROR_CODES.appointmentCutoffPassed, tooLate)
      return appointments.update(found.row.id, { status: 'cancelled' }, now)
    },
  )
}
