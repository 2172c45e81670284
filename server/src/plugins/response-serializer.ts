import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z, type ZodType } from 'zod'

// Responses are written by a serializer compiled once per route and status from the contract's zod schema
// (zod → JSON Schema → fast-json-stringify), instead of a zod validation pass and JSON.stringify on every answer:
// the schema's properties only, in its order, nothing the contract does not name.
//
// What the compiled serializer does not do is refuse an answer that breaks the contract (a string where the contract
// says number is written as a number). That is what the tests hold: with `checkWithContract` (on under jest) every
// answer also goes through the contract's zod encoding, which throws on any mismatch, and the two outputs must be the
// same JSON — so every server test is also a test that the answers match their contract schemas. A schema JSON Schema
// cannot express (a transform, a custom check) keeps the zod serializer.

type JsonSchema = { [key: string]: unknown }

const SCALARS = new Set(['string', 'number', 'integer', 'boolean'])

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]` (zod's nullable) as `type: [T, 'null']`: fast-json-stringify writes
 * a type list by checking the value, while it answers anyOf by validating the value against each branch with ajv.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified)
  if (!isObject(schema)) return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) out[key] = simplified(value)
  const anyOf = out.anyOf
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex(
      (branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1,
    )
    const other = anyOf[1 - nullAt] as JsonSchema | undefined
    if (nullAt >= 0 && isObject(other) && typeof other.type === 'string' && SCALARS.has(other.type)) {
      const { anyOf: _anyOf, ...rest } = out
      return { ...rest, ...other, type: [other.type, 'null'] }
    }
  }
  return out
}

/** The JSON Schema of what the route answers, as fast-json-stringify reads it; throws when zod cannot express it. */
export function serializerSchema(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })
  const { $schema: _dialect, ...rest } = simplified(json) as JsonSchema
  return rest
}

/** Compiled once per schema (the error schemas are shared by every route), on first use so start-up stays quick. */
const compiledBySchema = new WeakMap<ZodType, ((data: unknown) => string) | null>()

function compiledSerializer(schema: ZodType): ((data: unknown) => string) | null {
  let compiled = compiledBySchema.get(schema)
  if (compiled === undefined) {
    try {
      compiled = fastJson(serializerSchema(schema)) as (data: unknown) => string
    } catch {
      compiled = null // not expressible in JSON Schema (a transform, a refinement on output): zod writes it
    }
    compiledBySchema.set(schema, compiled)
  }
  return compiled
}

export function createResponseSerializerCompiler(options: {
  checkWithContract: boolean
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route)
    const schema = route.schema instanceof z.ZodType ? route.schema : undefined
    let compiled: ((data: unknown) => string) | null | undefined
    return (data: unknown) => {
      if (compiled === undefined) compiled = schema ? compiledSerializer(schema) : null
      if (compiled === null) return viaZod(data)
      if (!options.checkWithContract) return compiled(data)
      const expected = viaZod(data) // throws when the answer breaks the contract
      const written = compiled(data)
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `the compiled serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) wrote ` +
            `${written.slice(0, 500)}, the contract's zod schema ${expected.slice(0, 500)}`,
        )
      }
      return written
    }
  }
}
