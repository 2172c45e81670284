import { paths } from '@/config/paths'

/** The family page's address: /families/12. */
export const familyPath = (familyID: number) => paths.family.replace(':familyID', String(familyID))
