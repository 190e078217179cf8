/**
 * Liability (property owners'): a tenant's carbon monoxide poisoning at a let house, December 2023.
 * Liability was denied in 2025, the file closed in March 2026 and was reopened in November 2026
 * when the claimant's solicitors asked for a standstill agreement.
 *
 * What it gives the tools: status "reopened"; a limitation deadline that turns on the date of
 * knowledge (3 years from the loss is 2026-12-04; the claimant relies on a date of knowledge of
 * 2024-03-18, which puts it at 2027-03-18); letter of claim, acknowledgement and denial all met
 * in 2025; a rejected claimant Part 36; a neuropsychological report; a gas safety condition; a
 * possible contribution from the gas engineer.
 */
import type { ClaimRecord } from '@claims/shared';
import { gbp, paras, ukTime } from '../helpers';

const HANDLER = 'Siobhan Murray';

const policySchedule = paras(
  'WYVERN INSURANCE — LET PROPERTY INSURANCE SCHEDULE',
  'Policy number: WYV-LP-0412269 (policy year 2023/24)\nInsured: Mr Anil Mistry, 41 Stoneygate Road, Leicester LE2 2AB\nLet property: 27 Harrow Road, Leicester LE3 0JU (two-bedroom terraced house, let on an assured shorthold tenancy)\nPeriod of insurance: 01/06/2023 to 31/05/2024. Renewed annually since 2017.',
  "Buildings: sum insured £210,000; excess £250\nLandlord's contents: £5,000\nLoss of rent and alternative accommodation: up to £21,000\nProperty owners' liability: limit of indemnity £2,000,000 any one occurrence",
  'Conditions: END-GAS gas safety (see endorsement).',
  'Premium: £386.40, paid annually.',
);

const gasSafetyRecord = paras(
  'LANDLORD GAS SAFETY RECORD (CP12)',
  'Record no. MGS-23-08812. Date of inspection: 14/08/2023. Next inspection due by: 13/08/2024.\nProperty: 27 Harrow Road, Leicester LE3 0JU. Landlord: Mr A Mistry.\nEngineer: Neil Tranter, Midshires Gas Services Ltd, Gas Safe registration 204118.',
  'Appliance 1: Worcester Greenstar 24i combination boiler, kitchen, room-sealed fan-flued. Operating pressure 20 mbar. Combustion analyser reading CO/CO2 ratio 0.0021 — pass. Safety devices: correct. Ventilation: satisfactory. Flue visual condition: satisfactory (at boiler). Flue flow test: pass. Appliance safe to use: YES.\nAppliance 2: gas hob, kitchen. Safe to use: YES.',
  'Defects / advice: The horizontal flue runs approximately 1.8 m through a boxed-in section above the kitchen wall cupboards before exiting the rear wall. No inspection hatches are fitted to the boxing, so the flue joints in that section could not be visually inspected. Advised landlord to fit inspection hatches (Gas Safe Technical Bulletin TB 008). Not classified as At Risk at this visit as the flue flow test passed.',
  'Carbon monoxide alarm present in kitchen: NO — advised. Smoke alarm: yes.',
  'Signed: N. Tranter 14/08/2023. Copy given to tenant: by email.',
);

const emergencyReport = paras(
  'CADENT GAS EMERGENCY SERVICE — JOB REPORT',
  'Job ref: CDT-EM-23-7741390. Date: 04/12/2023. Call received 06:58, on site 07:41.\nAddress: 27 Harrow Road, Leicester LE3 0JU. Reason for call: CO alarm sounding at the neighbouring property (no. 25); occupier of no. 27 unwell.',
  "Findings: CO reading in the kitchen of no. 27 of 180 ppm with the boiler running; 35 ppm in the front bedroom. Boiler shut down and gas supply to the appliance capped. Boxing above the kitchen wall cupboards opened with the occupier's permission: the flue extension joint approximately 0.9 m from the boiler had separated by about 15 mm, allowing products of combustion into the boxed void and the kitchen. Two screws missing from the joint clamp. A new wall cupboard appeared to have been fixed to the boxing recently (fresh drill holes).",
  'Classification: Immediately Dangerous (ID). Warning notice issued to the occupier; landlord to be informed.',
  'Occupier (Ms K Walsh) taken to the Leicester Royal Infirmary by ambulance as a precaution; reported headaches and nausea "for weeks".',
  'Engineer: Paul Dunmore, Cadent emergency engineer.',
);

const letterOfClaim = paras(
  'EVERARD LEGAL LLP',
  '3 Friar Lane, Leicester LE1 5RA. Ref JP/WAL/25-0412\n12 June 2025',
  'Mr Anil Mistry\n41 Stoneygate Road\nLeicester LE2 2AB',
  'Dear Mr Mistry\n\nLETTER OF CLAIM — PRE-ACTION PROTOCOL FOR PERSONAL INJURY CLAIMS\nOur client: Ms Kerry Walsh (date of birth 30/09/1987)',
  'We act for Ms Walsh, your former tenant at 27 Harrow Road, Leicester. Between about mid-November and 4 December 2023 our client was exposed to carbon monoxide from the boiler flue at the property, which had become disconnected inside a boxed-in section in the kitchen.',
  'You owed our client duties under the Gas Safety (Installation and Use) Regulations 1998 (regulation 36), the Defective Premises Act 1972 (section 4), section 11 of the Landlord and Tenant Act 1985 and in negligence. In breach of those duties you: (a) failed to act on your gas engineer\'s advice of 14 August 2023 to fit inspection hatches to the concealed flue; (b) failed to provide a carbon monoxide alarm; (c) failed to ensure the flue was maintained in a safe condition; (d) failed to respond to our client\'s reports of headaches and a "funny smell" in November 2023.',
  'Our client suffered carbon monoxide poisoning (carboxyhaemoglobin 18% on admission) and continues to suffer headaches, fatigue and difficulties with memory and concentration. She has been unable to return to her full-time job as a nursery practitioner. Medical evidence will follow.',
  'Please pass this letter to your insurers. An acknowledgement is required within 21 days and a decision on liability within three months of acknowledgement.',
  'Yours sincerely\nJoanne Pickering, Associate, Everard Legal LLP',
);

const denialLetter = paras(
  'WYVERN INSURANCE — LIABILITY CLAIMS',
  'To: Everard Legal LLP (ref JP/WAL/25-0412). Our ref: CLM-24-007736\n26 September 2025',
  'Dear Sirs\n\nYour client: Kerry Walsh. Our insured: Anil Mistry. Incident: carbon monoxide exposure, 27 Harrow Road, Leicester, diagnosed 4 December 2023.',
  'We have completed our investigation and liability is denied, for these reasons.',
  '1. Our insured held a valid landlord gas safety record dated 14 August 2023. The boiler and flue passed all tests on that date.',
  "2. The independent gas expert we instructed (Hallam Forensic Gas Engineering, report of 18 August 2025) concludes that the flue joint separated because of mechanical disturbance, most likely when a wall cupboard was fixed to the boxing with screws that penetrated the void. The cupboard was fitted in October 2023 by a contractor engaged by your client, without our insured's knowledge or consent, contrary to clause 5.4 of the tenancy agreement.",
  '3. Our insured has no record of any report by your client of a smell or of symptoms before 4 December 2023. His telephone records and emails for November 2023 have been reviewed.',
  "4. We accept that no carbon monoxide alarm was fitted in the kitchen, as required since 1 October 2022 in a room containing a fixed combustion appliance by the Smoke and Carbon Monoxide Alarm (England) Regulations 2015 as amended. We do not accept that this caused or materially contributed to your client's injury, as there is no evidence of when the exposure began or at what levels, and we reserve our position on this point pending medical evidence.",
  'We acknowledge that the gas engineer advised fitting inspection hatches. On the expert evidence the absence of hatches did not cause the separation, which occurred after the inspection.',
  'Yours faithfully\nSiobhan Murray\nWyvern Insurance',
);

const neuropsychReport = paras(
  'NEUROPSYCHOLOGICAL ASSESSMENT — MS KERRY WALSH',
  'Author: Dr Fiona Galbraith DClinPsy CPsychol, Consultant Clinical Neuropsychologist\nInstructed by: Everard Legal LLP (JP/WAL/25-0412)\nAssessment dates: 27/01/2026 and 03/02/2026\nReport date: 20/02/2026',
  '1. SUMMARY OF OPINION\nMs Walsh has a mild but definite impairment of attention, processing speed and working memory which, on the balance of probabilities, is a delayed neuropsychological sequela of carbon monoxide poisoning in November–December 2023. She also has an adjustment disorder with anxiety, which is improving. I expect partial further improvement over 12 to 24 months with cognitive rehabilitation, but a permanent mild deficit in processing speed is likely.',
  "2. HISTORY\nMs Walsh is 38, lives alone and worked full time as a nursery practitioner until December 2023. She describes several weeks of headaches, nausea and tiredness in November 2023, which she attributed to a virus and to long shifts. On 4 December 2023 she was taken to hospital after a neighbour's CO alarm sounded; her carboxyhaemoglobin was 18%. She was treated with high-flow oxygen and discharged the same day.",
  'She told me that in the following weeks her headaches eased but she became aware that she was "losing words", forgetting appointments and struggling to follow conversations at work. She assumed this was stress. She returned to work in January 2024 but found she could not keep track of the children\'s needs and made mistakes with medication records. Her GP referred her to neurology in February 2024. On 18 March 2024 the consultant neurologist, Dr Appiah, told her that her memory and concentration problems were probably a delayed effect of the carbon monoxide exposure. She says this was the first time anyone had suggested a connection, and that until then she had believed the poisoning had been "treated and over".',
  '3. ASSESSMENT\nPerformance validity tests were passed. General intellectual functioning is in the average range (WAIS-IV FSIQ 98). Processing speed index 81 (10th percentile) and working memory index 84 (14th percentile) are significantly below what would be expected from her estimated premorbid ability (TOPF predicted FSIQ 104). Verbal memory (WMS-IV) is low average with a notable decline on delayed recall. Executive functioning is broadly intact. Mood questionnaires: GAD-7 11 (moderate anxiety), PHQ-9 8 (mild).',
  '4. CAUSATION\nThe pattern — a lucid interval followed by attention and memory problems within weeks of significant CO exposure — is typical of delayed neuropsychological sequelae. I have considered alternative explanations (depression, sleep disturbance, pre-existing learning difficulty) and do not consider that they account for the deficits. There is no record of cognitive complaint before November 2023.',
  '5. PROGNOSIS AND RECOMMENDATIONS\nI recommend 12 sessions of cognitive rehabilitation and 8 sessions of CBT for anxiety. With treatment I expect her to be able to work part time in a less demanding role, but I doubt she will return to full-time work as a nursery practitioner, which requires sustained divided attention and rapid processing. I would be pleased to review her in 12 months.',
  '6. STATEMENT OF TRUTH\nI understand that my overriding duty is to the court. I confirm that the facts stated in this report are true and the opinions I have expressed represent my true and complete professional opinion.\nDr Fiona Galbraith, 20 February 2026',
);

const standstillLetter = paras(
  'EVERARD LEGAL LLP',
  'To: Wyvern Insurance, Liability Claims (Siobhan Murray). Your ref: CLM-24-007736. Our ref: JP/WAL/25-0412\n13 November 2026',
  'Dear Ms Murray\n\nOur client: Kerry Walsh. Your insured: Anil Mistry.',
  'We enclose the report of Dr Galbraith, consultant clinical neuropsychologist, dated 20 February 2026, and draft particulars of claim.',
  "LIMITATION. Our client's primary limitation period runs from 4 December 2023. We consider that her date of knowledge for the purposes of sections 11 and 14 of the Limitation Act 1980, so far as her significant cognitive injury is concerned, is 18 March 2024, when she was first told by Dr Appiah that her memory and concentration difficulties were attributable to the carbon monoxide exposure. Her claim is therefore in time until 18 March 2027.",
  'We recognise that you may not accept that analysis. To avoid the cost of protective proceedings we invite your insured to enter into a standstill agreement, in the enclosed form, extending the time for issuing proceedings to 30 June 2027, with no admission by either party and time not to run for the purposes of any limitation defence in the meantime.',
  "Please confirm by 1 December 2026 whether your insured agrees. If we do not hear from you we will issue proceedings without further notice to protect our client's position.",
  'Yours sincerely\nJoanne Pickering, Everard Legal LLP',
);

export const liabilityLimitation: ClaimRecord = {
  schemaVersion: 1,
  id: 'CLM-24-007736',
  lineOfBusiness: 'liability',
  status: 'reopened',
  currency: 'GBP',
  handler: { id: 'handler-liability', name: HANDLER, team: 'Liability' },
  notifiedDate: '2023-12-06',
  loss: {
    date: '2023-12-04',
    description:
      "Tenant Ms Kerry Walsh taken to hospital with carbon monoxide poisoning after a neighbour's CO alarm sounded. Cadent found the boiler flue joint separated inside boxing above the kitchen cupboards; appliance classed Immediately Dangerous. Exposure believed to have started in mid-November 2023; the loss date recorded is the date of diagnosis.",
    location: '27 Harrow Road, Leicester LE3 0JU (let property)',
    cause: 'carbon_monoxide',
  },
  policy: {
    number: 'WYV-LP-0412269',
    product: "Let Property Insurance (landlord) with property owners' liability",
    holderPartyId: 'ph-mistry',
    inceptionDate: '2023-06-01',
    expiryDate: '2024-05-31',
    status: 'active',
    premium: { status: 'paid' },
    sections: [
      { code: 'BLD', name: 'Buildings', covered: true, sumInsured: gbp(210_000), excess: gbp(250) },
      { code: 'LC', name: "Landlord's contents", covered: true, sumInsured: gbp(5_000), excess: gbp(250) },
      { code: 'LOR', name: 'Loss of rent and alternative accommodation', covered: true, limit: gbp(21_000) },
      { code: 'POL', name: "Property owners' liability", covered: true, limit: gbp(2_000_000) },
    ],
    exclusions: [
      {
        code: 'POL-X3',
        text: 'We will not indemnify the insured for liability arising from any work on a gas appliance, fitting or flue carried out by the insured or by anyone who is not registered with the Gas Safe Register.',
      },
      {
        code: 'POL-X4',
        text: 'We will not indemnify the insured for liability arising from any deliberate act or omission of the insured, or from any fine or penalty.',
      },
    ],
    endorsements: [
      {
        code: 'END-GAS',
        text: 'Gas safety condition: the insured must hold a current landlord gas safety record for every gas appliance and flue at the let property, renewed at intervals of no more than 12 months, and must carry out any remedial work the engineer identifies as At Risk or Immediately Dangerous before the appliance is used again.',
        effectiveDate: '2023-06-01',
      },
    ],
    changes: [],
  },
  parties: [
    {
      id: 'ph-mistry',
      role: 'policyholder',
      name: 'Mr Anil Mistry',
      email: 'anil.mistry@example.com',
      phone: '0116 496 0733',
      address: '41 Stoneygate Road, Leicester LE2 2AB',
      representedByPartyId: 'sol-brabazon',
      notes: 'Private landlord with three let properties.',
    },
    {
      id: 'clmt-walsh',
      role: 'claimant',
      name: 'Ms Kerry Walsh',
      dateOfBirth: '1987-09-30',
      address: 'Flat 2, 15 Narborough Road, Leicester LE3 0BQ',
      representedByPartyId: 'sol-everard',
      notes: 'Former tenant of 27 Harrow Road (moved out January 2024).',
    },
    {
      id: 'sol-everard',
      role: 'solicitor',
      name: 'Everard Legal LLP (Joanne Pickering)',
      email: 'j.pickering@everard-legal.example',
      phone: '0116 496 0250',
      address: '3 Friar Lane, Leicester LE1 5RA',
      notes: "Claimant's solicitors, ref JP/WAL/25-0412.",
    },
    {
      id: 'sol-brabazon',
      role: 'solicitor',
      name: 'Brabazon Hart LLP (Matthew Kerr)',
      email: 'm.kerr@brabazonhart.example',
      phone: '0121 496 0188',
      address: '1 Colmore Square, Birmingham B4 6AA',
      notes: 'Panel defence solicitors for the insured.',
    },
    {
      id: 'med-galbraith',
      role: 'medical_expert',
      name: 'Dr Fiona Galbraith, Consultant Clinical Neuropsychologist',
      notes: "Instructed by the claimant's solicitors.",
    },
    {
      id: 'oth-midshires',
      role: 'other',
      name: 'Midshires Gas Services Ltd (Neil Tranter)',
      phone: '0116 496 0614',
      notes: 'Gas Safe engineer who issued the CP12 on 14/08/2023. Possible contribution.',
    },
    {
      id: 'wit-cadent',
      role: 'witness',
      name: 'Mr Paul Dunmore (Cadent Gas emergency engineer)',
      notes: 'Attended 04/12/2023 and found the separated flue joint.',
    },
  ],
  injuries: [
    {
      partyId: 'clmt-walsh',
      description: 'Carbon monoxide poisoning over several weeks to 04/12/2023; persistent headaches, fatigue, and memory and concentration difficulties.',
      diagnosis:
        'Carbon monoxide poisoning (COHb 18% on admission); delayed neuropsychological sequelae with mild impairment of attention, processing speed and working memory; adjustment disorder with anxiety.',
      prognosis:
        'Partial improvement over 12–24 months with rehabilitation; permanent mild deficit in processing speed likely; unlikely to return to full-time work as a nursery practitioner.',
      treatment:
        'High-flow oxygen at the Leicester Royal Infirmary 04/12/2023; neurology follow-up 2024; 12 sessions of cognitive rehabilitation and 8 sessions of CBT recommended.',
    },
  ],
  documents: [
    { id: 'doc-schedule', title: 'Let property schedule 2023/24', kind: 'policy_schedule', receivedDate: '2023-06-01', pages: 2, text: policySchedule },
    {
      id: 'doc-cp12',
      title: 'Landlord gas safety record 14/08/2023',
      kind: 'certificate',
      receivedDate: '2024-01-09',
      fromPartyId: 'ph-mistry',
      pages: 2,
      text: gasSafetyRecord,
    },
    {
      id: 'doc-cadent',
      title: 'Cadent gas emergency job report 04/12/2023',
      kind: 'engineer_report',
      receivedDate: '2024-01-09',
      fromPartyId: 'ph-mistry',
      pages: 1,
      text: emergencyReport,
    },
    {
      id: 'doc-letter-of-claim',
      title: 'Letter of claim — Everard Legal',
      kind: 'letter',
      receivedDate: '2025-06-16',
      fromPartyId: 'sol-everard',
      pages: 3,
      text: letterOfClaim,
    },
    { id: 'doc-denial', title: 'Liability denial letter', kind: 'letter', receivedDate: '2025-09-26', pages: 2, text: denialLetter },
    {
      id: 'doc-neuropsych',
      title: 'Neuropsychological report — Dr Galbraith',
      kind: 'medical_report',
      receivedDate: '2026-11-16',
      fromPartyId: 'sol-everard',
      pages: 18,
      text: neuropsychReport,
    },
    {
      id: 'doc-standstill-request',
      title: 'Standstill agreement request and draft particulars',
      kind: 'letter',
      receivedDate: '2026-11-16',
      fromPartyId: 'sol-everard',
      pages: 9,
      text: standstillLetter,
    },
  ],
  correspondence: [
    {
      id: 'msg-001',
      at: ukTime('2023-12-06', '10:15'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'ph-mistry',
      author: 'Commercial claims line',
      subject: 'Incident notification',
      text: 'Mr Mistry reports his tenant at 27 Harrow Road was taken to hospital on Monday with CO poisoning. Cadent capped the boiler. Tenant discharged same day and staying with her mother. He has a gas engineer booked to replace the flue. No claim made yet. Advised to keep the removed flue parts and all gas safety paperwork.',
    },
    {
      id: 'msg-002',
      at: ukTime('2023-12-12', '11:00'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'ph-mistry',
      author: HANDLER,
      subject: 'Incident at 27 Harrow Road',
      text: 'Dear Mr Mistry\n\nThank you for reporting this incident. Please send us the most recent gas safety record, the Cadent report, the tenancy agreement, any correspondence with the tenant about the boiler or the kitchen, and the invoice for the new flue. Please keep the removed flue sections. Do not admit liability to the tenant, and send us any letter of claim as soon as you receive it.\n\nYours sincerely\nSiobhan Murray',
    },
    {
      id: 'msg-003',
      at: ukTime('2024-01-09', '19:40'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'ph-mistry',
      subject: '27 Harrow Road - documents',
      text: "Dear Ms Murray\n\nAttached: gas safety record from August, Cadent's report, tenancy agreement and the invoice for the new flue. I didn't fit that cupboard — Kerry had a friend put it up in October, I only found out when Cadent opened the boxing. I was going to do the inspection hatches at the next visit. Kerry has given notice and is moving out this month.\n\nAnil Mistry",
    },
    {
      id: 'msg-004',
      at: ukTime('2024-01-15', '09:30'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Review',
      text: "No claim yet. Potential PI claim by the tenant: CO poisoning, COHb 18%. Liability arguable both ways: valid CP12 but hatches advised and not fitted; no CO alarm; cupboard allegedly fitted by the tenant's friend and screws into the flue void. Keep flue parts. Reserve set. Diary 6 months.",
    },
    {
      id: 'msg-005',
      at: ukTime('2025-06-16', '10:10'),
      direction: 'inbound',
      channel: 'letter',
      partyId: 'sol-everard',
      subject: 'Letter of claim - Kerry Walsh',
      text: 'Letter of claim dated 12/06/2025 to Mr Mistry, forwarded by him and received today. Alleges breaches of the Gas Safety Regulations 1998 reg 36, Defective Premises Act s.4, LTA 1985 s.11 and negligence. Ongoing cognitive symptoms; not working full time.',
    },
    {
      id: 'msg-006',
      at: ukTime('2025-06-17', '14:20'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'LoC',
      text: 'Acknowledge by 07/07. Liability decision due 3 months after acknowledgement. Instruct Hallam Forensic (gas expert) on the flue parts. Appoint Brabazon Hart for the insured.',
    },
    {
      id: 'msg-007',
      at: ukTime('2025-07-01', '12:00'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'sol-everard',
      author: HANDLER,
      subject: 'Acknowledgement of letter of claim',
      text: "We are the liability insurers of Mr Anil Mistry and acknowledge your letter of claim of 12 June 2025. We are investigating and will respond on liability within the period set by the Protocol. Please send your client's medical records from November 2023.",
    },
    {
      id: 'msg-008',
      at: ukTime('2025-08-20', '16:00'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Gas expert',
      text: 'Hallam Forensic report received: clamp screws missing, separation consistent with mechanical disturbance; fresh drill holes from the new wall cupboard into the boxing. Expert cannot date the separation precisely but it post-dates the CP12 (flue flow test passed). Supports denial. Note the hatches point remains a weakness.',
    },
    {
      id: 'msg-009',
      at: ukTime('2025-09-26', '11:30'),
      direction: 'outbound',
      channel: 'letter',
      partyId: 'sol-everard',
      author: HANDLER,
      subject: 'Liability decision',
      text: "Liability denied with reasons (letter on file): valid CP12, separation caused by the tenant's contractor fitting a cupboard without consent, no prior report of symptoms to the landlord. Position on the CO alarm point reserved.",
    },
    {
      id: 'msg-010',
      at: ukTime('2025-11-10', '15:15'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'sol-everard',
      subject: 'Walsh - Part 36',
      text: "Dear Ms Murray\n\nWe do not accept your denial. Without prejudice to our client's position, we enclose our client's Part 36 offer to accept £52,000 in settlement of the whole claim.\n\nJoanne Pickering",
    },
    {
      id: 'msg-011',
      at: ukTime('2025-11-28', '10:45'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'sol-everard',
      author: HANDLER,
      subject: 'RE: Walsh - Part 36',
      text: "Dear Ms Pickering\n\nThank you for your client's offer, which is rejected. Liability remains denied for the reasons in our letter of 26 September 2025. We have not seen any medical evidence.\n\nSiobhan Murray",
    },
    {
      id: 'msg-012',
      at: ukTime('2026-03-31', '09:00'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'File closed',
      text: 'No contact from Everard Legal for four months. Closing the file with reserves released; limitation diary kept at 04/12/2026.',
    },
    {
      id: 'msg-013',
      at: ukTime('2026-11-16', '10:00'),
      direction: 'inbound',
      channel: 'letter',
      partyId: 'sol-everard',
      subject: 'Walsh - standstill agreement',
      text: "Letter of 13/11/2026 with Dr Galbraith's neuropsychological report and draft particulars. Relies on a date of knowledge of 18/03/2024 (limitation to 18/03/2027). Asks for a standstill agreement to 30/06/2027; reply by 01/12/2026, otherwise protective proceedings.",
    },
    {
      id: 'msg-014',
      at: ukTime('2026-11-16', '11:30'),
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Reopened - limitation',
      text: "Reopened. Limitation: primary period ends 04/12/2026 (3 years from diagnosis — arguably earlier if exposure started mid-November 2023). Claimant relies on s.14 date of knowledge 18/03/2024 for the cognitive injury. She knew on 04/12/2023 she had a significant injury (CO poisoning, hospital) attributable to the boiler, so the s.14 argument looks weak to me, but s.33 discretion is a real risk given the cogency of the evidence is unaffected. A standstill gives away the primary limitation defence. Need Brabazon's advice before 01/12. Reserves reinstated.",
    },
    {
      id: 'msg-015',
      at: ukTime('2026-11-18', '09:20'),
      direction: 'outbound',
      channel: 'email',
      partyId: 'sol-brabazon',
      author: HANDLER,
      subject: 'Walsh v Mistry - advice on standstill and limitation',
      text: "Matthew\n\nPlease advise by 25/11 on (1) the claimant's date of knowledge argument, (2) whether we should agree a standstill to 30/06/2027 or let them issue protectively, and (3) a Part 20 / contribution claim against Midshires Gas Services on the hatches point. File papers attached.\n\nSiobhan",
    },
    {
      id: 'msg-016',
      at: ukTime('2026-11-25', '16:40'),
      direction: 'inbound',
      channel: 'email',
      partyId: 'sol-everard',
      subject: 'Walsh - standstill',
      text: "Dear Ms Murray\n\nWe refer to our letter of 13 November. Please confirm by 1 December whether your insured will agree to a standstill. Our client's instructions are to issue without further notice if we do not hear from you.\n\nJoanne Pickering",
    },
    {
      id: 'msg-017',
      at: ukTime('2026-11-26', '13:10'),
      direction: 'inbound',
      channel: 'phone',
      partyId: 'ph-mistry',
      author: HANDLER,
      subject: 'Insured call',
      text: "Mr Mistry called — he has had a copy of the solicitors' letter. Worried that he will be sued personally and asked whether the claim affects the sale of Harrow Road (he is selling). Explained we are handling it under his liability cover and that Brabazon Hart act for him. Will update him after 01/12.",
    },
  ],
  financials: {
    reserves: [
      { headOfDamage: 'General damages', amount: gbp(30_000), setDate: '2026-11-17' },
      { headOfDamage: 'Special damages', amount: gbp(16_000), setDate: '2026-11-17' },
      { headOfDamage: 'Claimant costs', amount: gbp(24_000), setDate: '2026-11-17' },
      { headOfDamage: 'Defence costs', amount: gbp(12_000), setDate: '2026-11-17' },
    ],
    payments: [
      { id: 'pay-001', date: '2025-08-29', headOfDamage: 'Expert fees', amount: gbp(1_450), kind: 'fee' },
      { id: 'pay-002', date: '2025-10-15', headOfDamage: 'Defence costs', amount: gbp(4_250), payeePartyId: 'sol-brabazon', kind: 'fee' },
    ],
    recoveries: [],
  },
  offers: [{ id: 'off-001', date: '2025-11-10', by: 'claimant', amount: gbp(52_000), kind: 'part36', status: 'rejected', headOfDamage: 'Whole claim' }],
  events: [
    {
      id: 'ev-001',
      date: '2024-03-18',
      kind: 'date_of_knowledge',
      note: "Date of knowledge asserted by the claimant's solicitors (letter 13/11/2026): neurologist first linked her cognitive symptoms to the CO exposure. Not accepted by the insurer.",
    },
    { id: 'ev-002', date: '2025-06-16', kind: 'letter_of_claim_received', note: 'Letter of claim from Everard Legal dated 12/06/2025.' },
    { id: 'ev-003', date: '2025-07-01', kind: 'letter_of_claim_acknowledged' },
    {
      id: 'ev-004',
      date: '2025-09-26',
      kind: 'liability_denied',
      note: "Denied: valid CP12; flue disturbed by the tenant's contractor; no prior report of symptoms.",
    },
    { id: 'ev-005', date: '2026-03-31', kind: 'other', note: 'File closed after four months without contact; reserves released.' },
    { id: 'ev-006', date: '2026-11-16', kind: 'other', note: 'File reopened on receipt of the standstill request, medical evidence and draft particulars.' },
  ],
  priorClaims: [],
  tasks: [
    { id: 'task-001', due: '2026-11-17', description: 'Reopen the file and reinstate reserves.', status: 'done' },
    {
      id: 'task-002',
      due: '2026-11-25',
      description: "Obtain Brabazon Hart's advice on the date of knowledge argument and the standstill request.",
      status: 'open',
    },
    {
      id: 'task-003',
      due: '2026-12-01',
      description: 'Reply to Everard Legal on the standstill agreement (they will issue protectively otherwise). Primary limitation 04/12/2026.',
      status: 'open',
    },
    { id: 'task-004', due: '2026-12-18', description: 'Put Midshires Gas Services and its insurers on notice of a contribution claim.', status: 'open' },
  ],
};
