/**
 * Property: burglary at a rented flat, reported to us five weeks late, 50 days into a new policy.
 *
 * What it gives the tools: late_notification (loss 2026-10-04, notified 2026-11-09: 36 days),
 * early_claim (inception 2026-08-15: 50 days), prior_claims (two in the three years before the
 * loss, none declared on the statement of fact), date_inconsistency (the police report, a
 * neighbour and the policyholder's own email put the break-in on 2 October 2026 / 02/10/2026;
 * the claim form and the record say 4 October); sequential receipts for items bought weeks apart;
 * a photocopy-only receipt; pressure for a quick, reduced settlement; a door repair estimate for
 * a door the landlord says he already had repaired.
 */
import type { ClaimRecord } from '@claims/shared';
import { gbp, paras, ukTime } from '../helpers';

const HANDLER = 'Gareth Llewellyn';

const scheduleAndStatement = paras(
  'WYVERN INSURANCE — CONTENTS INSURANCE SCHEDULE AND STATEMENT OF FACT',
  'Policy number: WYV-HC-3320418   Bought online via a price comparison site on 14/08/2026\nPolicyholder: Mr Lewis Carrick\nInsured address: Flat 4, 88 Wilmslow Road, Manchester M14 5TQ (first floor flat in a converted house; rented)\nPeriod of insurance: 15/08/2026 to 14/08/2027\nPremium: £19.84 a month by direct debit',
  "COVER\nContents sum insured: £25,000. Excess: £150 (theft excess £250).\nValuables: up to £5,000 in total; single article limit £1,500.\nMoney: up to £250.\nTenant's liability (damage to the landlord's fixtures and fittings, including damage caused by theft or attempted theft): up to £5,000.\nAccidental damage: not included. Personal possessions away from the home: not included.",
  'STATEMENT OF FACT (your answers when you bought the policy)\nHave you or anyone living with you had any claims, losses or incidents (whether or not a claim was made) in the last 5 years? NO\nHave you or anyone living with you been convicted of any offence (other than motoring)? NO\nIs the property used for any business purpose? NO\nIs the property left unoccupied for more than 30 consecutive days? NO\nDo all final exit doors have a 5-lever mortice deadlock or multi-point locking? YES',
  'It is important that the information above is correct. If it is not, your policy may be invalid or not pay out in full. Please tell us straight away if anything is wrong.',
);

const claimForm = paras(
  'HOME CONTENTS CLAIM FORM — THEFT',
  'Claim: CLM-26-006118   Policy: WYV-HC-3320418\nPolicyholder: Lewis Carrick, Flat 4, 88 Wilmslow Road, Manchester M14 5TQ. Tel 07700 900652',
  'Date of loss: 04/10/2026. Time discovered: about 19:30.\nHow entry was gained: front door of the flat kicked in, frame split at the lock.\nWere the police informed? Yes. Crime reference: 06/187734/26.',
  'What happened: I went to Leeds on Friday evening to stay with friends for the weekend. When I got back on Sunday 4 October at about half seven the door of my flat had been forced and my laptop, PS5, watch and other things had gone. The flat had been gone through.',
  "Why are you only telling us now? I started a new job working away in Aberdeen on a four-week rotation straight after the burglary and I didn't have my paperwork with me.",
  'Items stolen:\n1. Apple MacBook Pro 14-inch (M4, 1 TB), bought 02/09/2026 — £1,999\n2. Sony PlayStation 5 Pro with 2 controllers, bought 19/09/2026 — £699\n3. PS5 games (6) — £240\n4. TAG Heuer Carrera watch, bought 28/08/2026 — £3,150\n5. Bose QuietComfort Ultra headphones — £379\n6. 9ct gold chain (gift) — £650\n7. Cash — £400\nTotal: £7,517',
  'Damage to the building: front door frame and lock — estimate from Rusholme Locks & Joinery attached, £420.',
  'Declaration: I declare that the information I have given is true and complete.\nSigned: L. Carrick   Date: 11/11/2026',
);

const policeReport = paras(
  'GREATER MANCHESTER POLICE — CRIME REPORT (DISCLOSURE COPY FOR INSURANCE PURPOSES)',
  'Crime reference: 06/187734/26\nOffence: Burglary — dwelling (Theft Act 1968 s.9)\nLocation: Flat 4, 88 Wilmslow Road, Manchester M14 5TQ\nDate and time reported: 02/10/2026 08:12 (telephone, 101)\nOffence committed between: 01/10/2026 22:30 and 02/10/2026 07:50',
  'Informant / victim: Mr Lewis Carrick (occupier), DOB 19/07/1991, tel 07700 900652.',
  'Summary of report: The victim states he left the flat at approximately 22:30 on 01/10/2026 to stay overnight with a friend in Fallowfield and returned at 07:50 on 02/10/2026 to find the front door of the flat forced. He reports the theft of a laptop, a games console and a watch. No suspects. No CCTV at the premises. House-to-house enquiries not conducted. A neighbour (Flat 3) is aware of the damage.',
  'Scenes of crime: not attended (no forensic opportunities identified from the description given).',
  'Status: filed pending further information (no lines of enquiry), 05/10/2026.',
  'This disclosure is provided to Wyvern Insurance at the request of the victim under the Data Protection Act 2018 Schedule 2 para 2. Disclosure date: 13/11/2026.',
);

const receiptTech = paras(
  'TECHCENTRAL — ARNDALE CENTRE, MANCHESTER M4 3AQ — VAT RECEIPT',
  'Receipt no: TC-448120   Date: 02/09/2026 14:21   Till 3\nApple MacBook Pro 14" M4 1TB Space Black — £1,999.00\nPayment: CASH £1,999.00\nVAT included £333.17',
  'Receipt no: TC-448121   Date: 19/09/2026 11:05   Till 3\nSony PlayStation 5 Pro Digital + extra DualSense controller — £699.00\nPayment: CASH £699.00\nVAT included £116.50',
  '(Two receipts supplied as photographs of printed till receipts. Original receipts not supplied.)',
);

const receiptWatch = paras(
  'HARTLEYS JEWELLERS — SALES RECEIPT (photocopy)',
  '14 King Street, Manchester M2 4LQ\nDate: 28/08/2026\nTAG Heuer Carrera Calibre 5, 39 mm, steel bracelet, blue dial — £3,150.00\nPaid: bank transfer\nCustomer: L. Carrick',
  '(Photocopy supplied; the policyholder says the original was kept with the watch box, which was also taken. No bank statement supplied.)',
);

const doorEstimate = paras(
  'RUSHOLME LOCKS & JOINERY — ESTIMATE',
  'Customer: L Carrick, Flat 4, 88 Wilmslow Road M14 5TQ\nDate: 11/11/2026',
  'Supply and fit new hardwood door lining (frame) to flat entrance door following forced entry; supply and fit BS3621 5-lever mortice deadlock and nightlatch; make good architrave and paint.',
  'Labour £240.00  Materials £180.00  Total £420.00',
);

export const propertyBurglary: ClaimRecord = {
  schemaVersion: 1,
  id: 'CLM-26-006118',
  lineOfBusiness: 'property',
  status: 'open',
  currency: 'GBP',
  handler: { id: 'handler-property', name: HANDLER, team: 'Property' },
  notifiedDate: '2026-11-09',
  loss: {
    date: '2026-10-04',
    time: '19:30',
    description:
      'Policyholder reports that on returning home at about 19:30 on Sunday 4 October after a weekend in Leeds he found the front door of his flat forced and a laptop, games console, watch, headphones, a gold chain and cash taken. Reported to Greater Manchester Police (crime reference 06/187734/26).',
    location: 'Flat 4, 88 Wilmslow Road, Manchester M14 5TQ',
    cause: 'theft',
  },
  policy: {
    number: 'WYV-HC-3320418',
    product: 'Contents Insurance (tenants)',
    holderPartyId: 'ph-carrick',
    inceptionDate: '2026-08-15',
    expiryDate: '2027-08-14',
    status: 'active',
    premium: { status: 'instalments_current' },
    sections: [
      { code: 'CON', name: 'Contents', covered: true, sumInsured: gbp(25_000), excess: gbp(150) },
      { code: 'CON-THEFT', name: 'Contents — theft', covered: true, excess: gbp(250) },
      { code: 'CON-VAL', name: 'Valuables (single article limit £1,500)', covered: true, limit: gbp(5_000) },
      { code: 'CON-MONEY', name: 'Money', covered: true, limit: gbp(250) },
      { code: 'TEN-LIAB', name: "Tenant's liability for landlord's fixtures and fittings", covered: true, limit: gbp(5_000) },
      { code: 'ADC', name: 'Accidental damage — contents', covered: false },
      { code: 'PP', name: 'Personal possessions away from the home', covered: false },
    ],
    exclusions: [
      {
        code: 'EX-TH-1',
        text: 'Theft: we will not pay for theft or attempted theft unless there has been violent and forcible entry to or exit from the home, when any part of the home is lent, let or sublet.',
      },
      {
        code: 'EX-TH-2',
        text: 'Theft: we will not pay for theft or attempted theft while your home is unoccupied for more than 30 consecutive days.',
      },
      {
        code: 'GEN-9',
        text: 'We will not pay for any claim that is not reported to us as soon as reasonably possible, to the extent that the delay has prejudiced our ability to investigate or has increased the amount of the claim.',
      },
    ],
    endorsements: [
      {
        code: 'END-SEC1',
        text: 'Security condition: when the home is left unattended, the final exit door of the flat must be locked with a 5-lever mortice deadlock to BS3621 or a multi-point locking system, and all accessible opening windows must be closed and fastened with key-operated locks.',
        effectiveDate: '2026-08-15',
      },
    ],
    changes: [],
  },
  parties: [
    {
      id: 'ph-carrick',
      role: 'policyholder',
      name: 'Mr Lewis Carrick',
      dateOfBirth: '1991-07-19',
      email: 'lewis.carrick@example.com',
      phone: '07700 900652',
      address: 'Flat 4, 88 Wilmslow Road, Manchester M14 5TQ',
    },
    {
      id: 'wit-lomas',
      role: 'witness',
      name: 'Ms Becky Lomas',
      phone: '07700 900118',
      address: 'Flat 3, 88 Wilmslow Road, Manchester M14 5TQ',
      notes: 'Neighbour on the same landing.',
    },
    {
      id: 'oth-qureshi',
      role: 'other',
      name: 'Mr Imran Qureshi',
      phone: '0161 496 0385',
      address: '22 Kingsway, Manchester M19 2LL',
      notes: 'Landlord of 88 Wilmslow Road.',
    },
    {
      id: 'la-northpoint',
      role: 'loss_adjuster',
      name: 'Nadia Rahman, Northpoint Claims Validation Ltd',
      email: 'n.rahman@northpoint-validation.example',
      phone: '0161 496 0921',
      notes: 'Claims validator (interview and proof of ownership).',
    },
    {
      id: 'rep-rusholme',
      role: 'repairer',
      name: 'Rusholme Locks & Joinery',
      phone: '0161 496 0448',
      address: '301 Wilmslow Road, Manchester M14 6NW',
    },
    {
      id: 'oth-gmp',
      role: 'other',
      name: 'Greater Manchester Police — Information Disclosure Unit',
      email: 'disclosure@gmp-police.example',
    },
  ],
  injuries: [],
  documents: [
    {
      id: 'doc-schedule',
      title: 'Policy schedule and statement of fact',
      kind: 'policy_schedule',
      receivedDate: '2026-08-15',
      pages: 3,
      text: scheduleAndStatement,
    },
    {
      id: 'doc-receipts-tech',
      title: 'TechCentral receipts TC-448120 and TC-448121',
      kind: 'invoice',
      receivedDate: '2026-11-11',
      fromPartyId: 'ph-carrick',
      pages: 2,
      text: receiptTech,
    },
    {
      id: 'doc-receipt-watch',
      title: 'Hartleys Jewellers receipt (photocopy)',
      kind: 'invoice',
      receivedDate: '2026-11-11',
      fromPartyId: 'ph-carrick',
      pages: 1,
      text: receiptWatch,
    },
    {
      id: 'doc-door-estimate',
      title: 'Door repair estimate — Rusholme Locks & Joinery',
      kind: 'estimate',
      receivedDate: '2026-11-11',
      fromPartyId: 'ph-carrick',
      pages: 1,
      text: doorEstimate,
    },
    { id: 'doc-claim-form', title: 'Theft claim form', kind: 'claim_form', receivedDate: '2026-11-12', fromPartyId: 'ph-carrick', pages: 3, text: claimForm },
    {
      id: 'doc-police-report',
      title: 'GMP crime report 06/187734/26 (disclosure copy)',
      kind: 'police_report',
      receivedDate: '2026-11-13',
      fromPartyId: 'oth-gmp',
      pages: 2,
      text: policeReport,
    },
  ],
  correspondence: [
    {
      id: 'msg-001',
      at: ukTime('2026-11-09', '19:52'),
      direction: 'inbound',
      channel: 'portal',
      partyId: 'ph-carrick',
      subject: 'Online claim notification',
      text: 'Type of claim: theft/burglary. Date of incident: 04/10/2026. Description: flat broken into while I was away for the weekend, door kicked in, laptop, PS5, watch and other items taken. Police informed. Estimated value: £7,500.',
    },
    {
      id: 'msg-002',
      at: ukTime('2026-11-10', '09:30'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Claim review',
      text: 'New policy incepted 15/08/2026; loss 04/10 is 50 days in. Notified 09/11 — 36 days after the loss. CUE search shows two claims in the last three years with other insurers (cycle theft 03/2024, accidental damage to laptop 09/2025) plus an EoW in 2021; statement of fact says no claims in 5 years. Items are mostly recent purchases. Instruct Northpoint to validate (interview, proof of ownership). Reserve on claimed figures less limits.',
    },
    {
      id: 'msg-003',
      at: ukTime('2026-11-10', '10:15'),
      direction: 'outbound',
      channel: 'phone',
      partyId: 'ph-carrick',
      author: HANDLER,
      subject: 'Introductory call',
      text: 'Spoke to Mr Carrick. Asked why he is only reporting now: started a new job working away in Aberdeen straight after and "didn\'t get round to it". Asked for the crime reference, proof of purchase for everything over £250, and his bank statements for August and September. Explained a validator will visit. He asked how long it would take and whether we could "just pay for the laptop now".',
    },
    {
      id: 'msg-004',
      at: ukTime('2026-11-11', '21:18'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-carrick',
      subject: 'Claim CLM-26-006118 - receipts',
      text: "Hi Gareth\n\nCrime ref is 06/187734/26. Receipts for the MacBook and the PS5 attached, and a copy of the watch receipt — the original was in the watch box which they took. I paid cash for the Apple stuff so it won't be on my statements. Also attached is a quote for the door.\n\nCheers\nLewis",
    },
    {
      id: 'msg-005',
      at: ukTime('2026-11-12', '07:40'),
      direction: 'inbound',
      channel: 'portal',
      partyId: 'ph-carrick',
      subject: 'Claim form uploaded',
      text: 'Signed claim form uploaded.',
    },
    {
      id: 'msg-006',
      at: ukTime('2026-11-13', '14:05'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'oth-gmp',
      subject: 'Disclosure request 06/187734/26',
      text: "Please find attached the disclosure copy of the crime report requested, with the victim's consent. Information Disclosure Unit, GMP.",
    },
    {
      id: 'msg-007',
      at: ukTime('2026-11-16', '12:26'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-carrick',
      subject: 'Any update?',
      text: "Hi Gareth,\n\nAny update? It's been six weeks now — the break-in was on Friday 2 October 2026 and I reported it to the police straight away. I really need a laptop for work and I've sent you everything you asked for.\n\nLewis",
    },
    {
      id: 'msg-008',
      at: ukTime('2026-11-17', '09:10'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-carrick',
      author: HANDLER,
      subject: 'RE: Any update?',
      text: 'Dear Mr Carrick\n\nThank you for the documents. Our validator, Nadia Rahman of Northpoint Claims Validation, will contact you to arrange a visit. She will go through what happened and the items you have claimed for. Please have your bank statements for August and September ready, and the boxes or any other proof of ownership you have.\n\nKind regards\nGareth Llewellyn',
    },
    {
      id: 'msg-009',
      at: ukTime('2026-11-18', '15:35'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'oth-qureshi',
      author: HANDLER,
      subject: 'Landlord',
      text: 'Mr Qureshi (landlord) returned my call. Lewis rang him "on the Friday morning" to say the flat door had been kicked in. Mr Qureshi had his own joiner replace the frame and lock that weekend and paid for it himself (£380); happy to send the invoice. Not aware of any other claim. Lewis has been a tenant since June 2025.',
    },
    {
      id: 'msg-010',
      at: ukTime('2026-11-20', '11:00'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'la-northpoint',
      subject: 'Carrick - visit booked',
      text: 'Gareth, visit booked with Mr Carrick for Tuesday 24/11 at 18:00 at the flat. I will also speak to the neighbour in Flat 3 if she is in. Nadia',
    },
    {
      id: 'msg-011',
      at: ukTime('2026-11-23', '16:48'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-carrick',
      subject: 'Tomorrow',
      text: "Nadia / Gareth — sorry, I've been called back up to Aberdeen and can't do tomorrow. Can we do it on the phone instead? Lewis",
    },
    {
      id: 'msg-012',
      at: ukTime('2026-11-23', '17:30'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-carrick',
      author: HANDLER,
      subject: 'RE: Tomorrow',
      text: 'Dear Mr Carrick\n\nWe do need to meet you in person at the flat. Nadia can see you on Tuesday 1 December at 18:00. Please confirm.\n\nKind regards\nGareth',
    },
    {
      id: 'msg-013',
      at: ukTime('2026-11-24', '19:10'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'la-northpoint',
      subject: 'Carrick - neighbour',
      text: 'Gareth, I called at the building tonight anyway and spoke to the neighbour in Flat 3, Becky Lomas. She says she saw Lewis\'s door open and the frame splintered "on the Friday morning, the 2nd, when I was leaving for work" and that Lewis was there with a police officer on the phone. She has agreed to give a short statement. Visit with Mr Carrick rebooked for 01/12. Nadia',
    },
    {
      id: 'msg-014',
      at: ukTime('2026-11-26', '20:02'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-carrick',
      subject: 'Why is this taking so long',
      text: "Gareth\n\nWhy is this taking so long? It's a simple burglary, there's a crime number, I've given you receipts. I'm paying you every month. I don't need someone coming round my flat.\n\nLook, if it makes it easier I'll take £4,000 now to close it and we can forget the rest.\n\nLewis",
    },
    {
      id: 'msg-015',
      at: ukTime('2026-11-27', '09:05'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Offer to accept £4k',
      text: 'Mr Carrick offering to take £4,000 now. Not accepting — validation still outstanding. Also: landlord says he repaired the door himself the weekend of the break-in, but Mr Carrick has submitted a £420 estimate for the same door dated 11/11. Put both points to him at the 01/12 interview. Discuss a referral to the counter-fraud team with Helen.',
    },
  ],
  financials: {
    reserves: [
      { headOfDamage: 'Contents — theft', amount: gbp(5_467), setDate: '2026-11-10' },
      { headOfDamage: "Tenant's liability — door", amount: gbp(420), setDate: '2026-11-12' },
      { headOfDamage: 'Validation fees', amount: gbp(540), setDate: '2026-11-10' },
    ],
    payments: [],
    recoveries: [],
  },
  offers: [],
  events: [],
  priorClaims: [
    { reference: 'CUE: ZEN-HH-21-30771 (Zenith Home)', date: '2021-12-02', cause: 'Escape of water — previous address', amount: gbp(2_300) },
    { reference: 'CUE: AVN-HC-24-55120 (Avonvale Insurance)', date: '2024-03-18', cause: 'Theft of pedal cycle from communal hallway', amount: gbp(1_450) },
    { reference: 'CUE: LVX-HC-25-08841 (Lexford Home)', date: '2025-09-07', cause: 'Accidental damage — laptop dropped', amount: gbp(1_180) },
  ],
  tasks: [
    { id: 'task-001', due: '2026-11-13', description: "Obtain the GMP crime report (disclosure request with the policyholder's consent).", status: 'done' },
    {
      id: 'task-002',
      due: '2026-11-24',
      description: 'Obtain original receipts and bank statements for August–September (MacBook, PS5, TAG Heuer watch).',
      status: 'open',
    },
    { id: 'task-003', due: '2026-12-01', description: 'Validator interview at the flat, 18:00 — Northpoint (Nadia Rahman).', status: 'open' },
    {
      id: 'task-004',
      due: '2026-12-02',
      description: 'Refer the undisclosed CUE claims to underwriting: would we have offered cover, and on what terms? (CIDRA qualifying misrepresentation.)',
      status: 'open',
    },
    { id: 'task-005', due: '2026-12-11', description: 'Decision on cover and settlement, or referral to the counter-fraud team.', status: 'open' },
  ],
};
