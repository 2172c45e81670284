import { CurriculumTab } from './CurriculumTab'
import { useProgressT } from './i18n'

// What Settings shows of the curriculum (issue 31), handed to it by the app shell (features do not import each
// other): the Curriculum tab and its label.
export const curriculumInSettings = {
  Tab: CurriculumTab,
  useTabLabel: () => useProgressT()('curriculum.tab'),
}
