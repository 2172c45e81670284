import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import type { TemplateItem } from '@contract/messages'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SettingsPage } from './SettingsPage'

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

const MANAGE = 'Mod_SW:ManageTemplates'

const template = (over: Partial<TemplateItem>): TemplateItem => ({
  templateID: 1,
  event: 'session.cancelled',
  channel: 'whatsapp',
  language: 'en',
  subject: null,
  body: 'Hello {guardian}, the session of {swimmers} on {date} is cancelled.',
  updatedAt: '2026-11-20T10:00:00Z',
  updatedByName: null,
  ...over,
})

const TEMPLATES: TemplateItem[] = [
  template({ templateID: 2, language: 'ar', body: 'أهلاً {guardian}، حصة {swimmers} يوم {date} اتلغت.' }),
  template({ templateID: 1 }),
  template({
    templateID: 3,
    channel: 'email',
    subject: 'Session cancelled on {date}',
    body: 'Hello {guardian},\n<b>no markup</b> here.',
    updatedByName: 'Mona Adel',
  }),
  template({ templateID: 4, event: 'site.closed', body: 'Hello {guardian}, {site} is closed on {date}.' }),
]

function templatesServer(privileges: string[]) {
  const calls = { saved: [] as unknown[], previewed: [] as unknown[], listed: 0 }
  let items = TEMPLATES
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ACTIONS_BY_MODULE.Settings, privileges })),
    http.get('/api/message-templates', () => {
      calls.listed += 1
      return HttpResponse.json({ items })
    }),
    http.put('/api/message-templates/:id', async ({ params, request }) => {
      const body = (await request.json()) as { body: string }
      calls.saved.push({ id: params.id, ...body })
      items = items.map((item) =>
        item.templateID === Number(params.id) ? { ...item, body: body.body, updatedByName: 'Admin User' } : item,
      )
      const item = items.find((one) => one.templateID === Number(params.id))!
      return HttpResponse.json({ message: 'The session.cancelled template (whatsapp, en) is saved', item })
    }),
    http.post('/api/message-templates/:id/preview', async ({ params, request }) => {
      const body = (await request.json()) as { body: string; swimmerID: string }
      calls.previewed.push({ id: params.id, ...body })
      if (body.swimmerID === '99') return HttpResponse.json({ message: 'Swimmer 99 not found' }, { status: 404 })
      return HttpResponse.json({
        subject: null,
        text: body.body.replace('{guardian}', 'Hoda Samir').replace('{swimmers}', 'Omar'),
        guardianName: 'Hoda Samir',
        language: 'en',
      })
    }),
  )
  return calls
}

function renderSettings(route: string) {
  signIn({ site: CLUB_13 })
  return renderWithProviders(<SettingsPage />, { route, userEventOptions: { delay: null } })
}

describe('Settings → Message templates', () => {
  it('is not listed without Mod_SW:ManageTemplates, even when asked for in the address', async () => {
    const calls = templatesServer(['Mod_SW:SendMessages'])
    renderSettings('/settings?tab=templates')
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument()
    const sidebar = screen.getByRole('navigation', { name: 'Settings sections' })
    expect(within(sidebar).queryByRole('tab', { name: 'Message templates' })).not.toBeInTheDocument()
    expect(calls.listed).toBe(0)
  })

  it('lists the templates by event, each with its channel, language, text as plain text and last change', async () => {
    templatesServer([MANAGE])
    renderSettings('/settings?tab=templates')
    const sidebar = screen.getByRole('navigation', { name: 'Settings sections' })
    expect(await within(sidebar).findByRole('tab', { name: 'Message templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Message templates' })).toBeInTheDocument()
    const cancelled = screen.getByRole('region', { name: 'Session cancelled' })
    const cards = within(cancelled).getAllByRole('article')
    // WhatsApp before e-mail, Arabic before English.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'WhatsApp · Arabic',
      'WhatsApp · English',
      'E-mail · English',
    ])
    const arabic = within(cards[0]).getByText('أهلاً {guardian}، حصة {swimmers} يوم {date} اتلغت.')
    expect(arabic).toHaveAttribute('dir', 'auto')
    // The e-mail: its subject, its text never read as markup, who changed it.
    expect(within(cards[2]).getByText('Session cancelled on {date}')).toBeInTheDocument()
    expect(cards[2].querySelector('b')).toBeNull()
    expect(within(cards[2]).getByText(/<b>no markup<\/b> here\./)).toBeInTheDocument()
    expect(within(cards[2]).getByText('Mona Adel')).toBeInTheDocument()
    expect(within(cards[1]).getByText(/As first written/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Site closed' })).toBeInTheDocument()
  })

  it('previews a text with a swimmer typed in Arabic-Indic digits, then saves it and lists the new text', async () => {
    const calls = templatesServer([MANAGE])
    const { user } = renderSettings('/settings?tab=templates')
    await user.click(await screen.findByRole('button', { name: 'Edit the English WhatsApp text of Session cancelled' }))
    const dialog = await screen.findByRole('dialog', { name: 'Session cancelled: WhatsApp, English' })
    expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument()
    const placeholders = within(dialog).getByRole('list', { name: 'Placeholders you can use' })
    expect(within(placeholders).getByText('{guardian}')).toBeInTheDocument()
    expect(within(placeholders).getByText('{expiry}')).toBeInTheDocument()

    const text = within(dialog).getByRole('textbox', { name: /^Text/ })
    await user.clear(text)
    await user.type(text, 'Dear {{guardian}, no session for {{swimmers} today.')

    // A swimmer the server does not find: said on the number.
    const swimmer = within(dialog).getByRole('textbox', { name: 'Swimmer number' })
    await user.type(swimmer, '99')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('Swimmer 99 not found')).toBeInTheDocument()

    await user.clear(swimmer)
    await user.type(swimmer, '١٢٣')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    const preview = await within(dialog).findByRole('status', { name: 'Preview' })
    expect(within(preview).getByText('Hoda Samir')).toBeInTheDocument()
    expect(within(preview).getByText('Dear Hoda Samir, no session for Omar today.')).toBeInTheDocument()
    expect(calls.previewed).toEqual([
      { id: '1', body: 'Dear {guardian}, no session for {swimmers} today.', swimmerID: '99' },
      { id: '1', body: 'Dear {guardian}, no session for {swimmers} today.', swimmerID: '١٢٣' },
    ])
    // The text changed since: the preview is not shown as if it were this text's.
    await user.type(text, '!')
    expect(within(dialog).queryByRole('status', { name: 'Preview' })).not.toBeInTheDocument()
    expect(within(dialog).getByText(/changed since the preview/)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls.saved).toEqual([{ id: '1', body: 'Dear {guardian}, no session for {swimmers} today.!' }]),
    )
    expect(await screen.findByText('The English WhatsApp text of “Session cancelled” is saved.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The list is asked again and shows the new text, changed by the user.
    expect(await screen.findByText('Dear {guardian}, no session for {swimmers} today.!')).toBeInTheDocument()
    expect(calls.listed).toBe(2)
  })

  it("an e-mail's dialog shows its subject and refuses an empty one before anything is sent", async () => {
    const calls = templatesServer([MANAGE])
    const { user } = renderSettings('/settings?tab=templates')
    await user.click(await screen.findByRole('button', { name: 'Edit the English E-mail text of Session cancelled' }))
    const dialog = await screen.findByRole('dialog', { name: 'Session cancelled: E-mail, English' })
    const subject = within(dialog).getByRole('textbox', { name: /^Subject/ })
    expect(subject).toHaveValue('Session cancelled on {date}')
    await user.clear(subject)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findAllByText('Please fill in all required fields')).not.toHaveLength(0)
    expect(calls.saved).toEqual([])
  })
})
