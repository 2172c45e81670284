// Contract constants for code that loads before any page needs the contract's schemas. webpack.config.ts gives the
// contract modules imported from src/contractConstants/ a module of their own that holds only what is used from it:
// not their schemas (and zod), nor the constants only other pages use (issue 17). Elsewhere, import '@contract/…'.
export { SITES } from '@contract/lookup-tables'
