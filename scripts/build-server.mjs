// The compiled server: server/src/main.ts and the contract it imports (the @contract/* alias comes from the tsconfig)
// bundled into one CommonJS file that plain node runs, so production carries no TypeScript transpiler. Packages stay
// external: better-sqlite3 and @node-rs/argon2 are native, and every package is read from node_modules as tsx
// read it. Nothing in the server loads its own files at run time (migrations are listed in code; the SPA folder is
// STATIC_DIR from the working directory; the API docs' assets belong to @fastify/swagger-ui), so the bundle is all.
//
//   node scripts/build-server.mjs                 → build/server/main.js
//   node scripts/build-server.mjs --outdir DIR    → DIR/main.js (inside the repository, so node_modules resolves)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outdirFlag = process.argv.indexOf('--outdir')
const outdir = path.resolve(root, outdirFlag === -1 ? 'build/server' : process.argv[outdirFlag + 1])

const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/src/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // CommonJS, as tsx ran the same files (package.json has no "type"): the packages load exactly as before.
  format: 'cjs',
  packages: 'external',
  tsconfig: 'server/tsconfig.json',
  // Class and function names stay as written (error names, logs) although the bundle shares one scope.
  keepNames: true,
  // Readable stack traces without a map; the map is there for `node --enable-source-maps`.
  minify: false,
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
})
// Each file is written whole and then renamed into place: servers started side by side (the browser tests' web
// servers each build first) never read a half-written bundle from one another.
mkdirSync(outdir, { recursive: true })
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`
  writeFileSync(partial, file.contents)
  renameSync(partial, file.path)
}
console.log(`server built: ${path.relative(root, outdir) || '.'}/main.js`)
