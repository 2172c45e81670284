import type { SchoolResult } from '@contract/schools'
import { SchoolForm } from './CreateSchoolDialog'

interface EditSchoolDialogProps {
  /** The school to edit; null when closed. */
  school: SchoolResult | null
  userID: number | undefined
  onClose: () => void
}

/**
 * Edit School (issue 27): the create form's fields, filled in from the school, at the school's own site. The server
 * checks the change as it checks a creation (the coach's other groups, capacity not below the swimmers enrolled, the
 * school ladder; the level only while no swimmer is enrolled) and audits it. Mounted only while open, so every opening
 * starts from the school as it is now.
 */
export function EditSchoolDialog({ school, userID, onClose }: EditSchoolDialogProps) {
  return school ? (
    <SchoolForm
      key={school.schoolID}
      school={school}
      userID={userID}
      siteID={school.site}
      onClose={onClose}
      onSaved={() => undefined}
    />
  ) : null
}
