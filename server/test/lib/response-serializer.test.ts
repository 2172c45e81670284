import Fastify, { type RouteOptions } from 'fastify'
import fastJson from 'fast-json-stringify'
import { z } from 'zod'
import { swimmerSearchResponse } from '@contract/swimmers'
import { buildApp } from '../../src/app'
import { createResponseSerializerCompiler, serializerSchema } from '../../src/plugins/response-serializer'
import { buildTestApp, injectAs, login } from '../helper'

// The compiled response serializer (issue 17): it writes what the contract's zod encoding writes, every route's
// answer schemas compile (none silently falls back to the slower zod pass), and under jest every answer is also
// checked against the contract, so a wrong answer fails its test instead of being written.

const swimmer = {
  swimmerID: 7,
  fullName: 'Hassan Malek Farouk',
  year: 2011,
  currentLevel: 18,
  levelName: 'PTeam B',
  coachName: null,
  coachID: null,
  site: 61,
  siteName: 'Smart Way',
  club: 91,
  clubName: 'Elamyen',
  parentPhone: '01501104010',
  parentEmail: null,
  frozen: false,
}

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/swimmers/search', httpStatus: '200' })

describe('compiled response serializer', () => {
  it('writes what the contract writes, without the properties the contract does not name', () => {
    const compile = createResponseSerializerCompiler({ checkWithContract: false })
    const write = compile(route(swimmerSearchResponse))
    const withExtra = [
      { ...swimmer, token_hash: 'secret' },
      { ...swimmer, swimmerID: 8, coachID: 3, coachName: 'Emma' },
    ]
    const written = write(withExtra)
    expect(JSON.parse(written)).toEqual(swimmerSearchResponse.parse(withExtra))
    expect(written).not.toContain('token_hash')
  })

  it('with the contract check, refuses an answer that breaks the contract', () => {
    const write = createResponseSerializerCompiler({ checkWithContract: true })(route(swimmerSearchResponse))
    expect(JSON.parse(write([swimmer]))).toEqual([swimmer])
    // The compiled serializer alone would write "7" as 7; the contract check throws instead.
    expect(() => write([{ ...swimmer, swimmerID: '7' }])).toThrow()
    expect(() => write([{ ...swimmer, frozen: undefined }])).toThrow()
  })

  it('keeps the zod serializer for what JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.string().transform((value) => value.length) })
    expect(() => serializerSchema(transformed)).toThrow()
    const write = createResponseSerializerCompiler({ checkWithContract: false })(route(transformed))
    expect(() => write({ at: 'x' })).toThrow() // zod's encoding refuses a one-way transform, as before
  })

  it('compiles every response schema of every route', async () => {
    const schemas = new Map<unknown, string>()
    const onRoute = (options: RouteOptions) => {
      const responses = (options.schema?.response ?? {}) as Record<string, unknown>
      for (const [status, schema] of Object.entries(responses))
        schemas.set(schema, `${options.method} ${options.url} ${status}`)
    }
    const t = await buildTestApp({ onRoute })
    try {
      const failed: string[] = []
      for (const [schema, where] of schemas) {
        try {
          fastJson(serializerSchema(schema as z.ZodType))
        } catch (error) {
          failed.push(`${where}: ${(error as Error).message}`)
        }
      }
      expect(failed).toEqual([])
      expect(schemas.size).toBeGreaterThan(20)
    } finally {
      await t.close()
    }
  })

  it('a route whose answer breaks its contract answers 500 with the check', async () => {
    const checked = Fastify({ logger: false })
    checked.setSerializerCompiler(createResponseSerializerCompiler({ checkWithContract: true }))
    checked.get('/bad', { schema: { response: { 200: swimmerSearchResponse } } }, async () => [
      { ...swimmer, year: 'twenty' },
    ])
    try {
      const response = await checked.inject({ method: 'GET', url: '/bad' })
      expect(response.statusCode).toBe(500)
      expect(response.body).not.toContain('twenty')
    } finally {
      await checked.close()
    }
  })

  it('the app answers the same bytes with and without the contract check', async () => {
    const t = await buildTestApp()
    try {
      const token = await login(t.app, 1)
      const ok = await injectAs(t.app, token, {
        method: 'POST',
        url: '/api/swimmers/search',
        payload: { swimmerID: 1 },
      })
      expect(ok.statusCode).toBe(200)
      // The same app with the check off writes through the compiled serializer only.
      const unchecked = await buildApp({
        database: t.database,
        staticDir: '/nonexistent-static-dir',
        clock: t.clock,
        closeDb: false,
        checkResponses: false,
      })
      try {
        const again = await injectAs(unchecked, token, {
          method: 'POST',
          url: '/api/swimmers/search',
          payload: { swimmerID: 1 },
        })
        expect(again.statusCode).toBe(200)
        expect(again.body).toBe(ok.body)
      } finally {
        await unchecked.close()
      }
    } finally {
      await t.close()
    }
  })
})
