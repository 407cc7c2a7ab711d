/** Credentials the simulator accepts and the shop is configured with in tests (never real ones). */
export const SIM_CREDENTIALS = {
  payone: { mid: '10001', portalId: '2000001', aid: '10002', key: 'sim-portal-key-0001' },
  paypal: { clientId: 'sim-client-id', clientSecret: 'sim-client-secret', webhookId: 'SIM-WEBHOOK-1' },
}

/** The shop's environment for the simulator at `simUrl`. */
export function simPaymentEnv(simUrl: string): Record<string, string> {
  const { payone, paypal } = SIM_CREDENTIALS
  return {
    PAYONE_MID: payone.mid,
    PAYONE_PORTAL_ID: payone.portalId,
    PAYONE_AID: payone.aid,
    PAYONE_KEY: payone.key,
    PAYONE_API_URL: `${simUrl}/payone/post-gateway/`,
    PAYONE_CLIENT_SCRIPT_URL: `${simUrl}/payone/client-api/js/v1/payone_hosted_min.js`,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: `${simUrl}/paypal`,
  }
}
