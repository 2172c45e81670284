import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { SERVER_BUNDLE_DIR } from './academy-server'

// Once per run, before any worker starts: the server compiled from this checkout (about a second) into this run's
// own folder, so runs on other ports never replace the file a running server was started from; and a built SPA.
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..')
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', SERVER_BUNDLE_DIR], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The server did not compile')
  const staticDir = process.env.BUILD_DIR || 'dist'
  if (!existsSync(path.resolve(root, staticDir, 'index.html')))
    throw new Error(`No SPA build in ${staticDir}/: run npm run build (or npm run test:e2e, which builds it) first`)
}
