// `npm start` runs the compiled server and serves the built SPA. The server is compiled every time (about a second),
// so a start never runs code older than the checkout; the SPA is built when there is no build yet.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(process.execPath, ['scripts/build-server.mjs'])
const staticDir = process.env.BUILD_DIR || process.env.STATIC_DIR || 'dist'
if (!existsSync(`${staticDir}/index.html`)) {
  console.log(`No SPA build in ${staticDir}/: building it once (about a minute)…`)
  run('npx', ['webpack', '--mode', 'production'])
}
