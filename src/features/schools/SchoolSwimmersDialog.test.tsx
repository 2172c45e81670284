import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SchoolResult, SchoolSwimmer } from '@contract/schools'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SchoolSwimmersDialog } from './SchoolSwimmersDialog'

// The school's swimmers with End enrolment (issue 14): offered with the privilege the server checks
// (Mod_SW AddSwimmerToSchool), confirmed in a dialog naming the swimmer and the school.

jest.setTimeout(30_000)

const SCHOOL = {
  schoolID: 40,
  level: 'Level 3',
  days: 'Saturday, Tuesday',
  fromTo: '17:00-18:00',
  coachName: 'Omar Hassan',
  enrolled: 2,
  capacity: 2,
  endDate: null,
  site: SMART_WAY.id,
} as SchoolResult

const swimmer = (swimmerID: number, fullName: string): SchoolSwimmer => ({
  swimmerID,
  fullName,
  year: 2016,
  currentLevel: 'Level 3',
  enrolmentStart: '2026-11-01',
  enrolmentEnd: '2026-12-01',
  frozen: false,
})

function swimmersServer(privileges: string[]) {
  const calls: string[] = []
  let accessRead = false
  let enrolled = [swimmer(31, 'Laila Samir'), swimmer(32, 'Youssef Adel')]
  server.use(
    http.get('/api/settings/access', () => {
      accessRead = true
      return HttpResponse.json({ actions: [], privileges })
    }),
    http.get('/api/schools/40/swimmers', () => HttpResponse.json(enrolled)),
    http.post('/api/schools/:school/enrolments/:swimmer/end', async ({ params, request }) => {
      calls.push(`end ${String(params.school)} ${String(params.swimmer)} ${JSON.stringify(await request.json())}`)
      enrolled = enrolled.filter((item) => item.swimmerID !== Number(params.swimmer))
      return HttpResponse.json({
        message: "Laila Samir's enrolment in School 40 ends on 2026-11-23",
        enrolmentID: 900,
        lastDay: '2026-11-23',
        invoiceID: 77,
        invoiceStatus: 'cancelled',
        offeredTo: [{ entryID: 5, swimmerID: 33, fullName: 'Nour Hany' }],
      })
    }),
  )
  return { calls, accessRead: () => accessRead }
}

const renderDialog = (modules: Array<'Mod_SW' | 'Mod_SC'> = ['Mod_SW', 'Mod_SC']) => {
  signIn({ user: buildUser({ modules }), site: SMART_WAY })
  return renderWithProviders(<SchoolSwimmersDialog school={SCHOOL} onClose={jest.fn()} />, {
    userEventOptions: { delay: null },
  })
}

describe('SchoolSwimmersDialog', () => {
  it("ends a swimmer's enrolment after a confirmation naming the swimmer and the school", async () => {
    const { calls } = swimmersServer(['Mod_SW:AddSwimmerToSchool', 'Mod_SC:ShowSchoolInfo'])
    const { user } = renderDialog()
    const list = await screen.findByRole('list', { name: 'Swimmers enrolled in school 40' })
    await user.click(await within(list).findByRole('button', { name: 'End the enrolment of Laila Samir' }))
    const confirm = await screen.findByRole('dialog', { name: "End Laila Samir's enrolment?" })
    expect(confirm).toHaveTextContent(
      'Laila Samir leaves school 40 (Level 3, Saturday, Tuesday 17:00-18:00, coach Omar Hassan)',
    )
    expect(calls).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'End enrolment' }))
    await waitFor(() => expect(calls).toEqual(['end 40 31 {}']))
    expect(await screen.findByText("Laila Samir's enrolment in School 40 ends on 23 Nov 2026")).toBeInTheDocument()
    await waitFor(() => expect(within(list).queryByText('Laila Samir')).not.toBeInTheDocument())
    expect(within(list).getByText('Youssef Adel')).toBeInTheDocument()
  })

  it('keeps the enrolment when the confirmation is declined', async () => {
    const { calls } = swimmersServer(['Mod_SW:AddSwimmerToSchool'])
    const { user } = renderDialog()
    const list = await screen.findByRole('list', { name: 'Swimmers enrolled in school 40' })
    await user.click(await within(list).findByRole('button', { name: 'End the enrolment of Youssef Adel' }))
    const confirm = await screen.findByRole('dialog', { name: "End Youssef Adel's enrolment?" })
    await user.click(within(confirm).getByRole('button', { name: 'Keep enrolled' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^End Youssef/ })).not.toBeInTheDocument())
    expect(calls).toEqual([])
  })

  it('offers no End enrolment to a user with the Swimmers module but without the privilege that enrols', async () => {
    const { accessRead } = swimmersServer(['Mod_SW:ShowSwimmerInfo', 'Mod_SW:FreezSwim', 'Mod_SC:ShowSchoolInfo'])
    renderDialog()
    const list = await screen.findByRole('list', { name: 'Swimmers enrolled in school 40' })
    expect(within(list).getByText('Laila Samir')).toBeInTheDocument()
    await waitFor(() => expect(accessRead()).toBe(true))
    expect(within(list).queryByRole('button')).not.toBeInTheDocument()
  })

  it("messages the school's families: a broadcast to that school only, counted before it is sent", async () => {
    swimmersServer(['Mod_SW:SendMessages'])
    const counted: unknown[] = []
    server.use(
      http.post('/api/messages/broadcasts/count', async ({ request }) => {
        counted.push(await request.json())
        return HttpResponse.json({ swimmers: 2, guardians: 3, withoutConsent: 1, messages: 2, preview: 'No class' })
      }),
    )
    const { user } = renderDialog()
    await screen.findByRole('list', { name: 'Swimmers enrolled in school 40' })
    await user.click(await screen.findByRole('button', { name: 'Message the families' }))
    const dialog = await screen.findByRole('dialog', { name: 'Broadcast to families at Smart Way' })
    expect(dialog).toHaveTextContent('To the families of School 40 (Level 3, Saturday, Tuesday 17:00-18:00)')
    expect(within(dialog).queryByLabelText('Who it goes to')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Text in Arabic'), 'مفيش تمرين')
    await user.type(within(dialog).getByLabelText('Text in English'), 'No class')
    await user.click(within(dialog).getAllByRole('button', { name: 'Count and preview' })[0])
    expect(await within(dialog).findByRole('button', { name: 'Send 2 messages' })).toBeInTheDocument()
    expect(counted).toEqual([{ site: SMART_WAY.id, audience: 'school', id: 40, ar: 'مفيش تمرين', en: 'No class' }])
  })

  it('offers no message to the families without the privilege that sends them', async () => {
    const { accessRead } = swimmersServer(['Mod_SW:AddSwimmerToSchool'])
    renderDialog()
    await screen.findByRole('list', { name: 'Swimmers enrolled in school 40' })
    await waitFor(() => expect(accessRead()).toBe(true))
    expect(screen.queryByRole('button', { name: 'Message the families' })).not.toBeInTheDocument()
  })
})
