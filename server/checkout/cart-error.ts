/** A refusal the routes answer as `{ statusCode, code, message }`; thrown inside a transaction it also rolls it back. */
export class CartError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}
