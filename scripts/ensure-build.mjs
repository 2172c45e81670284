// `npm start` serves the built SPA: build it first when there is no build yet.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const staticDir = process.env.BUILD_DIR || process.env.STATIC_DIR || 'dist'
if (!existsSync(`${staticDir}/index.html`)) {
  console.log(`No SPA build in ${staticDir}/: building it once (about a minute)…`)
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
