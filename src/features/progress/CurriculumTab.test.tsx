import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CurriculumLevel } from '@contract/progress'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

jest.setTimeout(60_000)

// Issue 31: Settings → Curriculum, listed for a title holding Settings ManageCurriculum: a level's pass rule and
// skills (English, Arabic, required) saved as the level's next version, based on the version read.

const LEVEL_1: CurriculumLevel = {
  level: 12,
  levelName: 'Level 1',
  kind: 'school',
  nextLevel: 13,
  nextLevelName: 'Level 2',
  versionID: 40,
  version: 1,
  passRule: 'allRequired',
  passCount: null,
  signOff: false,
  skills: [
    {
      skillID: 1,
      skillKey: 1,
      position: 0,
      name: 'Enters the water safely',
      nameEn: 'Enters the water safely',
      nameAr: 'بينزل المية بأمان',
      required: true,
    },
  ],
  changedAt: '2026-11-28T10:00:00.000Z',
  changedBy: 'Mona Administrator',
}

function curriculumServer(privileges: string[]) {
  const saved: unknown[] = []
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ['ManageCurriculum'], privileges })),
    http.get('/api/curriculum', () => HttpResponse.json([LEVEL_1])),
    http.put('/api/curriculum/:level', async ({ request, params }) => {
      saved.push({ level: params.level, body: await request.json() })
      return HttpResponse.json({ ...LEVEL_1, versionID: 41, version: 2 })
    }),
  )
  return saved
}

const open = () => {
  signIn({ site: SMART_WAY })
  return renderApp('/settings?tab=curriculum', { userEventOptions: { delay: null } })
}

describe('Settings → Curriculum', () => {
  it("saves a level's skills and pass rule as its next version", async () => {
    const saved = curriculumServer(['Settings:ManageCurriculum'])
    const { user } = open()
    const form = await screen.findByRole('form', { name: 'Curriculum of Level 1' }, { timeout: 8000 })
    expect(within(form).getByRole('textbox', { name: 'Arabic name of skill 1' })).toHaveValue('بينزل المية بأمان')
    await user.click(within(form).getByRole('button', { name: 'A number of skills mastered' }))
    await user.type(within(form).getByRole('textbox', { name: 'Skills to master' }), '٢')
    await user.click(within(form).getByRole('button', { name: 'Add a skill' }))
    await user.type(within(form).getByRole('textbox', { name: 'English name of skill 2' }), 'Blows bubbles')
    await user.type(within(form).getByRole('textbox', { name: 'Arabic name of skill 2' }), 'بيطلع فقاقيع')
    await user.click(within(form).getByRole('checkbox', { name: 'Skill 2 is required' }))
    await user.click(within(form).getByRole('button', { name: 'Save a new version' }))
    expect(await screen.findByText("Level 1's curriculum is saved as version 2.")).toBeInTheDocument()
    expect(saved).toEqual([
      {
        level: '12',
        body: {
          basedOnVersion: 1,
          passRule: 'nOfM',
          passCount: '٢',
          signOff: false,
          skills: [
            { skillKey: 1, nameEn: 'Enters the water safely', nameAr: 'بينزل المية بأمان', required: true },
            { nameEn: 'Blows bubbles', nameAr: 'بيطلع فقاقيع', required: false },
          ],
        },
      },
    ])
  })

  it('is not listed without ManageCurriculum', async () => {
    curriculumServer([])
    signIn({ site: SMART_WAY })
    renderApp('/settings', { userEventOptions: { delay: null } })
    const sidebar = await screen.findByRole('navigation', { name: 'Settings sections' })
    await within(sidebar).findByRole('tab', { name: /^Club/ })
    expect(within(sidebar).queryByRole('tab', { name: 'Curriculum' })).not.toBeInTheDocument()
  })
})
