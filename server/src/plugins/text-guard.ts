import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/http-error'

// No field of any request may carry a NUL character: PostgreSQL text cannot hold one, and no form ever sends it.
// Checked once for every route, before validation, so no schema can forget it.

function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${index}` : String(index))
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return undefined
}

export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '')
    if (!field) return
    const message = `${field.split('.').pop()} must not contain control characters`
    throw badRequest(`${field}: ${message}`, { [field]: message })
  })
})
