// Facts about the product shown in the shell. The spec asks for a developer credit link but names neither
// the developer nor the address, so both live here to be replaced in one place.
export const DEVELOPER_CREDIT = {
  name: 'Academy Digital Team',
  href: 'mailto:digital-team@swimming-academy.example',
} as const
