/**
 * The payment simulator as a process, for the browser tests and the kill test (and for trying the
 * shop's online payment by hand, docs/payments.md): PAYMENT_SIM_PORT (3190), SHOP_URL
 * (http://localhost:3000), where its notifications go.
 */
import { startPaymentSim } from './start-payment-sim'

const port = Number(process.env.PAYMENT_SIM_PORT ?? 3190)
const sim = await startPaymentSim({ port, shopUrl: process.env.SHOP_URL ?? 'http://localhost:3000' })
console.log(`payment simulator on ${sim.url} (PAYONE under /payone, PayPal under /paypal)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sim.close().then(() => process.exit(0)))
