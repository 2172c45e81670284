import type { StandardSchemaV1 } from '@standard-schema/spec'

/**
 * A response schema that is loaded on first use. RTK Query awaits a schema's validate(), so an endpoint can check
 * answers against the contract without its module (and zod) being part of the code that loads first.
 */
export function lazySchema<T>(load: () => Promise<StandardSchemaV1<unknown, T>>): StandardSchemaV1<T> {
  let schema: Promise<StandardSchemaV1<unknown, T>> | undefined
  return {
    '~standard': {
      version: 1,
      vendor: 'lazy',
      validate: async (value) => (await (schema ??= load()))['~standard'].validate(value),
    },
  }
}
