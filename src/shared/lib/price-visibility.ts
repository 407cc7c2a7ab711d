import { proxy } from 'valtio'

/**
 * Whether this user wants prices shown (SPEC.md §6: the user may hide them, e.g. with a client at
 * the counter). The server only ever sends prices a session may see; this adds the user's choice.
 * `visitorMustLogIn`: nobody is logged in, so a price would appear after a login (a hint says so).
 * Written by the session wiring in app/, read by every price on the page.
 */
export const priceVisibility = proxy({ hiddenByUser: false, visitorMustLogIn: true })
