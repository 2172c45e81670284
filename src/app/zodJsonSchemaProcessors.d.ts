// zod's own file of JSON Schema processors, which its package does not export: webpack.config.mjs maps this name to
// it for src/app/zodWithoutJsonSchema.ts, which takes only aggregateChecks from it.
declare module 'zod-json-schema-processors' {
  export function aggregateChecks(schema: unknown): Record<string, unknown>
}
