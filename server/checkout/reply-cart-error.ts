import type { FastifyReply } from 'fastify'
import { sendError } from '../http/send-error'
import { CartError } from './cart-error'

/** Runs a cart operation and answers a CartError in the API's error shape; anything else is a 500. */
export async function withCartErrors<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof CartError) return sendError(reply, error.statusCode, error.code, error.message)
    throw error
  }
}
