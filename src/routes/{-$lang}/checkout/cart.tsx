import { createFileRoute, redirect } from '@tanstack/react-router'

/** /checkout/cart shows the cart, which is step 1. */
export const Route = createFileRoute('/{-$lang}/checkout/cart')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/checkout/step1', params, replace: true })
  },
})
