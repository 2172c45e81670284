import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { MessageItem } from '@contract/messages'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { MessagesPage } from './MessagesPage'

jest.setTimeout(60_000)

// Issue 29: the queue a cashier works down (one prepared WhatsApp message per guardian, each opened in WhatsApp
// from its wa.me link, then marked sent), and the outbox with its filters and status history.

const TEXT = 'Dear Hoda, Youssef and Malak’s session on Sat 28 Nov at 17:00 is cancelled.'
const PREPARED: MessageItem = {
  messageID: 7,
  event: 'session.cancelled',
  siteID: SMART_WAY.id,
  guardianID: 120,
  guardianName: 'Hoda Samir',
  swimmerIDs: [120, 121],
  swimmerNames: ['Youssef Adel', 'Malak Adel'],
  channel: 'whatsapp-link',
  recipient: '+201012345678',
  language: 'en',
  status: 'prepared',
  text: TEXT,
  link: `https://wa.me/201012345678?text=${encodeURIComponent(TEXT)}`,
  failureReason: null,
  triggeredByUserID: 1,
  triggeredByName: 'Amr Admin',
  createdAt: '2026-11-28T10:00:00.000Z',
  history: [{ status: 'prepared', at: '2026-11-28T10:00:00.000Z', byUserID: 1, byName: 'Amr Admin', note: null }],
}

function messagesServer(privileges: string[]) {
  const asked: URLSearchParams[] = []
  const marked: string[] = []
  let items = [PREPARED]
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })),
    http.get('/api/messages', ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const status = query.get('status')
      return HttpResponse.json({ items: items.filter((item) => !status || item.status === status), nextBefore: null })
    }),
    http.post('/api/messages/:id/sent', ({ params }) => {
      marked.push(String(params.id))
      const item: MessageItem = {
        ...PREPARED,
        status: 'sent',
        history: [...PREPARED.history, { ...PREPARED.history[0], status: 'sent' }],
      }
      items = [item]
      return HttpResponse.json({ message: 'Message 7 is marked sent.', item })
    }),
  )
  return { asked, marked }
}

const renderPage = (route = '/messages') => {
  signIn({ site: SMART_WAY })
  return renderWithProviders(<MessagesPage />, { route, userEventOptions: { delay: null } })
}

describe('the messages page', () => {
  it('lists each prepared WhatsApp message with its wa.me link, and marks one sent', async () => {
    const { asked, marked } = messagesServer(['Mod_SW:ViewMessages', 'Mod_SW:SendMessages'])
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument()
    const card = await screen.findByRole('listitem', { name: 'To Hoda Samir' })
    expect(screen.getByRole('heading', { level: 2, name: '1 message to send' })).toBeInTheDocument()
    expect(within(card).getByText('About Youssef Adel, Malak Adel')).toBeInTheDocument()
    expect(within(card).getByText(TEXT)).toBeInTheDocument()
    expect(within(card).getByText('+20 10 12345678')).toBeInTheDocument()
    const send = within(card).getByRole('link', { name: 'Send on WhatsApp to Hoda Samir' })
    expect(send).toHaveAttribute('href', PREPARED.link)
    expect(send).toHaveAttribute('target', '_blank')
    expect(asked[0].get('site')).toBe(String(SMART_WAY.id))
    expect(asked[0].get('status')).toBe('prepared')
    expect(asked[0].get('channel')).toBe('whatsapp-link')

    await user.click(within(card).getByRole('button', { name: 'Mark the message to Hoda Samir as sent' }))
    expect(await screen.findByText('The message to Hoda Samir is marked sent.')).toBeInTheDocument()
    expect(marked).toEqual(['7'])
    // Sent, it leaves the queue.
    expect(
      await screen.findByText(/Nothing to send: every WhatsApp message of Smart Way has gone\./),
    ).toBeInTheDocument()
  })

  it('shows the outbox with filters and each status history; without SendMessages it offers no sending', async () => {
    const { asked } = messagesServer(['Mod_SW:ViewMessages'])
    const { user } = renderPage()
    const card = await screen.findByRole('listitem', { name: 'To Hoda Samir' })
    expect(screen.queryByRole('button', { name: 'To send on WhatsApp' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: /Send on WhatsApp/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /as sent/ })).not.toBeInTheDocument()
    const history = within(card).getByRole('list', { name: 'Status history' })
    expect(within(history).getByText(/^Ready to send, .*, by Amr Admin$/)).toBeInTheDocument()
    expect(within(card).getByText(/Session cancelled/)).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed')
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('failed'))
    expect(await screen.findByText('No messages match.')).toBeInTheDocument()
  })

  it('composes a broadcast: counts and previews first, then sends exactly what was counted', async () => {
    messagesServer(['Mod_SW:ViewMessages', 'Mod_SW:SendMessages'])
    const counted: unknown[] = []
    const sent: unknown[] = []
    server.use(
      http.post('/api/messages/broadcasts/count', async ({ request }) => {
        counted.push(await request.json())
        return HttpResponse.json({
          swimmers: 40,
          guardians: 31,
          withoutConsent: 6,
          messages: 25,
          preview: 'The pool is open on Friday.',
        })
      }),
      http.post('/api/messages/broadcasts', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'Broadcast written: 25 messages.', messages: 25 })
      }),
    )
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }))
    const dialog = await screen.findByRole('dialog', { name: 'Broadcast to families at Smart Way' })
    await user.type(within(dialog).getByLabelText('Text in Arabic'), 'الحمام مفتوح يوم الجمعة.')
    await user.type(within(dialog).getByLabelText('Text in English'), 'The pool is open on Friday.')
    await user.click(within(dialog).getAllByRole('button', { name: 'Count and preview' })[0])
    expect(
      await within(dialog).findByText(
        '40 swimmers, 31 guardians; 6 without marketing consent are left out. 25 messages will be written, one per guardian, in their language.',
      ),
    ).toBeInTheDocument()
    expect(counted).toEqual([
      { site: SMART_WAY.id, audience: 'site', ar: 'الحمام مفتوح يوم الجمعة.', en: 'The pool is open on Friday.' },
    ])
    expect(sent).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Send 25 messages' }))
    expect(await screen.findByText('25 messages written to the outbox.')).toBeInTheDocument()
    expect(sent).toEqual(counted)
  })

  it('a broadcast without its words names the field and sends nothing', async () => {
    messagesServer(['Mod_SW:ViewMessages', 'Mod_SW:SendMessages'])
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }))
    const dialog = await screen.findByRole('dialog', { name: 'Broadcast to families at Smart Way' })
    await user.type(within(dialog).getByLabelText('Text in English'), 'Hello')
    await user.click(within(dialog).getAllByRole('button', { name: 'Count and preview' })[0])
    const arabic = within(dialog).getByLabelText('Text in Arabic')
    await waitFor(() => expect(arabic).toHaveAttribute('aria-invalid', 'true'))
    expect(arabic).toHaveAccessibleDescription('Write the message in Arabic and in English')
    expect(within(dialog).queryByRole('button', { name: /^Send / })).not.toBeInTheDocument()
  })
})
