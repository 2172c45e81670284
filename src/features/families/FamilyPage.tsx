import './i18n'
import { useState } from 'react'
import type { ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import { useSnackbar } from 'notistack'
import { Link as RouterLink, useParams } from 'react-router-dom'
import type { FamilyDetails, GuardianView } from '@contract/families'
import { displayForm } from '@contract/phone'
import { failureText, getErrorMessage } from '@/api/errors'
import { MessageList } from '@/components/messages'
import { PrintStyles } from '@/components/PrintStyles'
import { Isolated, Ltr } from '@/components/Bidi'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { useMoney } from '@/components/money'
import { familyPath, paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { academyToday } from '@/i18n/academyTimeZone'
import { composedText } from '@/i18n/dataTexts'
import { useSiteNameOf } from '@/session/useSession'
import { ConsentDialog } from './ConsentDialog'
import { ContactDialog } from './ContactDialog'
import { FamilyLedger } from './FamilyLedger'
import { MergeFamilyDialog, MoveSwimmerDialog } from './FamilyNumberDialog'
import { GuardianDialog } from './GuardianDialog'
import { JoinGuardianDialog } from './JoinGuardianDialog'
import { NotesDialog } from './NotesDialog'
import { MedicalDialog } from './MedicalDialog'
import { useFamiliesT, type FamiliesT } from './i18n'
import { useFamilyQuery, useRemoveContactMutation, useSetPhotoConsentMutation } from './familiesApi'

// Printing, the statement: the family's page without navigation, buttons or dialogs, black on white.
const printStyles = <PrintStyles />

type AlsoIn = Array<{ phone: string; familyID: number }>
type Open =
  | { kind: 'guardian'; guardian?: GuardianView }
  | { kind: 'consent'; guardian: GuardianView }
  | { kind: 'medical'; swimmer: { swimmerID: number; fullName: string } }
  | { kind: 'contact' }
  | { kind: 'move'; swimmer: { swimmerID: number; fullName: string } }
  | { kind: 'merge' }
  | { kind: 'join' }
  | { kind: 'notes' }

/** A guardian made from the spec's parent phone has no name until staff give one. */
const nameOf = (guardian: GuardianView, t: FamiliesT) => guardian.fullName.trim() || t('guardian.unnamed')

/** A section of the page: a heading (h2) and what follows, in a card. */
function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ mb: 3, breakInside: 'avoid' }}>
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, flexGrow: 1 }}>
            {title}
          </Typography>
          <Box className="no-print">{actions}</Box>
        </Stack>
        {children}
      </CardContent>
    </Card>
  )
}

function Guardians({
  family,
  mayManage,
  onOpen,
  t,
}: {
  family: FamilyDetails
  mayManage: boolean
  onOpen: (open: Open) => void
  t: FamiliesT
}) {
  const format = useFormat()
  if (family.guardians.length === 0) return <Typography>{t('guardian.none')}</Typography>
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {family.guardians.map((guardian) => (
        <Box component="li" key={guardian.guardianID} aria-labelledby={`guardian-${guardian.guardianID}`}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              id={`guardian-${guardian.guardianID}`}
              variant="h3"
              sx={{ fontSize: '1.1rem', fontWeight: 600 }}
            >
              <Isolated>{nameOf(guardian, t)}</Isolated>
            </Typography>
            {guardian.isPrimary && (
              <Chip size="small" color="primary" variant="outlined" label={t('guardian.primary')} />
            )}
            {guardian.isPayer && <Chip size="small" color="success" variant="outlined" label={t('guardian.payer')} />}
          </Stack>
          <Typography>{t('guardian.relation', { relation: guardian.relation })}</Typography>
          <Box component="ul" aria-label={t('guardian.phones')} sx={{ m: 0, ps: 2.5 }}>
            {guardian.phones.map((phone) => (
              <li key={phone}>
                <Ltr>{format.digitsOf(displayForm(phone))}</Ltr>
              </li>
            ))}
          </Box>
          <Typography>
            {guardian.email ? t('guardian.email', { email: guardian.email }) : t('guardian.noEmail')}
          </Typography>
          <Typography>
            {t('guardian.prefers', {
              channel: t(`channels.${guardian.preferredChannel}`),
              language: t(`languages.${guardian.language}`),
            })}
          </Typography>
          {guardian.otherFamilies.length > 0 && (
            <Typography>
              {t('guardian.alsoIn', { ids: '' })}
              {guardian.otherFamilies.map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <Link component={RouterLink} to={familyPath(id)}>
                    {format.digitsOf(id)}
                  </Link>
                </span>
              ))}
            </Typography>
          )}
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('guardian.consents')}
          </Typography>
          {guardian.consents.length === 0 ? (
            <Typography color="text.secondary">{t('guardian.noConsents')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {guardian.consents.map((consent) => (
                <li key={`${consent.channel}-${consent.purpose}`}>
                  {t('guardian.consent', {
                    channel: t(`channels.${consent.channel}`),
                    purpose: t(`purposes.${consent.purpose}`),
                    state: consent.granted ? t('guardian.granted') : t('guardian.withdrawn'),
                  })}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('guardian.recorded', {
                      who: consent.recordedBy ?? '—',
                      when: format.date(consent.recordedAt),
                      how: t(`ways.${consent.how as 'in-person'}`, { defaultValue: consent.how }),
                    })}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          {mayManage && (
            <Stack direction="row" spacing={1} useFlexGap className="no-print" sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() =>
                  onOpen({ kind: 'guardian', guardian: { ...guardian, fullName: guardian.fullName.trim() } })
                }
              >
                {t('guardian.edit', { name: nameOf(guardian, t) })}
              </Button>
              <Button size="small" variant="outlined" onClick={() => onOpen({ kind: 'consent', guardian })}>
                {t('guardian.recordConsent', { name: nameOf(guardian, t) })}
              </Button>
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  )
}

function Swimmers({
  family,
  mayManage,
  mayViewMedical,
  onOpen,
  t,
}: {
  family: FamilyDetails
  mayManage: boolean
  mayViewMedical: boolean
  onOpen: (open: Open) => void
  t: FamiliesT
}) {
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [setPhoto, settingPhoto] = useSetPhotoConsentMutation()
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {family.swimmers.map((swimmer) => {
        const medical = family.medical?.[String(swimmer.swimmerID)]
        const noted =
          medical && (medical.conditions || medical.allergies || medical.instructions || medical.doctorNote !== 'none')
        const photos = family.photoConsent[String(swimmer.swimmerID)] ?? false
        return (
          <Box component="li" key={swimmer.swimmerID}>
            <Typography sx={{ fontWeight: 600 }}>
              <Isolated>{swimmer.fullName}</Isolated> ({format.digitsOf(swimmer.swimmerID)}) ·{' '}
              {/* The site's name kept on one line ('Club 13' split across two lines read '13' alone in Arabic). */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                <Isolated>{swimmer.siteName}</Isolated>
              </Box>
            </Typography>
            {!swimmer.visible && (
              <Typography variant="body2" color="text.secondary">
                {t('swimmer.elsewhere')}
              </Typography>
            )}
            {swimmer.visible && mayViewMedical && (
              <Box aria-label={t('swimmer.medicalOf', { name: swimmer.fullName })} role="group" sx={{ mt: 0.5 }}>
                {noted ? (
                  <>
                    {medical.conditions && (
                      <Typography>{t('swimmer.conditions', { text: medical.conditions })}</Typography>
                    )}
                    {medical.allergies && (
                      <Typography>{t('swimmer.allergies', { text: medical.allergies })}</Typography>
                    )}
                    {medical.instructions && (
                      <Typography>{t('swimmer.instructions', { text: medical.instructions })}</Typography>
                    )}
                    <Typography>
                      {t('swimmer.doctorNote', { state: t(`swimmer.doctor.${medical.doctorNote}`) })}
                    </Typography>
                  </>
                ) : (
                  <Typography color="text.secondary">{t('swimmer.noMedical')}</Typography>
                )}
              </Box>
            )}
            {swimmer.visible && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                {mayManage ? (
                  <FormControlLabel
                    className="no-print"
                    control={
                      <Checkbox
                        checked={photos}
                        disabled={settingPhoto.isLoading}
                        onChange={(event) =>
                          void setPhoto({
                            familyID: family.familyID,
                            swimmerID: swimmer.swimmerID,
                            granted: event.target.checked,
                          })
                            .unwrap()
                            .then(() =>
                              enqueueSnackbar(t('swimmer.photosSaved', { name: swimmer.fullName }), {
                                variant: 'success',
                              }),
                            )
                            .catch((error: unknown) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }))
                        }
                      />
                    }
                    label={t('swimmer.allowPhotos', { name: swimmer.fullName })}
                  />
                ) : (
                  <Typography>{photos ? t('page.photo') : t('page.noPhoto')}</Typography>
                )}
                {mayManage && (
                  <Button
                    size="small"
                    variant="text"
                    className="no-print"
                    onClick={() => onOpen({ kind: 'move', swimmer })}
                  >
                    {t('dialog.moveAction', { name: swimmer.fullName })}
                  </Button>
                )}
                {mayManage && mayViewMedical && (
                  <Button
                    size="small"
                    variant="outlined"
                    className="no-print"
                    onClick={() => onOpen({ kind: 'medical', swimmer })}
                  >
                    {t('swimmer.editMedical', { name: swimmer.fullName })}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        )
      })}
    </Stack>
  )
}

function Balance({ family, t }: { family: FamilyDetails; t: FamiliesT }) {
  const format = useFormat()
  const { money } = useMoney()
  const siteNameOf = useSiteNameOf()
  const swimmerName = (id: number) =>
    family.swimmers.find((one) => one.swimmerID === id)?.fullName ?? format.digitsOf(id)
  const siteName = (id: number) => family.swimmers.find((one) => one.site === id)?.siteName ?? siteNameOf(id)
  const narrow = { display: { xs: 'none', sm: 'table-cell' } } as const
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 2 }}>
        {family.balance.amountDueCents > 0
          ? t('money.due', { amount: money(family.balance.amountDue) })
          : t('money.nothingDue')}
      </Typography>
      <Typography variant="h3" id="family-invoices" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('money.invoices')}
      </Typography>
      {family.openInvoices.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('money.noInvoices')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="family-invoices" sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('money.columns.date')}</TableCell>
              <TableCell>{t('money.columns.swimmer')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.site')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.item')}</TableCell>
              <TableCell sx={narrow} align="right">
                {t('money.columns.amount')}
              </TableCell>
              <TableCell align="right">{t('money.columns.due')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {family.openInvoices.map((invoice) => (
              <TableRow key={invoice.invoiceID}>
                <TableCell>{format.date(invoice.createdAt)}</TableCell>
                <TableCell>
                  <Isolated>{swimmerName(invoice.swimmerID)}</Isolated>
                </TableCell>
                <TableCell sx={narrow}>
                  <Isolated>{siteName(invoice.site)}</Isolated>
                </TableCell>
                <TableCell sx={narrow}>
                  <Isolated>{composedText(invoice.itemName, invoice.itemText)}</Isolated>
                </TableCell>
                <TableCell sx={narrow} align="right">
                  {money(invoice.amountCents / 100)}
                </TableCell>
                <TableCell align="right">{money(invoice.dueCents / 100)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h3" id="family-payments" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('money.payments')}
      </Typography>
      {family.payments.length === 0 ? (
        <Typography>{t('money.noPayments')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="family-payments">
          <TableHead>
            <TableRow>
              <TableCell>{t('money.columns.date')}</TableCell>
              <TableCell>{t('money.columns.swimmer')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.site')}</TableCell>
              <TableCell sx={narrow}>{t('money.columns.receipt')}</TableCell>
              <TableCell align="right">{t('money.columns.paid')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {family.payments.map((payment) => (
              <TableRow key={payment.paymentID}>
                <TableCell>{format.date(payment.createdAt)}</TableCell>
                <TableCell>
                  <Isolated>{swimmerName(payment.swimmerID)}</Isolated>
                </TableCell>
                <TableCell sx={narrow}>
                  <Isolated>{siteName(payment.site)}</Isolated>
                </TableCell>
                <TableCell sx={narrow}>
                  <Ltr>{format.digitsOf(payment.receiptNo)}</Ltr>
                </TableCell>
                <TableCell align="right">{money(payment.amountCents / 100)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  )
}

function Contacts({ family, mayManage, t }: { family: FamilyDetails; mayManage: boolean; t: FamiliesT }) {
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const [remove, removing] = useRemoveContactMutation()
  if (family.contacts.length === 0) return <Typography>{t('contact.none')}</Typography>
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {family.contacts.map((contact) => (
        <Box component="li" key={contact.contactID}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              <Isolated>{contact.fullName}</Isolated>
            </Typography>
            <Chip size="small" variant="outlined" label={t(`contact.${contact.kind}`)} />
            <Typography>
              <Isolated>{contact.relation}</Isolated> · <Ltr>{format.digitsOf(displayForm(contact.phone))}</Ltr>
            </Typography>
            {mayManage && (
              <Button
                size="small"
                color="error"
                className="no-print"
                disabled={removing.isLoading}
                onClick={() =>
                  void remove({ familyID: family.familyID, contactID: contact.contactID })
                    .unwrap()
                    .then(() =>
                      enqueueSnackbar(t('contact.removed', { name: contact.fullName }), { variant: 'success' }),
                    )
                    .catch((error: unknown) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }))
                }
              >
                {t('contact.remove', { name: contact.fullName })}
              </Button>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}

/**
 * The family page (issue 28): guardians with their numbers and consents, the swimmers who are siblings (at a site the
 * user does not work at: name and site only), medical notes (with ViewMedical), contacts and pick-ups, notes, and
 * every open invoice and payment of the family across the academy with the balance; printed, it is the statement.
 * Changes are offered only with ManageFamilies, the privilege their routes check.
 */
export function FamilyPage() {
  return <FamilyView familyID={Number(useParams().familyID)} />
}

/** The family's page for a family number (from the address, or found from a swimmer). */
export function FamilyView({ familyID }: { familyID: number }) {
  const t = useFamiliesT()
  const format = useFormat()
  const valid = Number.isInteger(familyID) && familyID > 0
  const family = useFamilyQuery(familyID, { skip: !valid })
  const { privileges } = useGrantedActions()
  const mayManage = privileges.includes('Mod_SW:ManageFamilies')
  const mayViewMedical = privileges.includes('Mod_SW:ViewMedical')
  const mayViewMessages = privileges.includes('Mod_SW:ViewMessages')
  const [open, setOpen] = useState<Open | null>(null)
  const [alsoIn, setAlsoIn] = useState<AlsoIn>([])
  const title = t('page.title', { id: format.digitsOf(valid ? familyID : '') })
  const close = () => setOpen(null)

  if (!valid || family.isError)
    return (
      <PageContainer title={title}>
        <Alert severity="error">{failureText(family.error, t('page.failed'))}</Alert>
      </PageContainer>
    )
  if (!family.data)
    return (
      <PageContainer title={title}>
        <FullPageSpinner />
      </PageContainer>
    )
  const data = family.data

  return (
    <PageContainer
      title={title}
      actions={
        <Stack direction="row" spacing={1} useFlexGap className="no-print" sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.families} variant="text">
            {t('page.back')}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('page.print')}
          </Button>
        </Stack>
      }
    >
      {printStyles}
      {/* What the statement says it is, on paper only. */}
      <Typography sx={{ display: 'none', '@media print': { display: 'block' }, mb: 2 }}>
        {t('money.statement', { id: format.digitsOf(familyID), date: format.date(academyToday()) })}
      </Typography>
      {alsoIn.length > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }} onClose={() => setAlsoIn([])}>
          {alsoIn.map((one) => (
            <Typography key={`${one.phone}-${one.familyID}`}>
              <AlsoInLine phone={one.phone} familyID={one.familyID} t={t} />
            </Typography>
          ))}
        </Alert>
      )}
      <Section
        id="family-guardians"
        title={t('page.guardians')}
        actions={
          mayManage && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setOpen({ kind: 'guardian' })}>
                {t('guardian.add')}
              </Button>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'join' })}>
                {t('guardian.join')}
              </Button>
            </Stack>
          )
        }
      >
        <Guardians family={data} mayManage={mayManage} onOpen={setOpen} t={t} />
      </Section>
      <Section
        id="family-swimmers"
        title={t('page.swimmers')}
        actions={
          mayManage && (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'merge' })}>
              {t('dialog.mergeAction')}
            </Button>
          )
        }
      >
        <Swimmers family={data} mayManage={mayManage} mayViewMedical={mayViewMedical} onOpen={setOpen} t={t} />
      </Section>
      <Section id="family-balance" title={t('page.balance')}>
        <Balance family={data} t={t} />
      </Section>
      {privileges.includes('Settings:ViewInvoices') && (
        // Every movement of the family's money with the running balance (issue 30); printed with the statement.
        <Section id="family-ledger" title={t('page.ledger')}>
          <FamilyLedger familyID={familyID} />
        </Section>
      )}
      <Section
        id="family-contacts"
        title={t('page.contacts')}
        actions={
          mayManage && (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'contact' })}>
              {t('contact.add')}
            </Button>
          )
        }
      >
        <Contacts family={data} mayManage={mayManage} t={t} />
      </Section>
      <Section
        id="family-notes"
        title={t('page.notes')}
        actions={
          mayManage && (
            <Button variant="outlined" onClick={() => setOpen({ kind: 'notes' })}>
              {t('page.editNotes')}
            </Button>
          )
        }
      >
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.notes || t('page.noNotes')}</Typography>
      </Section>
      {mayViewMessages && (
        // The messages to the family's guardians (issue 29), newest first; not part of the printed statement.
        <Box className="no-print">
          <Section id="family-messages" title={t('page.messages')}>
            <MessageList
              filter={{ family: familyID }}
              maySend={privileges.includes('Mod_SW:SendMessages')}
              showHistory
              empty={t('page.noMessages')}
              cardHeading="h3"
            />
          </Section>
        </Box>
      )}

      {open?.kind === 'guardian' && (
        <GuardianDialog familyID={familyID} guardian={open.guardian} onClose={close} onAlsoIn={setAlsoIn} />
      )}
      {open?.kind === 'consent' && <ConsentDialog familyID={familyID} guardian={open.guardian} onClose={close} />}
      {open?.kind === 'medical' && (
        <MedicalDialog
          familyID={familyID}
          swimmer={open.swimmer}
          medical={data.medical?.[String(open.swimmer.swimmerID)]}
          onClose={close}
        />
      )}
      {open?.kind === 'move' && <MoveSwimmerDialog familyID={familyID} swimmer={open.swimmer} onClose={close} />}
      {open?.kind === 'merge' && <MergeFamilyDialog family={data} onClose={close} />}
      {open?.kind === 'join' && (
        <JoinGuardianDialog
          familyID={familyID}
          members={data.guardians.map((guardian) => guardian.guardianID)}
          onClose={close}
        />
      )}
      {open?.kind === 'notes' && <NotesDialog familyID={familyID} notes={data.notes} onClose={close} />}
      {open?.kind === 'contact' && <ContactDialog familyID={familyID} onClose={close} onAlsoIn={setAlsoIn} />}
    </PageContainer>
  )
}

/** 'The number 010… is also in family 12.', the family a link to it. */
function AlsoInLine({ phone, familyID, t }: { phone: string; familyID: number; t: FamiliesT }) {
  const format = useFormat()
  const [before, after = ''] = t('dialog.alsoIn', { phone: '\u0000', id: '\u0001' }).split('\u0000')
  const [middle, end = ''] = after.split('\u0001')
  return (
    <>
      {before}
      <Ltr>{format.digitsOf(displayForm(phone))}</Ltr>
      {middle}
      <Link component={RouterLink} to={familyPath(familyID)}>
        {format.digitsOf(familyID)}
      </Link>
      {end}
    </>
  )
}
