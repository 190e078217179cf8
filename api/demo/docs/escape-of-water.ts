/**
 * The documents of the escape-of-water claim (CLM-26-003874), kept apart from the claim so the
 * claim file stays readable. Each constant is the extracted text a handler would read.
 */
import { paras } from '../helpers';

export const policySchedule = paras(
  'WYVERN INSURANCE — HOME INSURANCE SCHEDULE',
  'Arranged by: Marches Insurance Brokers, 4 Pride Hill Chambers, Shrewsbury SY1 1BY\nPolicy number: WYV-HH-1187342\nPolicyholder: Mrs Margaret Doyle\nInsured address: 12 Orchard Rise, Bayston Hill, Shrewsbury SY3 0LN\nPeriod of insurance: 12/01/2026 to 11/01/2027\nSchedule issued: 02/05/2026 (mid-term adjustment)',
  'Property: detached house, built 1978, brick and tile, 4 bedrooms, detached single garage. Occupied by the policyholder. Not used for business.',
  'BUILDINGS\nSum insured: £250,000 (index-linked; last set by the policyholder in 2019)\nStandard excess: £100\nEscape of water excess: £350\nAlternative accommodation and loss of rent: up to 10% of the buildings sum insured\nTrace and access: up to £5,000\nAccidental damage: not included',
  'CONTENTS\nSum insured: £50,000 (increased from £35,000 on 02/05/2026)\nStandard excess: £100\nEscape of water excess: £350\nValuables limit: £8,000 in total\nSingle article limit: £2,000, except the item specified below\nSpecified item: diamond solitaire engagement ring, £3,500\nAccidental damage: not included\nPersonal possessions away from the home: not included',
  'FAMILY LEGAL EXPENSES: included, up to £100,000 per claim.',
  'ENDORSEMENTS\nEND-HV1 High-value contents (effective 02/05/2026)\nCOND-12 Underinsurance (policy condition, reproduced for information)',
  'IMPORTANT: You must make sure your buildings sum insured is enough to rebuild your home, including demolition, site clearance, and professional fees. It is not the market value of your home. If your sum insured is too low, we may reduce any claim payment in proportion (see COND-12). A rebuild cost calculator is available from your broker.',
  'Premium: £612.40 a year, paid annually by debit card on 12/01/2026. Additional premium for the mid-term adjustment on 02/05/2026: £38.20.',
);

export const claimForm = paras(
  'HOME INSURANCE CLAIM FORM — ESCAPE OF WATER',
  'Claim number: CLM-26-003874   Policy: WYV-HH-1187342\nPolicyholder: Margaret Doyle. Form completed by: Daniel Doyle (son) on her behalf, with her agreement.\nContact: Daniel Doyle, 07700 900381, daniel.doyle@example.co.uk',
  'Date of loss: 18/06/2026. When discovered: about 7.30pm on 18/06/2026.\nWhere: 12 Orchard Rise, Bayston Hill, Shrewsbury SY3 0LN',
  "What happened: Mum had been out since about 1pm for a hospital appointment at the Royal Shrewsbury (pre-assessment for her hip operation) and then tea at a friend's. When she came home the kitchen ceiling had partly come down and water was pouring through the light fitting. Her neighbour Mr Hughes turned the water off at the stopcock. The plumber found that the compression joint on the hot pipe under the bathroom basin upstairs had come apart.",
  "Damage: kitchen ceiling (about half down), kitchen units and worktops, laminate floor in kitchen and dining room, walls, electrics in kitchen (tripped). Contents: fridge freezer, microwave, food, dining table and chairs, Dad's oak dresser (antique), rugs, books and papers in the dining room.",
  'Has anyone been appointed to repair? Emergency plumber only (A. Price Plumbing, invoice attached).\nIs the property still habitable? No — no kitchen and the downstairs toilet is in the damaged area. Mum is staying with her sister Jean in Church Stretton.',
  'Other insurance: none. Previous claims in the last 5 years: none.',
  'Declaration: I confirm the information given is true to the best of my knowledge.\nSigned: M. Doyle (signed by Daniel Doyle on her behalf) 22/06/2026',
);

export const plumberInvoice = paras(
  'A. PRICE PLUMBING & HEATING — INVOICE 1187',
  '27 Lythwood Road, Bayston Hill, Shrewsbury SY3 0NA   Gas Safe 512345\nCustomer: Mrs M Doyle, 12 Orchard Rise\nDate of work: 18/06/2026 (emergency call-out, 20:40–22:15)',
  'Attended escape of water. Located leak at failed 15 mm compression fitting on the hot supply to the first-floor bathroom basin (olive split, nut backed off). Lifted two floorboards in bathroom to trace. Cut out and replaced fitting, pressure tested, refilled system, checked for further leaks — none. Left kitchen lighting circuit isolated pending an electrician.',
  'Emergency call-out (evening) £95.00\nLabour 1.5 h £60.00\nTrace: lifting and relaying floorboards £31.00\nParts (fitting, olives) £8.40\nTotal £194.40 (not VAT registered). Paid by card on the night.',
);

export const lossAdjusterPreliminary = paras(
  'HARWOOD LOSS ADJUSTERS — PRELIMINARY REPORT',
  'To: Wyvern Insurance, Property Claims (Gareth Llewellyn)\nOur ref: HLA/SHR/26/0719   Your ref: CLM-26-003874\nInsured: Mrs Margaret Doyle, 12 Orchard Rise, Bayston Hill, Shrewsbury SY3 0LN\nPeril: escape of water\nDate of loss: 18/06/2026\nDate of visit: 24/06/2026\nAdjuster: Rachel Kemp ACII Chartered Loss Adjuster\nDate of report: 30/06/2026',
  '1. EXECUTIVE SUMMARY\nA failed compression fitting on the hot water supply to the first-floor bathroom basin released water over an estimated five to six hours while the insured was away from the property. Water tracked along the joists and collapsed approximately 40% of the kitchen ceiling below, saturating the kitchen and the adjoining dining room. The claim falls within the escape of water peril under both the buildings and contents sections. The property is currently uninhabitable and the insured is staying with her sister. Our initial reserve recommendation is £42,000 buildings and £9,000 contents, plus alternative accommodation in the form of a disturbance allowance.',
  '2. THE INSURED AND HER CIRCUMSTANCES\nMrs Doyle is 71 and was widowed in April this year. She was visibly upset throughout our visit and told us that her late husband had always dealt with "anything to do with the house". She walks with a stick and is awaiting a hip replacement, which makes stairs difficult. Her son, Mr Daniel Doyle, attended the visit and has her authority to deal with the claim. We recommend that all written correspondence goes to Mr Doyle by email and that telephone calls to Mrs Doyle are kept to the mornings at her request. We have flagged these circumstances to the insurer as a possible vulnerability.',
  '3. THE PROPERTY\nA detached four-bedroom house of cavity brick construction under a concrete tiled roof, built in about 1978 and extended to the rear in 2004 (kitchen and dining extension with a flat roof). Detached single garage. Gross internal floor area measured at 168 m² (house) plus 18 m² (garage). The property is in good condition and has been well maintained.',
  "4. CIRCUMSTANCES OF THE LOSS\nThe insured left the house at about 13:00 on 18/06/2026 and returned at about 19:30 to find water coming through the kitchen light fitting and part of the ceiling on the floor. A neighbour isolated the water supply. An emergency plumber attended the same evening and found that the compression nut on the 15 mm hot supply to the bathroom basin had backed off and the olive had split. We inspected the repaired fitting and the removed olive, which the plumber had kept. The failure is consistent with a sudden escape rather than a long-term weep: there is no staining, rot or mould on the joists or the underside of the bathroom floor to suggest gradual leakage, and the insured's water bills show no unusual usage.",
  "5. POLICY LIABILITY\nWe have reviewed the policy wording and schedule. The damage is caused by an escape of water from a fixed water installation. The policy excludes the cost of repairing the fitting itself, which the insured has paid as part of the plumber's invoice; the trace element is recoverable under Trace and access. The property was not unoccupied. We are not aware of any breach of policy conditions. We note that the contents sum insured was increased from £35,000 to £50,000 on 02/05/2026; the insured and her son explained that this followed her inheritance of her late husband's watches and jewellery, which are kept upstairs and are not affected by this loss. We see no connection between the change and the claim.",
  'We have not yet verified the adequacy of the buildings sum insured of £250,000. Given the size of the property and the 2004 extension, we have concerns that it may be inadequate, and we will carry out a rebuild cost assessment before any buildings settlement is agreed. We have not raised this with the insured at this stage.',
  '6. DAMAGE — BUILDINGS\nKitchen (5.2 m × 4.1 m): plasterboard ceiling collapsed over approximately 40%, remainder saturated and sagging; light fittings and ceiling wiring affected; base units swollen at the plinths and carcass bases (chipboard), two wall units water-stained internally; laminate worktops delaminated at two joints; walls wet to 1.2 m in the corner below the bathroom; vinyl-backed laminate floor lifted throughout and continuous into the dining room.\nDining room (4.0 m × 3.6 m): ceiling stained and wet along the party wall with the kitchen; laminate floor lifted; skirting swollen.\nBathroom (first floor): two floorboards lifted for trace; no other damage.\nElectrics: the kitchen ring and lighting circuits tripped and have been left isolated. An electrical installation condition report is required before re-energising.',
  '7. DAMAGE — CONTENTS\nFridge freezer (standing in water, not working), microwave (wet), food from the fridge freezer, dining table and six chairs (veneer lifted on the table, chair legs swollen), an oak dresser of some age with water damage to the base and lower doors (the insured says her late husband restored it; it may be antique and a specialist restoration quote should be obtained before it is discarded), two wool rugs, books and papers on the dining room shelves. Contents list to follow from Mr Doyle.',
  '8. MITIGATION AND DRYING\nWe have instructed Drymaster Restoration Ltd to strip out the collapsed ceiling, remove the swollen units and flooring, and install dehumidifiers and air movers. We expect drying to take four to six weeks, depending on the readings in the solid floor. We have asked Drymaster to photograph and keep the dresser in a dry store.',
  "9. ALTERNATIVE ACCOMMODATION\nThe property has no working kitchen and the only ground-floor WC is in the affected area; given the insured's mobility, she cannot reasonably stay there. She has chosen to stay with her sister. We recommend a disturbance allowance of £15 a day from 19/06/2026 until the kitchen is usable, in place of alternative accommodation.",
  '10. REPAIRS\nOnce drying is certified we recommend inviting Severn Valley Building Services Ltd (panel contractor) to prepare a schedule of works. The main issue will be the kitchen: the units are a discontinued range, so a like-for-like repair of the damaged base units will not match the surviving wall units. We will comment on matching when we have the schedule.',
  '11. RESERVES (recommended)\nBuildings: £42,000 (strip-out and drying £3,000; kitchen and dining room reinstatement £36,000; electrics £1,500; professional fees £1,500).\nContents: £9,000.\nDisturbance allowance: £2,500.\nFees: £2,250.',
  '12. NEXT STEPS\nDrying to commence 02/07/2026. Rebuild cost assessment (desktop first, site measure if required). Contents list from Mr Doyle. Restoration quote for the dresser. Schedule of works from Severn Valley after drying. We will report further within 21 days or sooner if anything changes.',
  'Rachel Kemp ACII, Chartered Loss Adjuster\nHarwood Loss Adjusters, 8 Newhall Street, Birmingham B3 3PL. Tel 0121 496 0412',
);

export const dryingCertificate = paras(
  'DRYMASTER RESTORATION LTD — DRYING CERTIFICATE',
  'Job: DM-26-3381   Property: 12 Orchard Rise, Bayston Hill, Shrewsbury SY3 0LN\nInsurer ref: CLM-26-003874   Adjuster ref: HLA/SHR/26/0719',
  'Strip-out completed 01/07/2026: collapsed and saturated kitchen ceiling boards removed, kitchen base units and worktops removed and disposed of (photographed), laminate flooring lifted in kitchen and dining room, skirting removed.',
  'Drying equipment installed 02/07/2026: 2 LGR dehumidifiers, 4 air movers, 1 heat mat. Equipment removed 05/08/2026.',
  'Final moisture readings (05/08/2026): kitchen walls 11–14% WME; concrete floor 72% RH (hygrometer, 24 hr); ceiling joists 13%; dining room walls and floor within normal range. All readings are within target for reinstatement.',
  'We certify that the affected areas are dry and ready for reinstatement.\nTechnician: Liam Corbett. Date: 05/08/2026.',
);

export const rebuildAssessment = paras(
  'HARWOOD LOSS ADJUSTERS — REBUILD COST ASSESSMENT',
  'Our ref: HLA/SHR/26/0719   Date: 06/08/2026',
  'Method: site measurement on 24/06/2026 (gross external area 188 m² house including the 2004 extension, 20 m² detached garage) with BCIS rebuild rates for a detached house of standard specification in the West Midlands region, uplifted for professional fees (12%) and demolition and site clearance (5%).',
  'Assessed reinstatement cost: £340,000 (house £318,000; garage £14,500; external works £7,500).',
  'Buildings sum insured: £250,000. The sum insured is 73.5% of the assessed reinstatement cost. Under policy condition COND-12 any buildings claim payment may be reduced in the same proportion.',
  'Applied to the current buildings reserve this reduces the buildings settlement by about 26%. We recommend the insurer explains the position carefully to the insured and her son, and that the broker is asked what advice was given about the sum insured at renewal.',
  'Rachel Kemp ACII',
);

export const contentsList = paras(
  'CONTENTS CLAIM LIST — 12 ORCHARD RISE (prepared by Daniel Doyle, 30/07/2026)',
  '1. Samsung American-style fridge freezer RS68, bought 2022 — £1,299 (replacement quote attached)\n2. Panasonic combination microwave, bought 2020 — £289\n3. Food from fridge and freezer — £180\n4. Oak dining table and six chairs (John Lewis, 2011) — £1,850 (similar replacement)\n5. Oak dresser, about 1890, restored by my late father — restoration quote awaited (estimated £1,500–£2,000)\n6. Two wool rugs (dining room), one Persian-style 2 m × 3 m — £640; one runner — £210\n7. Books, photo albums, papers — photo albums cannot be replaced; books £300\n8. Kitchen small electricals (kettle, toaster, blender, radio) — £260\n9. Crockery, glassware and pans in the base units — £520\n10. Curtains and blind, dining room — £390',
  'Total claimed (excluding the dresser): £5,938. With the dresser at the mid-point of the estimate: about £7,690.',
  'Receipts: fridge freezer (email receipt), dining set (John Lewis order history). Other items: photographs only.',
  "Mum has asked whether the photo albums can be looked at by a specialist — they were Dad's and she would rather have them dried than any money for them.",
);

export const repairerEstimate = paras(
  'SEVERN VALLEY BUILDING SERVICES LTD — SCHEDULE OF WORKS AND ESTIMATE',
  'Unit 7, Battlefield Enterprise Park, Shrewsbury SY1 3AF. Tel 01632 960214\nClient: Wyvern Insurance (via Harwood Loss Adjusters). Property: 12 Orchard Rise, Bayston Hill SY3 0LN\nInsurer ref: CLM-26-003874. Estimate no. SVB-26-1440. Date: 19/08/2026\nSurveyor: Gary Pugh',
  'PRELIMINARIES\nSite set-up, protection of retained finishes, welfare, skip hire (2 × 8 yd), waste transfer notes — £1,620.00',
  'KITCHEN — CEILING\nRemove remaining damaged ceiling boards and battens; check and treat joists; supply and fix 12.5 mm plasterboard to 21.3 m²; skim; mist coat and two coats emulsion — £2,410.00\nReplace 4 downlights and ceiling junction boxes (electrician) — £380.00',
  'KITCHEN — UNITS AND WORKTOPS\nThe existing range (Magnet "Winchester" oak shaker) is discontinued and replacement doors cannot be matched. Supply and fit new kitchen of equivalent specification: 9 base units, 7 wall units, tall larder, laminate worktops with upstands, 1.5-bowl stainless sink and mixer tap (re-use existing integrated hob and oven, tested). Includes removal of undamaged wall units to achieve a matching finish — £14,860.00\nPlumbing disconnection and reconnection, washing machine and dishwasher — £640.00',
  'KITCHEN AND DINING — WALLS\nHack off and replaster wet plaster to 1.2 m, 9.4 m²; make good; decorate kitchen and dining room walls and woodwork throughout to achieve a uniform finish — £3,180.00',
  'FLOORING\nSupply and lay 8 mm laminate with acoustic underlay, kitchen and dining room, 36 m² continuous; new skirting and scotia; door bars — £3,420.00',
  'ELECTRICAL\nElectrical installation condition report (kitchen circuits); replace 6 damaged double sockets and the cooker switch; re-certify — £1,260.00',
  'DINING ROOM — CEILING\nStain block and redecorate ceiling — £420.00',
  'BATHROOM\nRefix lifted floorboards and make good vinyl — £210.00',
  'CONTINGENCY (hidden damage to joists or sub-floor) — £1,100.00',
  'Subtotal £29,500.00\nProject management and contract administration (10%) £2,950.00\nNet total £32,450.00   VAT @ 20% £6,490.00\nTOTAL £38,940.00',
  "Less contingency not yet required (£1,100 + VAT) — £1,320.00\nESTIMATE FOR AGREEMENT £37,620.00 — adjusted with the adjuster to £38,640.00 including the electrician's revised figure for the consumer unit (RCBO upgrade required to re-certify), agreed 20/08/2026.",
  'Programme: 5 weeks on site. Earliest start: 12/10/2026 subject to kitchen lead time (3–4 weeks from order).',
  'Exclusions: contents, appliances other than as stated, any works outside the kitchen, dining room and bathroom floor, asbestos (none suspected; artex not present).',
);

export const complaintEmail = paras(
  'From: Daniel Doyle <daniel.doyle@example.co.uk>\nTo: property.claims@wyvern-insurance.example\nDate: Fri 28 Aug 2026 16:10\nSubject: FORMAL COMPLAINT - CLM-26-003874 - Mrs M Doyle',
  'Dear Mr Llewellyn',
  'I want to make a formal complaint on behalf of my mother, Margaret Doyle, about the way her claim has been handled. She has asked me to write this and she agrees with every word.',
  "1. Delays. Mum's ceiling came down on 18 June. It is now the end of August and not a single repair has started. In July we went more than two weeks without any contact at all — I emailed on 20 July and phoned on 22 July and nobody came back to us until I chased again on 24 July.",
  '2. The "average" deduction. Nobody mentioned the sum insured for seven weeks and now you want to take over a quarter off the building repair. Mum has paid Wyvern for thirty years through Marches. Nobody ever told her the figure was too low — it goes up with inflation every year, so she reasonably assumed it was fine. The first she heard of a "rebuild cost" was from you this month. Your own adjuster measured the house in June and said nothing.',
  "3. The effect on Mum. She lost my dad in April. She is 71, waiting for a hip operation and has been sleeping in her sister's box room for ten weeks. She has been having panic attacks. She cannot afford to find thousands of pounds to make up your shortfall.",
  'What we want: the building repair paid in full without the average deduction; a start date for the works; and an apology and compensation for the delay in July.',
  'Please treat this as a formal complaint and confirm the next steps in writing.',
  'Yours sincerely\nDaniel Doyle, on behalf of Margaret Doyle',
);

export const revisedRebuildAssessment = paras(
  'HARWOOD LOSS ADJUSTERS — REVISED REBUILD COST ASSESSMENT',
  'Our ref: HLA/SHR/26/0719   Date: 09/10/2026',
  'At the request of Wyvern Customer Relations we have reviewed our assessment of 06/08/2026. On re-measurement the 2004 rear extension had been double-counted in part (the gross external area of the house is 176 m², not 188 m²). We have also applied a detached-house rate for a standard rather than good specification, which better reflects the finishes.',
  'Revised assessed reinstatement cost: £315,000 (house £294,000; garage £14,000; external works £7,000).',
  'Buildings sum insured: £250,000 = 79.4% of the revised reinstatement cost.',
  'Applying COND-12 to the agreed buildings repair of £38,640 gives £30,666.67 before the £350 escape of water excess (£30,316.67 after excess). Drying and strip-out (£2,940) and trace and access were paid before the assessment and we do not recommend reopening them.',
  'We apologise for the error in our first assessment.\nRachel Kemp ACII',
);

export const finalResponseLetter = paras(
  'WYVERN INSURANCE — CUSTOMER RELATIONS',
  'Mrs Margaret Doyle\nc/o Mr Daniel Doyle (by email: daniel.doyle@example.co.uk)\n12 Orchard Rise, Bayston Hill, Shrewsbury SY3 0LN',
  'Our complaint reference: CMP-26-0412   Claim: CLM-26-003874\n21 October 2026',
  'Dear Mrs Doyle',
  'FINAL RESPONSE TO YOUR COMPLAINT',
  'Thank you for your complaint, which your son Daniel made on your behalf by email and which you confirmed by telephone on Friday 28 August 2026. I am sorry that we have not met your expectations, and I am very sorry for the loss of your husband earlier this year. I know this claim has come at an extremely difficult time for you. I have reviewed the claim file, listened to the call recordings, and spoken to your claims handler, our loss adjuster and your broker.',
  'YOUR COMPLAINT\nI understand your complaint to have three parts: (1) the delays in handling your claim, in particular in July; (2) our decision to reduce the buildings settlement because the buildings sum insured is lower than the cost of rebuilding your home; and (3) the effect all of this has had on you.',
  "1. DELAYS\nYour claim was reported on 18 June and our loss adjuster visited on 24 June. Drying equipment was installed on 2 July. These steps were taken promptly. However, between 16 July and 24 July your son's email and telephone call were not answered because your handler was on annual leave and his work was not properly covered. That was not good enough and I uphold this part of your complaint. I also accept that we should have raised the question of the sum insured much earlier: our adjuster had concerns at her first visit and we did not tell you until 11 August. That delay added to your distress.",
  'The repairs could not start until the house was dry (certified on 5 August) and the works had been scoped and priced (agreed on 20 August). The start date of 12 October was set by the lead time for the new kitchen. I do not consider that part of the timescale to be unreasonable.',
  '2. THE UNDERINSURANCE (AVERAGE) CONDITION\nYour policy says that if the buildings sum insured is less than the cost of rebuilding your home, we may reduce any claim payment in the same proportion (condition COND-12). Your schedule sets out the importance of the rebuild cost every year. The sum insured was last set in 2019 and has been index-linked since; it is £250,000.',
  'As part of my review I asked our adjuster to check her assessment. She found an error in her measurements: the rebuild cost is £315,000, not £340,000 as we told you in August. I apologise for this mistake. Your sum insured is 79.4% of the rebuild cost, and we will therefore pay 79.4% of the agreed buildings repair cost of £38,640, which is £30,666.67, less the escape of water excess of £350, a total of £30,316.67. That is £2,254.91 more than the figure we gave you on 26 August.',
  'I have considered carefully whether it would be fair to waive the condition. Your broker has shown me the renewal invitations for 2024, 2025 and 2026, each of which asked you to check the sum insured and included a link to a rebuild cost calculator. I have not found anything to suggest that you were given wrong information. I therefore do not uphold this part of your complaint, although I understand how disappointing this will be. You may wish to discuss the sum insured with your broker before your renewal in January.',
  'We have not applied the reduction to the drying costs, the trace and access costs or your disturbance allowance, and we will not do so.',
  '3. THE EFFECT ON YOU\nIn recognition of the distress and inconvenience caused by the poor communication in July, and by our failure to raise the sum insured promptly and the error in our first figure, I have arranged a payment of £300 to you, which you should receive within five working days. I have also asked your handler to make sure you have one named point of contact, with cover arranged for any absence, and that calls to you are made in the mornings as you have asked.',
  'If you would like to talk about this letter, please call me on 0117 496 0455.',
  'YOUR RIGHT TO REFER YOUR COMPLAINT TO THE FINANCIAL OMBUDSMAN SERVICE\nYou have the right to refer your complaint to the Financial Ombudsman Service, free of charge – but you must do so within six months of the date of this letter. If you do not refer your complaint in time, the Ombudsman will not have our permission to consider your complaint and so will only be able to do so in very limited circumstances, for example, if it believes that the delay was as a result of exceptional circumstances.',
  "The Financial Ombudsman Service, Exchange Tower, London E14 9SR. Telephone 0800 023 4567. Website www.financial-ombudsman.org.uk. A copy of the Ombudsman's leaflet is enclosed.",
  'Yours sincerely\n\nAmira Shah\nComplaints Manager, Customer Relations\nWyvern Insurance',
);

export const repairerStageInvoice = paras(
  'SEVERN VALLEY BUILDING SERVICES LTD — INTERIM APPLICATION FOR PAYMENT No. 1',
  'Invoice SVB-INV-26-2210   Date: 02/11/2026\nProperty: 12 Orchard Rise, Bayston Hill. Insurer ref CLM-26-003874',
  'Works completed to 30/10/2026: preliminaries; kitchen ceiling; plastering; first fix electrics; kitchen units delivered and fitted (worktops templated).',
  'Value of work completed £15,000.00 including VAT. Previously paid: nil. Amount due: £15,000.00.',
  'Programme: flooring 09/11, worktops 12/11, decoration 16–20/11, electrical certificate and handover expected 27/11/2026 subject to the worktop fitter.',
);
