/**
 * Motor: single-vehicle accident three days after the policy was cancelled for non-payment.
 *
 * What it gives the tools: policy_not_in_force (cancelled 2026-09-10, loss 2026-09-13) and
 * premium_arrears (arrears since 2026-08-01); a policyholder insisting he was covered; money
 * worries and job loss (resilience, life events); a complaint received on Thursday 2026-11-26
 * whose summary-resolution window ends 2026-12-01; a third-party wall claim that raises the Road
 * Traffic Act question. No offers, so settlement review is unavailable.
 */
import type { ClaimRecord } from '@claims/shared';
import { gbp, paras, ukTime } from '../helpers';

const HANDLER = 'Priya Chaudhary';

const policySchedule = paras(
  'WYVERN INSURANCE — PRIVATE CAR POLICY SCHEDULE',
  'Policy number: WYV-PC-2298415\nPolicyholder: Mr Nathan Cole, 58 Ferndale Road, Swindon SN2 1EX\nPeriod of insurance: 03/04/2026 to 02/04/2027\nDate of issue: 03/04/2026',
  'Vehicle: Volkswagen Polo 1.0 TSI Match 5dr, WU17 HKD, value declared £7,200\nCover: Comprehensive. Use: social, domestic and pleasure including commuting.\nDrivers: policyholder only (DOB 08/01/1999, full UK licence 7 years).',
  'Excesses: compulsory £250, voluntary £150.',
  'Premium: £891.72 a year, payable by 12 monthly instalments of £74.31 through Wyvern Premium Finance (representative APR 24.9%). Collection on the 1st of each month by direct debit.',
  "Important: if an instalment is not paid we will write to you. If the arrears are not paid by the date in our notice we will cancel your policy and any credit agreement by giving you at least 7 days' notice in writing. You must not drive the vehicle after the cancellation date.",
);

const missedPaymentLetter = paras(
  'WYVERN PREMIUM FINANCE — MISSED PAYMENT',
  'Mr N Cole, 58 Ferndale Road, Swindon SN2 1EX\nAgreement: WPF-0588213 (policy WYV-PC-2298415)\nDate: 03/08/2026\nSent by email to nathan.cole@example.com and by post.',
  'Dear Mr Cole',
  'Your instalment of £74.31 due on 01/08/2026 was returned unpaid by your bank with the reason "instruction cancelled by payer".',
  'We will try to collect the payment again on 15/08/2026, together with a £12.00 default charge. If you have changed your bank account, please call us on 0117 496 0900 or update your details in your online account so that we can collect from the new account.',
  'If you are having difficulty paying, please talk to us. We can discuss options such as changing your payment date. Free, independent debt advice is available from MoneyHelper.',
  'Yours sincerely\nCollections Team',
);

const cancellationNotice = paras(
  'WYVERN INSURANCE — NOTICE OF CANCELLATION',
  'Mr N Cole, 58 Ferndale Road, Swindon SN2 1EX\nPolicy: WYV-PC-2298415   Vehicle: WU17 HKD\nDate: 27/08/2026\nSent by email to nathan.cole@example.com and by first class post.',
  'Dear Mr Cole',
  'We have not been able to collect your monthly instalments due on 01/08/2026 and 15/08/2026 (re-presented). Your arrears are now £160.62, including a £12.00 default charge.',
  'Unless the arrears are paid in full by 09/09/2026, your policy will be cancelled with effect from 23:59 on 10/09/2026. After that time you will not be insured to drive the vehicle and it is an offence to drive it on a road or in a public place without insurance. Your details will be removed from the Motor Insurance Database.',
  'You can pay by card on 0117 496 0900 (8am–8pm Monday to Friday, 9am–1pm Saturday) or in your online account.',
  'If you are struggling financially, please contact us as soon as possible. We want to help you keep your cover if we can.',
  'Yours sincerely\nCustomer Accounts Team',
);

const cancellationConfirmation = paras(
  'WYVERN INSURANCE — YOUR POLICY HAS BEEN CANCELLED',
  'Mr N Cole   Policy: WYV-PC-2298415\nDate: 11/09/2026\nSent by email to nathan.cole@example.com and by first class post.',
  'Dear Mr Cole',
  'As we wrote to you on 27/08/2026, we have cancelled your policy with effect from 23:59 on 10/09/2026 because the arrears on your premium finance agreement were not paid. Your cover ended at that time. Your vehicle has been removed from the Motor Insurance Database.',
  'An outstanding balance of £160.62 remains due for the time you were on cover. We will write to you separately about this.',
  'Yours sincerely\nCustomer Accounts Team',
);

const claimForm = paras(
  'MOTOR ACCIDENT REPORT FORM',
  'Policy: WYV-PC-2298415   Claim: CLM-26-005032\nDriver: Nathan Cole (policyholder). Phone 07700 900463.',
  'Date of accident: 13/09/2026. Time: about 23:20. Place: Marlborough Road, Swindon, on the bend near the junction with Queens Drive.',
  "What happened: I was driving home from my friend's house. It had been raining and the road was greasy. I went round the bend and the back end stepped out. I tried to correct it but the car went up the kerb and across the verge and into the garden wall of number 112. I was doing about 25. Nobody else was involved.",
  'Damage: front of the car smashed in, airbags went off, the wall has come down over about 3 metres. Police came because a neighbour called them. I was breathalysed and it was negative.',
  'Injuries: none, a bit of a bruise from the seatbelt.',
  'Other comments: I have been paying my insurance. I set up the new payment on my banking app in July when I changed banks. I have attached a screenshot.',
  'Signed: N. Cole   Date: 16/09/2026',
);

const engineerReport = paras(
  "AUTOTECH ASSESSORS LTD — ENGINEER'S REPORT",
  'Our ref: ATA/26/58112. Vehicle: VW Polo 1.0 TSI Match, WU17 HKD, 61,880 miles. Inspected 17/09/2026 at Swindon Vehicle Recovery, Cheney Manor.',
  'Damage: heavy frontal impact to the offside front corner; bonnet, bumper, headlamps, radiator pack, offside wing and suspension damaged; both front airbags and seatbelt pretensioners deployed; offside chassis leg distorted.',
  'Estimated repair cost £6,480 including airbag replacement. Pre-accident value £6,950. Category S structural total loss. Salvage value estimated at £1,150.',
  'Note: the vehicle is accruing storage at £25 per day plus VAT at Swindon Vehicle Recovery from 14/09/2026.',
);

const screenshot = paras(
  'SCREENSHOT (image supplied by policyholder) — description of content',
  'Banking app screen headed "Standing orders". Entry: "WYVERN INS" — £74.31 monthly — first payment 01/10/2026 — reference "NATHAN COLE POLO" — set up 29/07/2026.',
  'No payments to Wyvern are shown on the screen.',
);

const wallEstimate = paras(
  'K. FAIRBROTHER BUILDING & ROOFING — ESTIMATE',
  'For: Mrs P Quinlan, 112 Marlborough Road, Swindon SN3 1PH\nDate: 02/10/2026',
  'To take down the remaining damaged section of the front garden wall (approx. 3.2 m run, 0.9 m high), clear debris and rubble from the front garden and dispose of it; excavate and relay the concrete footing; rebuild in reclaimed red brick to match the existing, with brick-on-edge coping; repoint the adjoining sections; reinstate the damaged lavender border and two shrubs.',
  'Labour £1,340.00\nMaterials including reclaimed brick £520.00\nSkip hire £240.00\nPlants and topsoil £95.00\nTotal £2,195.00 (not VAT registered)',
  'Valid for 60 days. We can start within three weeks of instruction.',
);

export const motorCancelled: ClaimRecord = {
  schemaVersion: 1,
  id: 'CLM-26-005032',
  lineOfBusiness: 'motor',
  status: 'open',
  currency: 'GBP',
  handler: { id: 'handler-motor', name: HANDLER, team: 'Motor' },
  notifiedDate: '2026-09-14',
  loss: {
    date: '2026-09-13',
    time: '23:20',
    description:
      'Single-vehicle accident: the insured VW Polo (WU17 HKD) lost traction on a wet bend, mounted the verge and demolished about 3 metres of the front garden wall of 112 Marlborough Road. No injuries. Police attended; breath test negative. Vehicle a Category S total loss.',
    location: 'Marlborough Road, near the junction with Queens Drive, Swindon SN3',
    cause: 'collision',
  },
  policy: {
    number: 'WYV-PC-2298415',
    product: 'Private Car Comprehensive',
    holderPartyId: 'ph-cole',
    inceptionDate: '2026-04-03',
    expiryDate: '2027-04-02',
    status: 'cancelled',
    cancellationDate: '2026-09-10',
    premium: { status: 'in_arrears', arrearsSince: '2026-08-01' },
    sections: [
      { code: 'OD', name: 'Own damage', covered: true, excess: gbp(400) },
      { code: 'FT', name: 'Fire and theft', covered: true, excess: gbp(400) },
      { code: 'TPL-BI', name: 'Third party liability — death and bodily injury', covered: true },
      { code: 'TPL-PD', name: 'Third party liability — property damage', covered: true, limit: gbp(20_000_000) },
      { code: 'WS', name: 'Windscreen and windows', covered: true, excess: gbp(95) },
    ],
    exclusions: [
      {
        code: 'GX-01',
        text: 'We will not pay for any accident, loss, damage or liability that happens after your policy has been cancelled, or outside the period of insurance shown in your schedule.',
      },
      {
        code: 'GX-07',
        text: 'We will not pay for loss or damage to the vehicle when it is being driven by anyone under the influence of alcohol or drugs.',
      },
    ],
    endorsements: [
      { code: 'E001', text: 'Policyholder only to drive.' },
      {
        code: 'E030',
        text: "Premium finance: the premium is payable by instalments under a credit agreement with Wyvern Premium Finance. If an instalment is not paid, the insurer may cancel this policy by giving at least 7 days' notice in writing to the policyholder's last known address.",
      },
    ],
    changes: [],
  },
  parties: [
    {
      id: 'ph-cole',
      role: 'policyholder',
      name: 'Mr Nathan Cole',
      dateOfBirth: '1999-01-08',
      email: 'nathan.cole@example.com',
      phone: '07700 900463',
      address: '58 Ferndale Road, Swindon SN2 1EX',
    },
    {
      id: 'tp-quinlan',
      role: 'third_party',
      name: 'Mrs Patricia Quinlan',
      phone: '01632 960522',
      address: '112 Marlborough Road, Swindon SN3 1PH',
      notes: 'Owner of the damaged garden wall. Not represented.',
    },
    {
      id: 'eng-autotech',
      role: 'other',
      name: 'Autotech Assessors Ltd',
      email: 'reports@autotech-assessors.example',
      phone: '01632 960771',
      notes: 'Independent motor engineer (instructed automatically at FNOL, before the cover check).',
    },
    {
      id: 'oth-recovery',
      role: 'other',
      name: 'Swindon Vehicle Recovery Ltd',
      phone: '01632 960940',
      address: 'Unit 12, Cheney Manor Industrial Estate, Swindon SN2 2PJ',
      notes: 'Police-instructed recovery; vehicle stored since 14/09/2026 at £25 a day plus VAT.',
    },
  ],
  injuries: [],
  documents: [
    { id: 'doc-schedule', title: 'Policy schedule', kind: 'policy_schedule', receivedDate: '2026-04-03', pages: 2, text: policySchedule },
    { id: 'doc-missed-payment', title: 'Missed payment letter (03/08/2026)', kind: 'letter', receivedDate: '2026-08-03', pages: 1, text: missedPaymentLetter },
    { id: 'doc-cancel-notice', title: 'Notice of cancellation (27/08/2026)', kind: 'letter', receivedDate: '2026-08-27', pages: 1, text: cancellationNotice },
    {
      id: 'doc-cancel-confirm',
      title: 'Cancellation confirmation (11/09/2026)',
      kind: 'letter',
      receivedDate: '2026-09-11',
      pages: 1,
      text: cancellationConfirmation,
    },
    {
      id: 'doc-bank-screenshot',
      title: 'Banking app screenshot supplied by Mr Cole',
      kind: 'photo',
      receivedDate: '2026-09-16',
      fromPartyId: 'ph-cole',
      pages: 1,
      text: screenshot,
    },
    {
      id: 'doc-claim-form',
      title: 'Motor accident report form',
      kind: 'claim_form',
      receivedDate: '2026-09-16',
      fromPartyId: 'ph-cole',
      pages: 2,
      text: claimForm,
    },
    {
      id: 'doc-engineer',
      title: "Engineer's report — WU17 HKD (Cat S)",
      kind: 'engineer_report',
      receivedDate: '2026-09-18',
      fromPartyId: 'eng-autotech',
      pages: 3,
      text: engineerReport,
    },
    {
      id: 'doc-wall-estimate',
      title: "Builder's estimate for garden wall — K. Fairbrother",
      kind: 'estimate',
      receivedDate: '2026-10-05',
      fromPartyId: 'tp-quinlan',
      pages: 1,
      text: wallEstimate,
    },
  ],
  correspondence: [
    {
      id: 'msg-001',
      at: ukTime('2026-09-14', '08:05'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'ph-cole',
      author: 'Jade Barker (FNOL)',
      subject: 'First notification of loss',
      text: 'Mr Cole reports he lost control on a wet bend on Marlborough Road at about 23:20 last night and hit a garden wall. Airbags deployed, car not driveable, police called by a neighbour and arranged recovery to Swindon Vehicle Recovery. No injuries. Breath test negative. Wall owner at 112 came out and took his details. Engineer instructed. Cover check pending — system showing a payment warning.',
    },
    {
      id: 'msg-002',
      at: ukTime('2026-09-14', '11:40'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Cover check',
      text: 'Policy cancelled for non-payment 23:59 on 10/09/2026. DD returned 01/08 ("instruction cancelled by payer"), re-presentation failed 15/08, missed payment letter 03/08, notice of cancellation 27/08 (email + post), confirmation 11/09. Loss 13/09 — after cancellation. MID entry removed 11/09. No own damage cover. TP wall: need to consider whether we are still liable to the TP as RTA insurer (certificate was electronic, not surrendered).',
    },
    {
      id: 'msg-003',
      at: ukTime('2026-09-15', '10:20'),
      direction: 'outbound',
      channel: 'phone',
      partyId: 'ph-cole',
      author: HANDLER,
      subject: 'Cover position explained',
      text: 'Called Mr Cole. Explained the policy was cancelled from 23:59 on 10/09 for unpaid instalments and we cannot deal with the damage to his car. He was shocked, said he had paid and had changed banks. Asked him to send proof of any payment. Explained the car is incurring storage charges and these are his responsibility; gave him the recovery yard number.',
    },
    {
      id: 'msg-004',
      at: ukTime('2026-09-15', '21:47'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-cole',
      subject: 'I WAS covered',
      text: "Hi,\n\nFurther to the call today. I was covered. I have been paying since April and I changed banks at the end of July and I set up the payment for you on my new account. It's on my banking app, I'll send you a screenshot. I never got any letter saying you were going to cancel me, nothing came through the door and nothing in my emails, I've checked.\n\nI rang up on the 29th July to give you my new bank details and the woman said it was all sorted. Nobody said anything about cancelling.\n\nHow am I supposed to get to work now? This is a joke.\n\nNathan",
    },
    {
      id: 'msg-005',
      at: ukTime('2026-09-16', '12:02'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-cole',
      subject: 'RE: I WAS covered - screenshot',
      text: 'Screenshot attached and the accident form. Please sort this out.',
    },
    {
      id: 'msg-006',
      at: ukTime('2026-09-18', '15:30'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Payment evidence and call search',
      text: 'Screenshot is a standing order to "WYVERN INS" set up 29/07, first payment 01/10/2026 — after the cancellation, and not a direct debit, so nothing would have been collected under the finance agreement. Team leader ran a telephony search for 28/07–31/07 on 07700 900463 and the number on the account: no inbound call found. Letters of 03/08 and 27/08 were emailed to nathan.cole@example.com (delivery receipts on file) and posted to the risk address. Declinature stands; send letter with reasons.',
    },
    {
      id: 'msg-007',
      at: ukTime('2026-09-25', '09:50'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'ph-cole',
      author: HANDLER,
      subject: 'Your claim CLM-26-005032',
      text: 'Dear Mr Cole\n\nThank you for the information you sent. I am sorry to confirm that we cannot pay for the damage to your car. Your policy was cancelled with effect from 23:59 on 10 September 2026, after the instalments due on 1 and 15 August were not collected and the notice we sent on 27 August was not acted on. The accident happened on 13 September 2026, after your cover had ended.\n\nThe standing order shown in your screenshot was set up to start on 1 October 2026 and no payment reached us. We have searched our call records for the end of July and cannot find a call from you.\n\nWe are considering separately the claim the owner of the wall may make. If you are unhappy with this decision you can complain to us, and if you remain unhappy you may be able to refer it to the Financial Ombudsman Service.\n\nYours sincerely\nPriya Chaudhary',
    },
    {
      id: 'msg-008',
      at: ukTime('2026-09-28', '19:15'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-cole',
      subject: 'RE: Your claim CLM-26-005032',
      text: "So you take my money for five months and then the one time I need you, you say I'm not covered. I have never had a letter from you about cancelling. I was covered, I paid for my insurance, the payment is set up. I'm not going to let this go.",
    },
    {
      id: 'msg-009',
      at: ukTime('2026-10-05', '10:30'),
      direction: 'inbound',
      channel: 'letter',
      partyId: 'tp-quinlan',
      subject: 'Damage to my wall - 112 Marlborough Road',
      text: "Dear Sir or Madam\n\nOn the night of 13 September a car driven by Mr Nathan Cole crashed into my front garden wall. He gave me your company's name. I enclose an estimate from my builder for £2,195. I am 78 and I cannot leave the rubble where it is as I have to walk round it to get to my door. Please tell me when you will pay.\n\nYours faithfully\nPatricia Quinlan",
    },
    {
      id: 'msg-010',
      at: ukTime('2026-10-07', '11:00'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'tp-quinlan',
      author: HANDLER,
      subject: 'Your letter about your garden wall',
      text: "Dear Mrs Quinlan\n\nThank you for your letter and your builder's estimate. I am looking into your claim and will write to you again as soon as I can. If the rubble is a danger to you, please have it cleared and keep the receipt. I have noted your telephone number and will call you with an update.\n\nYours sincerely\nPriya Chaudhary",
    },
    {
      id: 'msg-011',
      at: ukTime('2026-10-12', '14:45'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'oth-recovery',
      author: HANDLER,
      subject: 'Storage charges',
      text: "Swindon Vehicle Recovery asking who is paying for storage on WU17 HKD, now 28 days at £25 + VAT. Told them there is no cover in place and the owner is responsible; gave them Mr Cole's details.",
    },
    {
      id: 'msg-012',
      at: ukTime('2026-10-13', '09:20'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'ph-cole',
      author: HANDLER,
      subject: 'Your car at Swindon Vehicle Recovery',
      text: 'Dear Mr Cole\n\nSwindon Vehicle Recovery have told us your car has been in storage since 14 September at £25 a day plus VAT. As we cannot deal with the claim for your car, these charges are your responsibility and will keep increasing. Please contact them on 01632 960940 to arrange collection or disposal.\n\nKind regards\nPriya Chaudhary',
    },
    {
      id: 'msg-013',
      at: ukTime('2026-10-20', '16:10'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Referral to technical',
      text: 'Referred to Motor Technical for a view on ss.151–152 RTA 1988: policy cancelled for non-payment, electronic certificate only, MID removed 11/09. If we are liable to Mrs Quinlan as RTA insurer, pay and seek recovery from Mr Cole. Holding TP PD reserve at £2,195 + £185 for debris clearance.',
    },
    {
      id: 'msg-014',
      at: ukTime('2026-11-04', '22:31'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-cole',
      subject: 'Please reconsider',
      text: "Hi Priya,\n\nI didn't say before but I lost my job in July when the warehouse closed, which is why I changed banks — my old account went overdrawn and I closed it. I've got no savings and I'm on Universal Credit now while I look for work. The recovery place wants over £1,300 and I just don't have it. My anxiety is through the roof with all this, I'm not sleeping.\n\nI know I should have checked the payment went out but I honestly thought I'd done everything right. Is there anything you can do?\n\nNathan",
    },
    {
      id: 'msg-015',
      at: ukTime('2026-11-16', '11:25'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'tp-quinlan',
      author: HANDLER,
      subject: 'TP chasing',
      text: 'Mrs Quinlan called asking when the wall will be paid. Her son has cleared the rubble. Told her the position is with our technical team and I hope to have an answer within two weeks. She was polite but clearly worried about the winter.',
    },
    {
      id: 'msg-016',
      at: ukTime('2026-11-26', '13:05'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-cole',
      subject: 'Formal complaint',
      text: "I want to make a formal complaint. Nobody has replied to my email of the 4th. You cancelled my insurance without telling me properly when I had told you my bank details had changed, and now I've lost my car and I owe the recovery company money I haven't got. I want you to pay for my car and the storage. If you won't I will go to the Financial Ombudsman.\n\nNathan Cole",
    },
    {
      id: 'msg-017',
      at: ukTime('2026-11-26', '15:40'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Complaint logged',
      text: 'Complaint logged today (CMP-26-0561): cancellation process, no reply to 04/11 email (my miss — not actioned), loss of car and storage. Possible summary resolution by close 01/12 — consider whether we can help with storage as a gesture given no reply to his 04/11 email. Also: customer disclosed job loss, Universal Credit and anxiety — record vulnerability and offer breathing space on the £160.62 debt.',
    },
  ],
  financials: {
    reserves: [
      { headOfDamage: 'Own damage', amount: 0, setDate: '2026-09-18' },
      { headOfDamage: 'TP property damage', amount: gbp(2_380), setDate: '2026-10-20' },
      { headOfDamage: 'Legal and technical fees', amount: gbp(600), setDate: '2026-10-20' },
    ],
    payments: [{ id: 'pay-001', date: '2026-09-21', headOfDamage: 'Engineer fees', amount: gbp(96), payeePartyId: 'eng-autotech', kind: 'fee' }],
    recoveries: [],
  },
  offers: [],
  events: [
    {
      id: 'ev-001',
      date: '2026-09-11',
      kind: 'other',
      note: 'Policy cancelled for non-payment with effect 23:59 on 10/09/2026; Motor Insurance Database entry removed.',
    },
    { id: 'ev-002', date: '2026-09-25', kind: 'other', note: 'Own damage claim declined in writing: loss after cancellation.' },
    { id: 'ev-003', date: '2026-11-26', kind: 'complaint_received', note: 'Email complaint about cancellation and declinature (CMP-26-0561).' },
  ],
  priorClaims: [],
  tasks: [
    { id: 'task-001', due: '2026-09-18', description: 'Telephony search for a call from Mr Cole on or around 29/07/2026.', status: 'done' },
    { id: 'task-002', due: '2026-09-25', description: 'Send declinature letter with reasons and complaint rights.', status: 'done' },
    {
      id: 'task-003',
      due: '2026-11-13',
      description: "Chase Motor Technical for the RTA ss.151–152 view on Mrs Quinlan's wall claim.",
      status: 'open',
    },
    {
      id: 'task-004',
      due: '2026-12-01',
      description:
        'Complaint CMP-26-0561: try to resolve by close of business 01/12/2026 (summary resolution); otherwise send written acknowledgement and pass to Customer Relations.',
      status: 'open',
    },
    { id: 'task-005', due: '2026-12-09', description: 'Write to Mrs Quinlan with a decision on her wall claim.', status: 'open' },
  ],
};
