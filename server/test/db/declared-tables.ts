import path from 'node:path'
import ts from 'typescript'

// The tables as server/src/db/database.ts declares them for Kysely, read with the TypeScript compiler: for each table
// of `interface Database`, each column's name, whether it may be null and its family (number, string, boolean).
// A Generated<T> or ColumnType<S, I, U> column is read as what a select returns (S).

export type Family = 'number' | 'string' | 'boolean' | 'other'

export interface DeclaredColumn {
  nullable: boolean
  family: Family
  /** The select type as written, for messages. */
  text: string
}

export const DATABASE_TS = path.resolve(__dirname, '../../src/db/database.ts')

function familyOf(type: ts.Type): Family {
  if (type.flags & ts.TypeFlags.NumberLike) return 'number'
  if (type.flags & ts.TypeFlags.StringLike) return 'string'
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean'
  return 'other'
}

export function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  const configFile = path.resolve(__dirname, '../../tsconfig.json')
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  const program = ts.createProgram([DATABASE_TS], config?.options ?? { strict: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(DATABASE_TS)!
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  )
  if (!database) throw new Error(`no interface Database in ${DATABASE_TS}`)

  const tables = new Map<string, Map<string, DeclaredColumn>>()
  for (const table of checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(database.name)!).getProperties()) {
    const columns = new Map<string, DeclaredColumn>()
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, database)
      const selected = type.getProperty('__select__')
      if (selected) type = checker.getTypeOfSymbolAtLocation(selected, database)
      const members = type.isUnion() ? type.types : [type]
      const values = members.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
      const families = [...new Set(values.map(familyOf))]
      columns.set(column.name, {
        nullable: values.length < members.length,
        family: families.length === 1 ? families[0] : 'other',
        text: checker.typeToString(type),
      })
    }
    tables.set(table.name, columns)
  }
  return tables
}
