import fs from 'node:fs'
import path from 'node:path'

// Offline dependency check (issue 8, item 8): every package version in package-lock.json against a hand-kept list of
// published advisories (npm audit cannot reach the advisory service from here), and every download address against
// the npm registry.

export interface Advisory {
  package: string
  introduced: string
  fixed: string
  id: string
  summary: string
}

export interface LockPackage {
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
}

export interface Finding {
  /** Where in node_modules, e.g. node_modules/jest/node_modules/semver. */
  location: string
  package: string
  version: string
  advisory: Advisory
}

export interface AuditResult {
  packagesChecked: number
  advisoriesKnown: number
  vulnerable: Finding[]
  /** Packages whose recorded download address is not the npm registry, or that carry no sha512 integrity. */
  notFromRegistry: string[]
}

const REGISTRY = 'https://registry.npmjs.org/'

/** [major, minor, patch, isRelease]: a pre-release sorts before its release. */
function parseVersion(text: string): [number, number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)(-.+)?/.exec(text)
  if (!match) return [0, 0, 0, 0]
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ? 0 : 1]
}

export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a)
  const right = parseVersion(b)
  for (let index = 0; index < left.length; index++) {
    if (left[index] !== right[index]) return left[index] - right[index]
  }
  return 0
}

export const isAffected = (version: string, advisory: Advisory): boolean =>
  compareVersions(version, advisory.introduced) >= 0 && compareVersions(version, advisory.fixed) < 0

/** The package name of a lockfile location: the part after the last node_modules/. */
export const packageNameOf = (location: string): string => location.slice(location.lastIndexOf('node_modules/') + 13)

export function auditLock(packages: Record<string, LockPackage>, advisories: Advisory[]): AuditResult {
  const installed = Object.entries(packages).filter(([location, entry]) => location !== '' && !entry.link)
  const byPackage = new Map<string, Advisory[]>()
  for (const advisory of advisories)
    byPackage.set(advisory.package, [...(byPackage.get(advisory.package) ?? []), advisory])
  const vulnerable: Finding[] = []
  for (const [location, entry] of installed) {
    const name = packageNameOf(location)
    for (const advisory of byPackage.get(name) ?? []) {
      if (entry.version && isAffected(entry.version, advisory))
        vulnerable.push({ location, package: name, version: entry.version, advisory })
    }
  }
  const notFromRegistry = installed
    .filter(
      ([, entry]) =>
        (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) ||
        !entry.integrity?.startsWith('sha512-'),
    )
    .map(([location]) => location)
  return { packagesChecked: installed.length, advisoriesKnown: advisories.length, vulnerable, notFromRegistry }
}

/** Audits the project's own lockfile against scripts/security/known-vulnerable.json. */
export function auditProject(root = path.resolve(__dirname, '../..')): AuditResult {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>
  }
  const list = JSON.parse(fs.readFileSync(path.join(__dirname, 'known-vulnerable.json'), 'utf8')) as {
    advisories: Advisory[]
  }
  return auditLock(lock.packages, list.advisories)
}
