/**
 * Every service-page query starts with the information centre's key and the customer: the persisted
 * cache outlives a session, and one customer must never see another's data on a shared tablet.
 */
export const servicesKey = (customerId: string, ...rest: unknown[]) => ['infocenter', customerId, 'services', ...rest] as const
