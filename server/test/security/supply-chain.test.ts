import fs from 'node:fs'
import path from 'node:path'

// Issue 8, item 8 (part): every installed package comes from the npm registry, pinned by integrity.

describe('the lockfile', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string; integrity?: string; link?: boolean }>
  }
  const installed = Object.entries(lock.packages).filter(([name, entry]) => name !== '' && !entry.link)

  // This machine's npm writes no `resolved` addresses: packages then come from the configured registry. Any address
  // that is written (a git URL, a tarball elsewhere) must be the npm registry's.
  it('points only at the npm registry, with an integrity hash for every package', () => {
    expect(installed.length).toBeGreaterThan(100)
    const elsewhere = installed.filter(
      ([, entry]) => entry.resolved !== undefined && !entry.resolved.startsWith('https://registry.npmjs.org/'),
    )
    const unpinned = installed.filter(([, entry]) => !entry.integrity?.startsWith('sha512-'))
    expect(elsewhere.map(([name]) => name)).toEqual([])
    expect(unpinned.map(([name]) => name)).toEqual([])
  })
})
