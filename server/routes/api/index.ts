import type { FastifyPluginAsync } from 'fastify'
import { accountRoutes } from './account/index'
import { addressesRoutes } from './addresses/index'
import { adminRoutes } from './admin/index'
import { apiKeysRoutes } from './api-keys/index'
import { appointmentsRoutes } from './appointments/index'
import { availabilityRoutes } from './availability/index'
import { backordersRoutes } from './backorders/index'
import { categoriesRoutes } from './categories/index'
import { checkoutApiRoutes } from './checkout/index'
import { contentDataRoutes } from './content-data/index'
import { countriesRoutes } from './countries/index'
import { countryRoutes } from './country/index'
import { currenciesRoutes } from './currencies/index'
import { depositsRoutes } from './deposits/index'
import { divisionsRoutes } from './divisions/index'
import { documentsRoutes } from './documents/index'
import { downloadsRoutes } from './downloads/index'
import { errorLogRoutes } from './error-log/index'
import { favouritesRoutes } from './favourites/index'
import { formsRoutes } from './forms/index'
import { getFeaturesRoutes } from './getfeatures/index'
import { globalAlertsRoutes } from './global-alerts/index'
import { integrationRoutes } from './integration/index'
import { loginRoutes } from './login/index'
import { loginKihRoutes } from './login-kih/index'
import { logoutRoutes } from './logout/index'
import { logoutKihRoutes } from './logout-kih/index'
import { metaRoutes } from './meta/index'
import { noticeListRoutes } from './noticelist/index'
import { ordersRoutes } from './orders/index'
import { passwordRoutes } from './password/index'
import { paymentNotificationRoutes } from './payments/index'
import { productsRoutes } from './products/index'
import { quickOrderRoutes } from './quickorder/index'
import { redirectRoutes } from './redirect/index'
import { savedCartsRoutes } from './saved-carts/index'
import { searchRoutes } from './search/index'
import { shipmentsRoutes } from './shipments/index'
import { vinRoutes } from './vin/index'
import { wordingOverridesRoutes } from './wording-overrides/index'

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentDataRoutes)
  await app.register(metaRoutes)
  await app.register(wordingOverridesRoutes)
  await app.register(countryRoutes)
  await app.register(countriesRoutes)
  await app.register(errorLogRoutes)
  await app.register(loginRoutes)
  await app.register(logoutRoutes)
  await app.register(loginKihRoutes)
  await app.register(logoutKihRoutes)
  await app.register(getFeaturesRoutes)
  await app.register(passwordRoutes)
  await app.register(checkoutApiRoutes)
  await app.register(paymentNotificationRoutes)
  await app.register(quickOrderRoutes)
  await app.register(savedCartsRoutes)
  await app.register(ordersRoutes)
  await app.register(documentsRoutes)
  await app.register(backordersRoutes)
  await app.register(shipmentsRoutes)
  await app.register(searchRoutes)
  await app.register(productsRoutes)
  await app.register(categoriesRoutes)
  await app.register(divisionsRoutes)
  await app.register(redirectRoutes)
  await app.register(vinRoutes)
  await app.register(downloadsRoutes)
  await app.register(globalAlertsRoutes)
  await app.register(adminRoutes, { prefix: '/admin' })
  await app.register(addressesRoutes)
  await app.register(availabilityRoutes)
  await app.register(currenciesRoutes)
  await app.register(noticeListRoutes)
  // Information centre, issue 14: shared favourites, forms, appointments, partner interface.
  await app.register(favouritesRoutes)
  await app.register(formsRoutes)
  await app.register(appointmentsRoutes)
  await app.register(apiKeysRoutes)
  // ERP exchange, issue 29: each contact's choice of notification mails.
  await app.register(accountRoutes)
  // Exchange units, issue 31: the open cores account.
  await app.register(depositsRoutes)
  // Catalogue import, issue 28: the integration API for systems, with integration keys only.
  await app.register(integrationRoutes, { prefix: '/integration' })
}
