import { auditProject } from './security/dependency-audit'

// `npm run check:deps`: fails when an installed package has a known advisory or comes from outside the npm registry.

const result = auditProject()
for (const finding of result.vulnerable) {
  const { advisory } = finding
  console.error(
    `${finding.location} ${finding.version}: ${advisory.id} (${advisory.summary}); fixed in ${advisory.fixed}`,
  )
}
for (const location of result.notFromRegistry) console.error(`${location}: not from the npm registry or not pinned`)
console.log(
  `${result.packagesChecked} packages checked against ${result.advisoriesKnown} advisories: ` +
    `${result.vulnerable.length} vulnerable, ${result.notFromRegistry.length} from elsewhere`,
)
process.exit(result.vulnerable.length + result.notFromRegistry.length === 0 ? 0 : 1)
