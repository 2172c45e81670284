import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { Database } from './database'

// The statements every request runs (the session lookup, a search by id, the running groups) are built by Kysely's
// query builder and compiled to SQL once per shape, not on every request: a profile under load put a third of the
// server's time in building and compiling the same queries again. A shape is what decides the SQL text — which
// parameters are given and how long each list is; the values are only parameters.
//
// The query is built once with placeholders standing for the values, compiled, and each placeholder's place in the
// compiled parameter list remembered; a request then fills the same SQL text with its own values. So a build function
// may look at whether a value is given and at a list's length, never at a value itself (it would see a placeholder).
// The SQL texts are also the statements PostgreSQL prepares by name (namedStatement, db/create-db.ts) and SQLite's
// statement cache keeps prepared (db/sqlite-statement-cache.ts).

type Params = Record<string, unknown>

/** Stands for params[name] (or params[name][index]) while the query is built. */
class Placeholder {
  constructor(
    readonly name: string,
    readonly index: number,
  ) {}
}

interface Shape {
  compiled: CompiledQuery
  /** Per compiled parameter: the placeholder it stands for, or the constant the query itself holds. */
  parameters: unknown[]
}

/** Shapes kept per query (lists of 1 to 200 ids make 200 shapes); past this the query is compiled each time. */
const MAX_SHAPES = 512

const namesBySql = new Map<string, string>()

/** The name PostgreSQL prepares this SQL under, for the compiled shapes; undefined for any other statement. */
export const namedStatement = (sql: string): string | undefined => namesBySql.get(sql)

function shapeKey(params: Params): string {
  let key = ''
  for (const name in params) {
    const value = params[name]
    if (value === undefined) continue // absent, as if not given
    key += `${name}:${value === null ? 'n' : Array.isArray(value) ? value.length : 'v'};`
  }
  return key
}

function placeholders<P extends Params>(params: P): P {
  const out: Params = {}
  for (const name in params) {
    const value = params[name]
    out[name] =
      value === undefined || value === null
        ? value
        : Array.isArray(value)
          ? value.map((_, index) => new Placeholder(name, index))
          : new Placeholder(name, -1)
  }
  return out as P
}

function fill(parameters: unknown[], params: Params): unknown[] {
  const out = new Array<unknown>(parameters.length)
  for (let i = 0; i < parameters.length; i++) {
    const parameter = parameters[i]
    if (parameter instanceof Placeholder) {
      const value = params[parameter.name]
      out[i] = parameter.index < 0 ? value : (value as unknown[])[parameter.index]
    } else {
      out[i] = parameter
    }
  }
  return out
}

/**
 * A query compiled once per shape and dialect: `run(db, params)` answers what `build(db, params).execute()` would.
 * `build` receives placeholders instead of the values (see above).
 */
export function compiledOnce<P extends Params, R>(
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
): (db: Kysely<Database>, params: P) => Promise<R[]> {
  // By the dialect's adapter class: the SQL text depends on the dialect only, so transactions and every database of
  // the same engine share the shapes.
  const byDialect = new Map<unknown, Map<string, Shape>>()
  return async (db, params) => {
    const adapter = db.getExecutor().adapter.constructor
    let shapes = byDialect.get(adapter)
    if (!shapes) byDialect.set(adapter, (shapes = new Map()))
    const key = shapeKey(params)
    let shape = shapes.get(key)
    if (!shape) {
      if (shapes.size >= MAX_SHAPES) return (await db.executeQuery(build(db, params).compile())).rows
      const compiled = build(db, placeholders(params)).compile()
      shape = { compiled, parameters: [...compiled.parameters] }
      shapes.set(key, shape)
      if (!namesBySql.has(compiled.sql)) namesBySql.set(compiled.sql, `app_q${namesBySql.size + 1}`)
    }
    const compiled: CompiledQuery<R> = { ...shape.compiled, parameters: fill(shape.parameters, params) }
    return (await db.executeQuery(compiled)).rows
  }
}
