import type { Migration } from 'kysely'
import * as initialSchema from './0001-initial-schema'

// Every migration, in order. Listed in code so the same list runs under tsx, ts-jest and any bundle.
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
}
