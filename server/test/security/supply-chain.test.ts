import { auditLock, auditProject, compareVersions, type Advisory } from '../../../scripts/security/dependency-audit'

// Issue 8, item 8: no installed package has a known advisory, and every package comes from the npm registry, pinned
// by integrity. The same check runs as `npm run check:deps`.

describe('the dependencies', () => {
  it('have no known advisory and all come from the npm registry, pinned by integrity', () => {
    const result = auditProject()
    expect(result.packagesChecked).toBeGreaterThan(100)
    expect(result.advisoriesKnown).toBeGreaterThan(40)
    expect(result.vulnerable.map((finding) => `${finding.location}@${finding.version} ${finding.advisory.id}`)).toEqual(
      [],
    )
    expect(result.notFromRegistry).toEqual([])
  })
})

describe('the dependency check', () => {
  const advisory: Advisory = { package: 'semver', introduced: '7.0.0', fixed: '7.5.2', id: 'CVE-X', summary: 'test' }
  const integrity = 'sha512-AAAA'

  it('compares versions numerically, a pre-release before its release', () => {
    expect(compareVersions('7.10.0', '7.9.9')).toBeGreaterThan(0)
    expect(compareVersions('7.5.2-beta.1', '7.5.2')).toBeLessThan(0)
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0)
  })

  it('finds a vulnerable version wherever it is nested, and only inside the range', () => {
    const result = auditLock(
      {
        '': { version: '1.0.0' },
        'node_modules/semver': { version: '7.5.1', integrity },
        'node_modules/jest/node_modules/semver': { version: '7.0.0', integrity },
        'node_modules/old/node_modules/semver': { version: '6.3.0', integrity },
        'node_modules/fresh/node_modules/semver': { version: '7.5.2', integrity },
      },
      [advisory],
    )
    expect(result.vulnerable.map((finding) => finding.location)).toEqual([
      'node_modules/semver',
      'node_modules/jest/node_modules/semver',
    ])
  })

  it('flags a package from another address or without an integrity hash', () => {
    const result = auditLock(
      {
        'node_modules/a': { version: '1.0.0', resolved: 'https://evil.example/a.tgz', integrity },
        'node_modules/b': { version: '1.0.0', resolved: 'git+ssh://git@github.com/x/b.git' },
        'node_modules/c': { version: '1.0.0', resolved: 'https://registry.npmjs.org/c/-/c-1.0.0.tgz', integrity },
      },
      [],
    )
    expect(result.notFromRegistry).toEqual(['node_modules/a', 'node_modules/b'])
  })
})
