import type { FastifyInstance } from 'fastify'
import {
  erpContactsBatchSchema,
  erpCustomersBatchSchema,
  erpServiceCasesBatchSchema,
} from '../../../../src/shared/contracts/erp-accounts'
import { upsertContacts } from '../../../integration/erp/upsert-contacts'
import { upsertCustomers } from '../../../integration/erp/upsert-customers'
import { setServiceCaseStatus } from '../../../returns/set-service-case-status'
import { erpBatchRoute } from './erp-batch-route'

/** Customers, contacts and the status of return/warranty cases from the ERP (docs/erp-exchange.md). */
export function erpAccountRoutes(app: FastifyInstance) {
  erpBatchRoute(app, {
    url: '/customers',
    summary: 'Create or update customers by the ERP’s customer number',
    description:
      'Refused per item: unknown-entity, unknown-country, unknown-price-group, unknown-currency. ' +
      '`blocked: true` ends the sessions of every contact of the customer at once; their login answers 403 CUSTOMER_BLOCKED.',
    scope: 'customers:write',
    body: erpCustomersBatchSchema,
    apply: upsertCustomers,
  })
  erpBatchRoute(app, {
    url: '/contacts',
    summary: 'Create or update contacts (the people who log in) by the ERP’s contact id',
    description:
      'Refused per item: unknown-customer (send the customer first), email-taken (another contact logs in with it). ' +
      'A new enabled contact gets an invitation mail in its language to set a password (link valid 7 days); ' +
      '`disabled: true` ends its sessions at once.',
    scope: 'customers:write',
    body: erpContactsBatchSchema,
    apply: upsertContacts,
  })
  erpBatchRoute(app, {
    url: '/service-cases',
    summary: 'Move return, warranty and core cases on, one step at a time',
    description:
      'requested → approved | rejected → received → inspected → credited | refused; no step may be skipped. ' +
      'Refused per item: unknown-case, step-not-allowed, note-required (rejected and refused say why), ' +
      'not-invoiced (credited before the order has an invoice). The note is shown to the customer beside the step; ' +
      'credited issues the shop’s credit note (CNyy-9xxxxx) against the invoice of the case’s order.',
    scope: 'orders:write',
    body: erpServiceCasesBatchSchema,
    apply: setServiceCaseStatus,
  })
}
