/**
 * Component tests render inside `<StrictMode>`, as `npm run dev` does: every effect runs, is cleaned up
 * and runs again, so an effect that is not safe to repeat fails here and not on a customer's tablet.
 */
import { configure } from '@testing-library/react'

configure({ reactStrictMode: true })
