// An error that carries the HTTP status and the message the client should see.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors)
