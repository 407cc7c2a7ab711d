import { createFileRoute, redirect } from '@tanstack/react-router'

/** /checkout is step 1. */
export const Route = createFileRoute('/{-$lang}/checkout/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/checkout/step1', params, replace: true })
  },
})
