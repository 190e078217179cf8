/**
 * Property: a delivery van reversed into a porch and garden wall. Settled, recovered, closed.
 *
 * The "nothing found" case: a long-standing policy with no changes, notified the same day, no
 * prior claims, no shared contact details, no complaints or dissatisfaction, no vulnerability
 * cues, consistent dates. It has payments, a subrogation recovery and an excess recovery, zero
 * reserves and a closed date, and no offers.
 */
import type { ClaimRecord } from '@claims/shared';
import { gbp, paras, ukTime } from '../helpers';

const HANDLER = 'Gareth Llewellyn';

const policySchedule = paras(
  'WYVERN INSURANCE — HOME INSURANCE RENEWAL SCHEDULE',
  'Policy number: WYV-HH-0633125\nPolicyholder: Mrs Fiona Bradshaw\nInsured address: 6 Hollins Lane, Harrogate HG1 2PR\nPeriod of insurance: 21/03/2026 to 20/03/2027\nInsured with Wyvern since: 21/03/2014',
  'Property: detached house, built 1932, stone under slate, 4 bedrooms, timber-framed glazed front porch added 1998.',
  'BUILDINGS: sum insured £480,000; excess £250; accidental damage included.\nCONTENTS: sum insured £75,000; excess £250; accidental damage included.\nFAMILY LEGAL EXPENSES: included, up to £100,000.',
  'Premium: £748.90 a year, paid annually by debit card.',
);

const claimForm = paras(
  'HOME INSURANCE CLAIM FORM — IMPACT DAMAGE',
  'Claim: CLM-26-003315   Policy: WYV-HH-0633125\nPolicyholder: Fiona Bradshaw, 6 Hollins Lane, Harrogate HG1 2PR. Tel 01632 960712. Email fiona.bradshaw@example.org',
  'Date and time of incident: 02/06/2026 at about 11:15.',
  "What happened: A Parcelwise delivery van reversed out of our shared driveway after delivering next door and hit the corner of our front porch and the low stone wall beside it. The driver, Mr Nowak, stopped straight away, came to the door and gave me his details and his company's insurance details. He said he had not seen the porch in his mirror.",
  'Damage: the front corner post of the timber porch is split and the porch frame has racked, two glazed panels are cracked, and about two metres of the dry stone boundary wall has been knocked down. Nobody was hurt.',
  'Third party: Parcelwise Logistics Ltd, van registration YK24 PWX, driver Dariusz Nowak. Insurer: Meridian Commercial Motor, policy MCM-FL-448102.',
  'Signed: F. Bradshaw   Date: 03/06/2026',
);

const photos = paras(
  'PHOTOGRAPHS SUPPLIED BY POLICYHOLDER (9 images) — description',
  "1–3: front porch from the driveway; the front right corner post split at the base, the porch frame leaning about 5 cm to the right, two lower glazed panels cracked.\n4–5: tyre marks on the gravel leading from the neighbour's side of the shared driveway to the porch corner.\n6–8: dry stone boundary wall beside the porch, about 2 m collapsed onto the lawn.\n9: the delivery van (Parcelwise livery, YK24 PWX) parked on Hollins Lane, rear bumper scuffed.",
);

const estimate = paras(
  'NIDDERDALE JOINERY & BUILDING LTD — ESTIMATE',
  'Customer: Mrs F Bradshaw, 6 Hollins Lane, Harrogate HG1 2PR. Insurer ref CLM-26-003315. Date: 08/06/2026',
  'PORCH: take down damaged front section of the timber porch; supply and fit new oak corner post and sole plate; re-square and re-fix the frame; supply and fit two toughened double-glazed units to match; make good and re-stain to match existing — £4,650.00',
  'WALL: take down loose stone; rebuild approximately 2.1 m of dry stone wall to match the existing, re-using the original stone with 10% new stone to match; set copes — £2,440.00',
  'Total £7,090.00 (our VAT registration has been applied; price includes VAT). Start date: week commencing 22/06/2026; duration 4 days.',
);

const invoice = paras(
  'NIDDERDALE JOINERY & BUILDING LTD — INVOICE 4471',
  'Customer: Mrs F Bradshaw. Insurer ref CLM-26-003315. Works completed 25/06/2026.',
  'Porch repair as estimate of 08/06/2026 — £4,650.00\nBoundary wall rebuild as estimate of 08/06/2026 — £2,440.00\nTotal £7,090.00 including VAT',
  'Received from customer (policy excess): £250.00\nBalance due from Wyvern Insurance: £6,840.00',
);

const admissionLetter = paras(
  'MERIDIAN COMMERCIAL MOTOR — THIRD PARTY CLAIMS',
  'To: Wyvern Insurance, Recoveries. Your ref: CLM-26-003315. Our ref: MCM/TP/26/30917\n22 September 2026',
  'Dear Sirs\n\nOur insured: Parcelwise Logistics Ltd. Vehicle: YK24 PWX. Incident: 2 June 2026, 6 Hollins Lane, Harrogate.',
  "We have now received our insured's driver's report, which confirms that he reversed into your policyholder's porch and wall while leaving the shared driveway. We admit liability on behalf of our insured.",
  "We have reviewed your outlay of £6,840.00 and the repairer's invoice and accept them in full. We also accept your policyholder's uninsured loss of £250.00 (policy excess). We will pay £7,090.00 by BACS within 21 days.",
  'Yours faithfully\nThird Party Claims Team',
);

export const propertyClosedRecovery: ClaimRecord = {
  schemaVersion: 1,
  id: 'CLM-26-003315',
  lineOfBusiness: 'property',
  status: 'closed',
  currency: 'GBP',
  handler: { id: 'handler-property', name: HANDLER, team: 'Property' },
  notifiedDate: '2026-06-02',
  closedDate: '2026-10-30',
  loss: {
    date: '2026-06-02',
    time: '11:15',
    description:
      'A delivery van (Parcelwise Logistics Ltd, YK24 PWX) reversing out of the shared driveway struck the front corner of the timber porch and about two metres of the dry stone boundary wall. Porch frame racked and two glazed panels cracked; wall section collapsed. No injuries.',
    location: '6 Hollins Lane, Harrogate HG1 2PR',
    cause: 'impact',
  },
  policy: {
    number: 'WYV-HH-0633125',
    product: 'Home Insurance — Buildings and Contents',
    holderPartyId: 'ph-bradshaw',
    inceptionDate: '2026-03-21',
    expiryDate: '2027-03-20',
    status: 'active',
    premium: { status: 'paid' },
    sections: [
      { code: 'BLD', name: 'Buildings (including accidental damage)', covered: true, sumInsured: gbp(480_000), excess: gbp(250) },
      { code: 'CON', name: 'Contents (including accidental damage)', covered: true, sumInsured: gbp(75_000), excess: gbp(250) },
      { code: 'FLE', name: 'Family legal expenses', covered: true, limit: gbp(100_000) },
    ],
    exclusions: [
      {
        code: 'GEN-4',
        text: 'We will not pay for loss or damage caused by wear and tear, gradual deterioration, rot, fungus or mould, or any gradually operating cause.',
      },
      {
        code: 'BLD-7',
        text: 'Buildings: we will not pay for damage to fences, gates, hedges or walls caused by storm or flood (walls damaged by impact are covered).',
      },
    ],
    endorsements: [
      {
        code: 'END-LE2',
        text: 'Family legal expenses: we will pay legal costs up to £100,000 to pursue uninsured losses against a third party responsible for damage to your home.',
      },
    ],
    changes: [],
    valueAtRisk: gbp(455_000),
  },
  parties: [
    {
      id: 'ph-bradshaw',
      role: 'policyholder',
      name: 'Mrs Fiona Bradshaw',
      email: 'fiona.bradshaw@example.org',
      phone: '01632 960712',
      address: '6 Hollins Lane, Harrogate HG1 2PR',
    },
    {
      id: 'tp-parcelwise',
      role: 'third_party',
      name: 'Parcelwise Logistics Ltd',
      phone: '0113 496 0290',
      address: 'Unit 9, Thorpe Park Distribution Centre, Leeds LS15 8ZB',
      notes: 'Owner and operator of van YK24 PWX; driver Mr Dariusz Nowak.',
    },
    {
      id: 'oth-meridian',
      role: 'other',
      name: 'Meridian Commercial Motor (Third Party Claims)',
      email: 'tpclaims@meridian-motor.example',
      phone: '0161 496 0599',
      notes: 'Motor insurer of Parcelwise Logistics, policy MCM-FL-448102, ref MCM/TP/26/30917.',
    },
    {
      id: 'rep-nidderdale',
      role: 'repairer',
      name: 'Nidderdale Joinery & Building Ltd',
      email: 'office@nidderdale-joinery.example',
      phone: '01632 960449',
      address: 'Station Yard, Pateley Bridge, Harrogate HG3 5LE',
    },
    {
      id: 'la-yorkshire',
      role: 'loss_adjuster',
      name: 'Yorkshire Claims Surveyors',
      email: 'desk@yorks-surveyors.example',
      notes: 'Desktop validation of the estimate.',
    },
  ],
  injuries: [],
  documents: [
    { id: 'doc-schedule', title: 'Home insurance renewal schedule 2026', kind: 'policy_schedule', receivedDate: '2026-03-21', pages: 2, text: policySchedule },
    {
      id: 'doc-photos',
      title: 'Photographs of porch and wall (9)',
      kind: 'photo',
      receivedDate: '2026-06-02',
      fromPartyId: 'ph-bradshaw',
      pages: 9,
      text: photos,
    },
    {
      id: 'doc-claim-form',
      title: 'Claim form — impact damage',
      kind: 'claim_form',
      receivedDate: '2026-06-03',
      fromPartyId: 'ph-bradshaw',
      pages: 2,
      text: claimForm,
    },
    {
      id: 'doc-estimate',
      title: 'Repair estimate — Nidderdale Joinery',
      kind: 'estimate',
      receivedDate: '2026-06-09',
      fromPartyId: 'rep-nidderdale',
      pages: 1,
      text: estimate,
    },
    {
      id: 'doc-invoice',
      title: 'Invoice 4471 — Nidderdale Joinery',
      kind: 'invoice',
      receivedDate: '2026-06-26',
      fromPartyId: 'rep-nidderdale',
      pages: 1,
      text: invoice,
    },
    {
      id: 'doc-tp-admission',
      title: 'Meridian admission of liability',
      kind: 'letter',
      receivedDate: '2026-09-22',
      fromPartyId: 'oth-meridian',
      pages: 1,
      text: admissionLetter,
    },
  ],
  correspondence: [
    {
      id: 'msg-001',
      at: ukTime('2026-06-02', '12:05'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'ph-bradshaw',
      author: 'Jade Barker (FNOL)',
      subject: 'First notification of loss',
      text: "Mrs Bradshaw reports a Parcelwise delivery van reversed into her front porch and garden wall at about 11:15 today. Driver stopped and gave his details and his insurer's. Porch frame leaning, two glass panels cracked, part of the stone wall down. Porch still weathertight; no need for emergency boarding. Photos to follow by email.",
    },
    {
      id: 'msg-002',
      at: ukTime('2026-06-02', '14:30'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Initial review',
      text: "Impact by a third-party vehicle — covered under buildings. Clear TP liability; recovery from Meridian (Parcelwise's motor insurer) for our outlay and the policyholder's £250 excess. Ask the policyholder's choice of local builder for an estimate; desktop validation by Yorkshire Claims Surveyors.",
    },
    {
      id: 'msg-003',
      at: ukTime('2026-06-02', '16:10'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-bradshaw',
      subject: 'Porch - photos',
      text: 'Hello,\n\nAs promised, nine photos attached, including one of the van. The driver was very apologetic. The details he gave me are on the claim form, which I will post back tomorrow.\n\nWe have used Nidderdale Joinery before for the windows — would it be all right to ask them to quote?\n\nBest wishes\nFiona Bradshaw',
    },
    {
      id: 'msg-004',
      at: ukTime('2026-06-03', '09:40'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-bradshaw',
      author: HANDLER,
      subject: 'RE: Porch - photos',
      text: "Dear Mrs Bradshaw\n\nThank you for the photographs. Yes, please ask Nidderdale Joinery to send their estimate to me. Once it has been checked I will confirm that the work can go ahead. Your excess is £250, which we will ask the van company's insurer to repay to you.\n\nKind regards\nGareth Llewellyn\nProperty Claims, Wyvern Insurance",
    },
    {
      id: 'msg-005',
      at: ukTime('2026-06-09', '10:20'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'rep-nidderdale',
      subject: 'Estimate - 6 Hollins Lane',
      text: "Good morning Gareth, estimate attached for the porch and wall at Mrs Bradshaw's: £7,090 including VAT. We can start the week of 22 June. Regards, Tom Pickersgill",
    },
    {
      id: 'msg-006',
      at: ukTime('2026-06-10', '15:00'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Estimate validated',
      text: 'Yorkshire Claims Surveyors have validated the estimate on photographs: rates and quantities reasonable for oak and dry stone. Authorised £7,090 less £250 excess.',
    },
    {
      id: 'msg-007',
      at: ukTime('2026-06-11', '09:15'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-bradshaw',
      author: HANDLER,
      subject: 'Repairs authorised',
      text: "Dear Mrs Bradshaw\n\nI have authorised Nidderdale Joinery's estimate of £7,090 and they will start in the week of 22 June. Please pay your £250 excess to them when the work is finished; we will pay the balance directly.\n\nKind regards\nGareth",
    },
    {
      id: 'msg-008',
      at: ukTime('2026-06-26', '08:45'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'rep-nidderdale',
      subject: 'Invoice 4471',
      text: "Gareth, work at Hollins Lane completed yesterday. Invoice attached: balance £6,840 after the customer's excess. Tom",
    },
    {
      id: 'msg-009',
      at: ukTime('2026-06-29', '18:30'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-bradshaw',
      subject: 'Porch finished',
      text: 'Dear Gareth\n\nJust to let you know that the porch and the wall are finished and look lovely — you would never know anything had happened. Thank you for arranging everything so smoothly.\n\nBest wishes\nFiona',
    },
    {
      id: 'msg-010',
      at: ukTime('2026-06-30', '11:10'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'rep-nidderdale',
      author: HANDLER,
      subject: 'Payment - invoice 4471',
      text: 'Tom, £6,840 paid by BACS today. Thank you. Gareth',
    },
    {
      id: 'msg-011',
      at: ukTime('2026-07-01', '10:00'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'oth-meridian',
      author: HANDLER,
      subject: 'Subrogated claim - YK24 PWX',
      text: "Dear Sirs\n\nYour insured: Parcelwise Logistics Ltd (YK24 PWX, driver Dariusz Nowak). Our insured: Mrs Fiona Bradshaw, 6 Hollins Lane, Harrogate.\n\nOn 2 June 2026 your insured's driver reversed into our insured's porch and boundary wall. We have indemnified our insured and claim our outlay of £6,840.00, together with her uninsured excess of £250.00, a total of £7,090.00. The repairer's estimate, invoice and photographs are enclosed. Please confirm your insured's position on liability.\n\nYours faithfully\nGareth Llewellyn\nWyvern Insurance",
    },
    {
      id: 'msg-012',
      at: ukTime('2026-09-22', '14:20'),
      direction: 'inbound',
      channel: 'letter',
      partyId: 'oth-meridian',
      subject: 'Your ref CLM-26-003315',
      text: 'Liability admitted on behalf of Parcelwise Logistics. Outlay of £6,840 and uninsured excess of £250 accepted; £7,090 to be paid by BACS within 21 days.',
    },
    {
      id: 'msg-013',
      at: ukTime('2026-10-12', '16:00'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Recovery received',
      text: '£7,090 received from Meridian: £6,840 outlay and £250 excess. Refund the excess to Mrs Bradshaw and close.',
    },
    {
      id: 'msg-014',
      at: ukTime('2026-10-14', '09:30'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-bradshaw',
      author: HANDLER,
      subject: 'Your excess',
      text: "Dear Mrs Bradshaw\n\nThe van company's insurer has accepted responsibility and repaid us in full, including your £250 excess, which I have paid into your account today. Because the cost of the repairs has been recovered in full, this claim will not affect your no claims discount. I will now close the claim.\n\nKind regards\nGareth",
    },
    {
      id: 'msg-015',
      at: ukTime('2026-10-30', '12:00'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'File closed',
      text: 'All payments made, full recovery received, reserves released. Closed.',
    },
  ],
  financials: {
    reserves: [
      { headOfDamage: 'Buildings', amount: 0, setDate: '2026-10-30' },
      { headOfDamage: 'Fees', amount: 0, setDate: '2026-10-30' },
    ],
    payments: [
      { id: 'pay-001', date: '2026-06-12', headOfDamage: 'Fees', amount: gbp(120), payeePartyId: 'la-yorkshire', kind: 'fee' },
      { id: 'pay-002', date: '2026-06-30', headOfDamage: 'Buildings', amount: gbp(6_840), payeePartyId: 'rep-nidderdale', kind: 'indemnity' },
      {
        id: 'pay-003',
        date: '2026-10-14',
        headOfDamage: 'Excess refund (recovered from third party)',
        amount: gbp(250),
        payeePartyId: 'ph-bradshaw',
        kind: 'indemnity',
      },
    ],
    recoveries: [
      { id: 'rec-001', date: '2026-10-12', amount: gbp(6_840), fromPartyId: 'oth-meridian', kind: 'subrogation' },
      { id: 'rec-002', date: '2026-10-12', amount: gbp(250), fromPartyId: 'oth-meridian', kind: 'excess' },
    ],
  },
  offers: [],
  events: [
    {
      id: 'ev-001',
      date: '2026-07-01',
      kind: 'other',
      note: 'Subrogated claim presented to Meridian Commercial Motor for £7,090 (outlay £6,840 and excess £250).',
    },
    { id: 'ev-002', date: '2026-09-22', kind: 'other', note: 'Meridian admitted liability on behalf of Parcelwise Logistics and accepted the full amount.' },
  ],
  priorClaims: [],
  tasks: [
    { id: 'task-001', due: '2026-06-10', description: 'Validate the Nidderdale estimate (desktop surveyor).', status: 'done' },
    { id: 'task-002', due: '2026-07-01', description: 'Present the subrogated claim to Meridian Commercial Motor.', status: 'done' },
    { id: 'task-003', due: '2026-10-14', description: 'Refund the recovered excess to the policyholder and close the file.', status: 'done' },
  ],
};
