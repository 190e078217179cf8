/**
 * A deterministic generator for one very large claim, for benchmarking the claim tools.
 *
 * The claim is a long-running serious-injury motor claim (a motorcyclist hurt when the insured
 * pulled out of a junction in March 2023): three and a half years of correspondence between the
 * handler, the claimant's solicitors, defence solicitors, a case manager, experts and an anxious
 * elderly policyholder. Every choice comes from a seeded PRNG (mulberry32), so the same options
 * always give the same record; nothing reads the clock or Math.random.
 *
 * Defaults: 3,000 messages and 300 documents, about 5 MB of JSON, inside the 8 MB record cap.
 */
import type { ClaimRecord } from '@claims/shared';
import { ukTime } from './helpers';

export interface LargeClaimOptions {
  /** Correspondence entries to generate (default 3000). */
  messages?: number;
  /** Documents to generate (default 300). */
  documents?: number;
  /** PRNG seed (default 1). The same seed gives the same claim. */
  seed?: number;
}

type Message = ClaimRecord['correspondence'][number];
type ClaimDoc = ClaimRecord['documents'][number];
type Payment = ClaimRecord['financials']['payments'][number];

// ---------------------------------------------------------------------------------------------
// Seeded randomness

class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = (seed >>> 0) ^ 0x9e3779b9;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted() from an empty list');
    return last[0];
  }

  /** Whole pounds in [min, max], rounded to `step`, as pence. */
  pounds(min: number, max: number, step = 50): number {
    return Math.round(this.int(min, max) / step) * step * 100;
  }
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers (UTC day numbers; no clock)

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** "12 March 2024" */
function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "12/03/2024" */
function ukDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** "£12,345" or "£12,345.50" from pence. */
function money(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = pence % 100;
  const whole = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest === 0 ? `£${whole}` : `£${whole}.${String(rest).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The cast

const LOSS_DATE = '2023-03-17';
const FIRST_DAY = dayNumber(LOSS_DATE);
const LAST_DAY = dayNumber('2026-11-27');
const HANDLER = 'Priya Chaudhary';
const SUPERVISOR = 'Helen Whitcombe';
const CLAIMANT_REF = 'RH/PRI/23-0291';
const DEFENCE_REF = 'MK/WYV/23-1187';

interface Expert {
  id: string;
  name: string;
  discipline: string;
  side: 'claimant' | 'defendant';
}

const EXPERTS: Expert[] = [
  { id: 'exp-strachan', name: 'Mr David Strachan FRCS (Tr & Orth)', discipline: 'orthopaedic surgery', side: 'claimant' },
  { id: 'exp-okoye', name: 'Mr Peter Okoye FRCS (Tr & Orth)', discipline: 'orthopaedic surgery', side: 'defendant' },
  { id: 'exp-rahman', name: 'Dr Ayesha Rahman FRCP', discipline: 'neurology', side: 'claimant' },
  { id: 'exp-ferriby', name: 'Dr Martin Ferriby FRCP', discipline: 'neurology', side: 'defendant' },
  { id: 'exp-grant', name: 'Dr Lewis Grant CPsychol', discipline: 'neuropsychology', side: 'claimant' },
  { id: 'exp-quayle', name: 'Dr Sarah Quayle CPsychol', discipline: 'neuropsychology', side: 'defendant' },
  { id: 'exp-marr', name: 'Dr Helen Marr FRCPsych', discipline: 'psychiatry', side: 'claimant' },
  { id: 'exp-rowley', name: 'Mrs Sue Rowley RGN', discipline: 'care and case management', side: 'claimant' },
  { id: 'exp-baxter', name: 'Mr Ian Baxter', discipline: 'employment', side: 'claimant' },
  { id: 'exp-dobson', name: 'Ms Claire Dobson MRICS', discipline: 'accommodation', side: 'claimant' },
];

/** Disciplines whose experts examine the claimant and report on his injuries. */
const CLINICAL = ['orthopaedic surgery', 'neurology', 'neuropsychology', 'psychiatry'];

function parties(): ClaimRecord['parties'] {
  const experts: ClaimRecord['parties'] = EXPERTS.map((e) => ({
    id: e.id,
    role: CLINICAL.includes(e.discipline) ? 'medical_expert' : 'other',
    name: e.name,
    notes: `Expert in ${e.discipline}, instructed by the ${e.side}.`,
  }));
  return [
    {
      id: 'ph-ellery',
      role: 'policyholder',
      name: 'Mr Graham Ellery',
      dateOfBirth: '1952-08-14',
      email: 'graham.ellery@example.org',
      phone: '01632 960371',
      address: '8 Lansdown Crescent, Cheltenham GL50 2JY',
      representedByPartyId: 'sol-brabazon',
      notes: 'Retired teacher; driver at the time. Daughter Alison helps with correspondence.',
    },
    {
      id: 'clmt-pritchard',
      role: 'claimant',
      name: 'Mr Owen Pritchard',
      dateOfBirth: '1989-02-11',
      address: '22 Tewkesbury Road, Gloucester GL2 9AB',
      representedByPartyId: 'sol-severn',
      notes: 'Motorcyclist. Self-employed carpenter and joiner before the accident. Married with two children.',
    },
    {
      id: 'oth-hayley',
      role: 'other',
      name: 'Mrs Hayley Pritchard',
      address: '22 Tewkesbury Road, Gloucester GL2 9AB',
      notes: "Claimant's wife; provides gratuitous care.",
    },
    {
      id: 'sol-severn',
      role: 'solicitor',
      name: 'Severn & Cotswold Law LLP (Rebecca Hanley)',
      email: 'r.hanley@severncotswold-law.example',
      phone: '0117 496 0990',
      address: 'Shire Hall Chambers, Westgate Street, Gloucester GL1 2TG',
      notes: `Claimant's solicitors, ref ${CLAIMANT_REF}.`,
    },
    {
      id: 'sol-brabazon',
      role: 'solicitor',
      name: 'Brabazon Hart LLP (Matthew Kerr)',
      email: 'm.kerr@brabazonhart.example',
      phone: '0121 496 0188',
      address: '1 Colmore Square, Birmingham B4 6AA',
      notes: `Panel defence solicitors, ref ${DEFENCE_REF}.`,
    },
    { id: 'oth-counsel-c', role: 'other', name: 'Ms Alexandra Whitby KC', notes: 'Counsel for the claimant.' },
    { id: 'oth-counsel-d', role: 'other', name: 'Mr James Crane', notes: 'Counsel for the defendant.' },
    {
      id: 'oth-amberley',
      role: 'other',
      name: 'Amberley Case Management (Jo Fenwick)',
      email: 'jo.fenwick@amberley-cm.example',
      phone: '01632 960505',
      notes: 'Independent case manager appointed under the Rehabilitation Code.',
    },
    ...experts,
    { id: 'wit-morley', role: 'witness', name: 'Mrs Janet Morley', phone: '01632 960228', notes: 'Driver behind the insured car.' },
    { id: 'oth-police', role: 'other', name: 'Gloucestershire Constabulary (PC 4471 Daniel Hughes)', notes: 'Collision investigation.' },
    { id: 'oth-cru', role: 'other', name: 'DWP Compensation Recovery Unit' },
    { id: 'oth-kestrel', role: 'other', name: 'Kestrel Investigations Ltd', notes: 'Surveillance and activity checks.' },
    { id: 'oth-assessors', role: 'other', name: 'Cotswold Vehicle Assessors', notes: 'Engineer for the insured vehicle.' },
    { id: 'brk-cotswold', role: 'broker', name: 'Cotswold Motor Brokers', email: 'claims@cotswold-motor.example', phone: '01632 960811' },
  ];
}

// ---------------------------------------------------------------------------------------------
// The shape of the file over time: a template only becomes possible once its phase has begun.

const PHASE = {
  loss: LOSS_DATE,
  letterOfClaim: '2023-05-09',
  caseManager: '2023-05-22',
  liabilityAdmitted: '2023-08-04',
  experts: '2023-11-01',
  schedule: '2024-06-01',
  surveillance: '2025-01-15',
  proceedings: '2025-09-12',
  jointStatements: '2026-03-01',
} as const;

/** Options that open on a date and, optionally, close on a later one: `[from, value, until?]`. */
type Phased<T> = readonly (readonly [from: string, value: T, until?: string])[];

/** One of the options open on `date` (the first option if none is). */
function byPhase<T>(r: Rng, date: string, options: Phased<T>): T {
  const open = openOptions(date, options);
  if (open.length > 0) return r.pick(open);
  const first = options[0];
  if (!first) throw new Error('byPhase() with no options');
  return first[1];
}

/** Up to `n` different items from `pool`, in random order. */
function sample<T>(r: Rng, pool: readonly T[], n: number): T[] {
  const bag = [...pool];
  const out: T[] = [];
  while (out.length < n && bag.length > 0) {
    const [item] = bag.splice(Math.floor(r.next() * bag.length), 1);
    if (item !== undefined) out.push(item);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sentence pools

const INJURY_TOPICS = [
  'the left femoral shaft fracture, which was fixed with an intramedullary nail',
  'the Schatzker V tibial plateau fracture of the left knee',
  'the right distal radius fracture',
  'the mild to moderate traumatic brain injury',
  'the post-traumatic stress symptoms',
  'the chronic pain in the left leg',
  'his reduced walking tolerance',
  'the cognitive fatigue reported by the family',
];

const REHAB_ITEMS = [
  ['a further block of 12 neurophysiotherapy sessions', 1_440, 1_980],
  ['a powered riser-recliner chair', 950, 1_450],
  ['a bathroom adaptation (level-access shower)', 6_500, 11_000],
  ['20 sessions of trauma-focused CBT', 2_400, 3_200],
  ['a support worker for 10 hours a week for three months', 3_900, 5_400],
  ['a vocational rehabilitation assessment', 1_200, 1_800],
  ['hydrotherapy for eight weeks', 640, 960],
  ['an automatic car with adapted controls (hire for 6 months)', 2_800, 4_100],
  ['a gym membership with a personal trainer experienced in lower-limb rehabilitation', 780, 1_250],
  ['an occupational therapy home assessment', 450, 700],
] as const;

const RECORDS = [
  'GP records',
  'Gloucestershire Royal Hospital records',
  'Southmead Hospital major trauma centre records',
  'physiotherapy records',
  'HMRC self-assessment returns for the three years before the accident',
  'business bank statements',
  'community mental health team records',
  'pharmacy records',
];

const DISSATISFACTION = [
  'I am still waiting for someone to ring me back, and it has been over a fortnight.',
  'This is the third time I have chased this and I am not happy with the way I am being kept in the dark.',
  'Frankly the delay is unacceptable.',
  'If I do not get a proper answer I will go to the Financial Ombudsman.',
  'I want to make a formal complaint about how I have been treated.',
  'Nobody has called back, as promised, and I am fed up with having to chase.',
  'I feel completely let down by the service I have had.',
];

const VULNERABILITY = [
  'Since my wife passed away last spring I have found it hard to keep on top of the post.',
  'My memory is not what it was since my stroke, so please put everything in writing.',
  'I have been on antidepressants since the accident — I cannot stop thinking about that young man.',
  'My daughter Alison handles my emails now, so please copy her in.',
  "I cannot afford for my premium to go up again; I only have my teacher's pension.",
  "I have been diagnosed with Parkinson's disease and I am finding letters and phone calls difficult.",
  'I am struggling to sleep and I have had a couple of panic attacks when the post arrives.',
];

const WELLBEING_NEUTRAL = [
  'Owen attended all of his sessions this month and engaged well.',
  'Owen is more confident walking outdoors and managed a 20-minute walk with one stick.',
  'Sleep remains poor, with nightmares three or four nights a week.',
  'Owen found the anniversary of the accident hard and his mood dipped for a fortnight.',
  'The children are finding the change in their father difficult; the school has been told.',
  'Owen has started spending an hour a day in his workshop making small pieces, which he enjoys.',
  'Pain in the left knee flared after a stumble on the stairs; the physiotherapist has eased his programme for two weeks.',
  'Owen passed a driving assessment in an automatic car and is now driving short distances.',
  'Fatigue remains the main barrier: after a morning of activity Owen needs to rest for the afternoon.',
  'Owen has joined a local brain injury support group and went to two meetings this month.',
];

const WELLBEING_SENSITIVE = [
  'Hayley has had to give up her part-time job to care for Owen and the family are now claiming Universal Credit.',
  'Owen disclosed thoughts of self-harm at the last session; his GP and the crisis team have been informed and a safety plan is in place.',
  'Hayley told me they are behind on the mortgage and have had letters from the lender.',
];

function wellbeing(r: Rng): string {
  return r.chance(0.08) ? r.pick(WELLBEING_SENSITIVE) : r.pick(WELLBEING_NEUTRAL);
}

const FALSE_POSITIVES = [
  'To be clear, the family have no complaints about the case manager, who has been excellent.',
  'Owen and Hayley have no complaints about the therapists, who they say have been wonderful.',
];

const CLAIMANT_SOLICITOR_CONTEXT: Phased<(r: Rng) => string> = [
  [
    PHASE.letterOfClaim,
    () =>
      'Our client remains under the care of the major trauma team and is not yet able to give full instructions; we are taking instructions from his wife in the meantime.',
    '2023-09-01',
  ],
  [PHASE.letterOfClaim, () => 'We remind you of the Rehabilitation Code 2015 and of your obligation to consider rehabilitation at the earliest opportunity.'],
  [
    PHASE.liabilityAdmitted,
    (r) =>
      `Our client's net income from his carpentry business averaged ${money(r.pounds(2_600, 3_400, 50))} a month in the three years before the accident; he has had no earnings since.`,
  ],
  [
    PHASE.liabilityAdmitted,
    () => 'Mrs Pritchard has reduced her hours at work to look after her husband and the children, and the family are relying on savings and benefits.',
  ],
  [PHASE.experts, () => 'We will provide the experts with the full paginated records bundle, which now runs to some 2,400 pages.'],
  [PHASE.schedule, () => 'The schedule will be updated again once the supplementary expert evidence is available.'],
  [PHASE.proceedings, () => 'We remind you that the costs budget was approved on the basis that the experts meet before the end of the quarter.'],
  [
    PHASE.jointStatements,
    () => "Our client's position on periodical payments for future care will be set out once the care experts' joint statement is finalised.",
  ],
];

const INSURER_CONTEXT: Phased<(r: Rng) => string> = [
  [PHASE.loss, () => 'Please quote our reference on all correspondence.'],
  [PHASE.letterOfClaim, () => 'For the avoidance of doubt, nothing in this letter is an admission as to the level of any past or future need.'],
  [
    PHASE.liabilityAdmitted,
    () => 'We remain willing to meet the cost of reasonable rehabilitation recommended by the case manager, outside the interim payment regime.',
  ],
  [
    PHASE.proceedings,
    () => 'Brabazon Hart LLP have conduct of the litigation and will respond on the pleadings and directions; please copy them into anything procedural.',
  ],
];

// ---------------------------------------------------------------------------------------------
// Message templates

interface Draft {
  direction: Message['direction'];
  channel: Message['channel'];
  partyId?: string;
  author?: string;
  subject: string;
  paragraphs: string[];
}

type Template = (r: Rng, date: string) => Draft;

/** Channels for written correspondence (a "Dear ..." text is never a phone note). */
const inboundChannel = (r: Rng): Message['channel'] =>
  r.weighted([
    ['email', 65],
    ['letter', 28],
    ['portal', 7],
  ] as const);
const outboundChannel = (r: Rng): Message['channel'] =>
  r.weighted([
    ['email', 70],
    ['letter', 30],
  ] as const);

const earlierDate = (r: Rng, date: string): string => longDate(addDays(date, -r.int(7, 60)));
const laterDate = (r: Rng, date: string): string => longDate(addDays(date, r.int(7, 56)));
const claimantContext = (r: Rng, date: string): string => byPhase(r, date, CLAIMANT_SOLICITOR_CONTEXT)(r);
const insurerContext = (r: Rng, date: string): string => byPhase(r, date, INSURER_CONTEXT)(r);

const claimantSolicitorCall: Template = (r, date) => ({
  direction: 'inbound',
  channel: 'phone',
  partyId: 'sol-severn',
  author: HANDLER,
  subject: 'Call from claimant solicitor',
  paragraphs: [
    `Rebecca Hanley called ${r.pick(['to chase our reply to her last letter', "about the case manager's latest recommendations", 'to discuss the timing of the next interim payment', "about arrangements for the experts' examinations"])}. ${byPhase(
      r,
      date,
      [
        [PHASE.letterOfClaim, 'She says Owen is still in hospital and Hayley is struggling to manage.', '2023-07-01'],
        ['2023-07-01', `She mentioned ${r.pick(INJURY_TOPICS)} is the main concern at the moment.`],
        [PHASE.proceedings, 'She reminded me of the next directions deadline.'],
      ],
    )}`,
    r.pick(['Said I would reply in writing this week.', 'Agreed to call her back once I have instructions.', 'Nothing further.']),
  ],
});

const fromClaimantSolicitors: Phased<Template> = [
  [PHASE.letterOfClaim, claimantSolicitorCall],
  [
    PHASE.liabilityAdmitted,
    (r, date) => {
      const amount = r.pounds(15_000, 75_000, 2_500);
      return {
        direction: 'inbound',
        channel: inboundChannel(r),
        partyId: 'sol-severn',
        subject: `Owen Pritchard - request for interim payment of ${money(amount)}`,
        paragraphs: [
          'Dear Ms Chaudhary',
          `We write to request a further interim payment of ${money(amount)} on account of damages. Our client's past losses now substantially exceed the interim payments made to date, principally because of continuing loss of earnings, the cost of professional care and the family's increased household expenses.`,
          `Since our last request our client has incurred the cost of ${r.pick(REHAB_ITEMS)[0]} and his wife has reduced her working hours to provide care. We enclose an updated schedule of past losses with supporting invoices.`,
          claimantContext(r, date),
          'We should be grateful for payment within 14 days. If payment is not made we are instructed to apply to the court for an interim payment order.',
          'Yours sincerely\nRebecca Hanley\nSevern & Cotswold Law LLP',
        ],
      };
    },
  ],
  [
    '2023-06-01',
    (r, date) => {
      const record = r.pick(RECORDS);
      return {
        direction: 'inbound',
        channel: inboundChannel(r),
        partyId: 'sol-severn',
        subject: `Disclosure - ${record}`,
        paragraphs: [
          'Dear Ms Chaudhary',
          `Please find enclosed our client's ${record} for the period from ${longDate(addDays(LOSS_DATE, -r.int(365, 1500)))} to ${earlierDate(r, date)}, paginated and indexed.`,
          'We have redacted entries that are plainly irrelevant to the claim and listed the redactions in the enclosed schedule. If your experts need to see any redacted entry, please let us know and we will consider the request.',
          claimantContext(r, date),
          'Yours sincerely\nRebecca Hanley',
        ],
      };
    },
  ],
  [
    PHASE.experts,
    (r, date) => {
      const expert = r.pick(EXPERTS.filter((e) => e.side === 'claimant' && CLINICAL.includes(e.discipline)));
      return {
        direction: 'inbound',
        channel: 'email',
        partyId: 'sol-severn',
        subject: `Expert evidence - ${expert.discipline}`,
        paragraphs: [
          'Dear Priya',
          `Our client has been examined by ${expert.name} (${expert.discipline}). We expect the report by ${laterDate(r, date)} and will serve it on Brabazon Hart on receipt.`,
          `${expert.name} will address ${r.pick(INJURY_TOPICS)} and the likely need for future treatment, and will comment on ${r.pick(INJURY_TOPICS)}.`,
          'Kind regards\nRebecca',
        ],
      };
    },
  ],
  [
    PHASE.letterOfClaim,
    (r, date) => {
      const [item, lo, hi] = r.pick(REHAB_ITEMS);
      return {
        direction: 'inbound',
        channel: inboundChannel(r),
        partyId: 'sol-severn',
        subject: 'Rehabilitation funding request',
        paragraphs: [
          'Dear Ms Chaudhary',
          `${date >= PHASE.caseManager ? 'The case manager recommends' : 'The treating team recommend'} ${item} at an estimated cost of ${money(r.pounds(lo, hi, 10))}. The recommendation is supported by the treating physiotherapist.`,
          'We invite your agreement to fund this under the Rehabilitation Code, outside the interim payment regime, so that it is not delayed. Please confirm within 14 days.',
          claimantContext(r, date),
          'Yours sincerely\nRebecca Hanley',
        ],
      };
    },
  ],
  [
    PHASE.letterOfClaim,
    (r, date) => ({
      direction: 'inbound',
      channel: inboundChannel(r),
      partyId: 'sol-severn',
      subject: 'Chaser',
      paragraphs: [
        'Dear Ms Chaudhary',
        `We refer to our letter of ${earlierDate(r, date)}, to which we have had no substantive response. ${r.chance(0.5) ? 'Your delay is causing our client real financial hardship.' : 'We should be grateful to hear from you.'}`,
        'Please let us have your response within 7 days.',
        'Yours sincerely\nSevern & Cotswold Law LLP',
      ],
    }),
  ],
  [
    PHASE.proceedings,
    (r, date) => ({
      direction: 'inbound',
      channel: r.pick(['email', 'portal'] as const),
      partyId: 'sol-severn',
      subject: 'Directions and timetable',
      paragraphs: [
        'Dear Sirs',
        `We enclose a draft of the proposed directions for the next stage. We propose that the parties exchange lay witness statements by ${laterDate(r, date)}, that supplementary expert reports are served within 8 weeks after that, and that the experts in like disciplines meet and prepare joint statements within a further 6 weeks.`,
        'Please let us have your comments so that an agreed order can be lodged before the hearing.',
        claimantContext(r, date),
        'Yours faithfully\nSevern & Cotswold Law LLP',
      ],
    }),
  ],
  [
    PHASE.schedule,
    (r, date) => ({
      direction: 'inbound',
      channel: 'email',
      partyId: 'sol-severn',
      subject: 'Updated schedule of loss',
      paragraphs: [
        'Dear Priya',
        `We attach our client's updated schedule of loss to ${earlierDate(r, date)}. Past loss of earnings is now put at ${money(r.pounds(60_000, 140_000, 500))} and past gratuitous care at ${money(r.pounds(25_000, 70_000, 500))}.`,
        `The future loss claim is pleaded on a multiplier/multiplicand basis using the Ogden tables at a discount rate of +0.5%. The future care claim is based on the report of Mrs Rowley and amounts to ${money(r.pounds(350_000, 650_000, 1_000))}.`,
        'Kind regards\nRebecca',
      ],
    }),
  ],
  [
    PHASE.jointStatements,
    (r, _date) => ({
      direction: 'inbound',
      channel: 'email',
      partyId: 'sol-severn',
      subject: 'Joint settlement meeting',
      paragraphs: [
        'Dear Priya',
        `Now that the joint statements are largely in, we propose a joint settlement meeting in ${MONTHS[r.int(0, 11)]}, with counsel, at our offices or by video. Please let us have your availability.`,
        'We would expect the meeting to address periodical payments for future care and case management as well as a lump sum.',
        'Kind regards\nRebecca',
      ],
    }),
  ],
];

const toClaimantSolicitors: Phased<Template> = [
  [
    PHASE.liabilityAdmitted,
    (r, date) => {
      const amount = r.pounds(15_000, 60_000, 2_500);
      return {
        direction: 'outbound',
        channel: outboundChannel(r),
        partyId: 'sol-severn',
        author: HANDLER,
        subject: 'Interim payment',
        paragraphs: [
          'Dear Ms Hanley',
          `Thank you for your letter of ${earlierDate(r, date)}. Without prejudice to our position on quantum, we agree to make a further interim payment of ${money(amount)}, which will be sent to your client account by BACS within 7 days.`,
          'The payment takes the total interim payments to a figure which we consider is a reasonable proportion of the likely final award, allowing for the contributory negligence argument that remains open.',
          insurerContext(r, date),
          'Yours sincerely\nPriya Chaudhary\nMotor Claims, Wyvern Insurance',
        ],
      };
    },
  ],
  [
    PHASE.letterOfClaim,
    (r, date) => {
      const [item, lo, hi] = r.pick(REHAB_ITEMS);
      return {
        direction: 'outbound',
        channel: outboundChannel(r),
        partyId: 'sol-severn',
        author: HANDLER,
        subject: 'Rehabilitation funding',
        paragraphs: [
          'Dear Ms Hanley',
          `We agree to fund ${item} under the Rehabilitation Code, up to ${money(r.pounds(lo, hi, 10))}. Please ask the provider to invoice us directly, quoting our reference.`,
          insurerContext(r, date),
          'Yours sincerely\nPriya Chaudhary',
        ],
      };
    },
  ],
  [
    '2023-06-01',
    (r) => ({
      direction: 'outbound',
      channel: 'email',
      partyId: 'sol-severn',
      author: HANDLER,
      subject: 'Records request',
      paragraphs: [
        'Dear Rebecca',
        `Our experts have asked for your client's ${r.pick(RECORDS)} and ${r.pick(RECORDS)}. Please provide these, or signed authorities so that we can obtain them, within 21 days.`,
        'Kind regards\nPriya',
      ],
    }),
  ],
  [
    PHASE.letterOfClaim,
    (r, date) => ({
      direction: 'outbound',
      channel: 'letter',
      partyId: 'sol-severn',
      author: HANDLER,
      subject: 'Your letter',
      paragraphs: [
        'Dear Sirs',
        `We acknowledge your letter of ${earlierDate(r, date)}. ${date >= PHASE.proceedings ? 'We have passed it to Brabazon Hart, who will reply on the procedural points.' : 'We are considering it and will reply in full within 14 days.'}`,
        insurerContext(r, date),
        'Yours faithfully\nPriya Chaudhary',
      ],
    }),
  ],
  [
    PHASE.letterOfClaim,
    (r, date) => ({
      direction: 'outbound',
      channel: 'phone',
      partyId: 'sol-severn',
      author: HANDLER,
      subject: 'Call with claimant solicitor',
      paragraphs: [
        byPhase(r, date, [
          [
            PHASE.letterOfClaim,
            'Spoke to Rebecca Hanley about the immediate needs assessment and the appointment of an independent case manager. She is content with Amberley.',
            '2023-07-01',
          ],
          [
            PHASE.liabilityAdmitted,
            `Spoke to Rebecca Hanley. Discussed ${r.pick(INJURY_TOPICS)} and the timing of the next interim. She says the family are under financial pressure. Said I would take instructions.`,
          ],
          [PHASE.surveillance, 'Rebecca Hanley asked whether we have carried out surveillance. Told her I could not comment at this stage.'],
          [
            PHASE.jointStatements,
            'Discussed the joint statements and a possible settlement meeting. She thinks the care gap between the experts is about £250,000 on a lump-sum basis.',
          ],
        ]),
        r.chance(0.5) ? 'Agreed to speak again after the next case manager report.' : 'Note to file; no action required today.',
      ],
    }),
  ],
];

const fromPolicyholder: Phased<Template> = [
  [
    '2023-03-22',
    (r, date) => {
      const call = r.chance(0.55);
      if (call) {
        return {
          direction: 'inbound',
          channel: 'phone',
          partyId: 'ph-ellery',
          author: HANDLER,
          subject: 'Call from policyholder',
          paragraphs: [
            byPhase(r, date, [
              [
                '2023-03-22',
                'Mr Ellery called to ask how the motorcyclist is. He said he thinks about the accident every day and has not driven since.',
                '2023-06-01',
              ],
              [
                '2023-04-10',
                'Mr Ellery called about a letter from the police offering a driver awareness course. He wanted to know whether accepting it would count against him in the claim.',
                '2023-07-01',
              ],
              ['2023-06-01', 'Mr Ellery called for an update. He still thinks about the accident most days and asked whether Mr Pritchard is walking yet.'],
              [PHASE.proceedings, 'Mr Ellery called, upset: he has received papers from the court and thought he was being prosecuted.', '2026-03-01'],
              [
                '2025-10-20',
                'Mr Ellery called. Brabazon Hart want to take a witness statement and he is worried he will have to go to court on his own.',
                '2026-02-01',
              ],
            ]),
            r.pick([
              'Explained the position and that we deal with everything on his behalf; he does not need to reply to anyone but us.',
              'Reassured him. Agreed to send a written summary and to copy in his daughter Alison, with his consent.',
              'Explained what happens next. He asked that we call in the mornings, as he goes to the day centre in the afternoons.',
            ]),
          ],
        };
      }
      return {
        direction: 'inbound',
        channel: r.pick(['email', 'letter'] as const),
        partyId: 'ph-ellery',
        subject: 'The claim',
        paragraphs: [
          'Dear Ms Chaudhary',
          byPhase(r, date, [
            [
              PHASE.letterOfClaim,
              "I have had a letter from the motorcyclist's solicitors. I have not replied, as you told me. Please tell me what happens now.",
              '2023-09-01',
            ],
            ['2023-06-01', 'I am writing to ask what is happening with the claim. I have not heard anything for some time.'],
            [PHASE.proceedings, 'I received papers from the court and I do not understand what they mean. Am I going to be taken to court?', '2026-03-01'],
          ]),
          r.pick([
            'I would be grateful if you could ring me in the mornings, as I go to the day centre in the afternoons.',
            'Please reply in writing, as I do not hear well on the telephone.',
            'I would appreciate a call.',
          ]),
          'Yours sincerely\nGraham Ellery',
        ],
      };
    },
  ],
  [
    '2023-10-15',
    (r) => ({
      direction: 'inbound',
      channel: r.pick(['email', 'letter'] as const),
      partyId: 'ph-ellery',
      subject: 'Renewal and no claims discount',
      paragraphs: [
        'Dear Ms Chaudhary',
        'My renewal has arrived and the premium has gone up again. I understand that the claim is still open, but nobody has explained how long this will affect my insurance.',
        r.pick(['Could someone please explain?', 'I would appreciate a call.', 'Please reply in writing as I do not hear well on the telephone.']),
        'Yours sincerely\nGraham Ellery',
      ],
    }),
  ],
];

const POLICYHOLDER_UPDATES: Phased<string> = [
  [
    '2023-03-22',
    'we will deal with everything arising from the accident on your behalf. Please pass any letters you receive to me and do not reply to them yourself.',
    '2023-05-09',
  ],
  [
    PHASE.letterOfClaim,
    "the motorcyclist's solicitors have made a claim, as we expected. We are dealing with it and you do not need to do anything.",
    '2023-11-01',
  ],
  [
    '2023-06-01',
    "there is nothing new for you to do at the moment. The lawyers are continuing to exchange evidence about Mr Pritchard's injuries and losses, and I will write again when anything changes.",
  ],
  [
    PHASE.experts,
    'medical experts for both sides are examining Mr Pritchard and preparing reports. This will take several months and you do not need to do anything.',
    PHASE.proceedings,
  ],
  [
    PHASE.proceedings,
    'the court has set dates for the lawyers to exchange evidence. It does not mean you have done anything wrong or that you are being prosecuted, and Brabazon Hart act for you.',
    '2026-03-01',
  ],
  [
    '2025-10-20',
    'Brabazon Hart will take your witness statement at home, with your daughter present if you would like. It should take about two hours.',
    '2026-02-01',
  ],
];

const toPolicyholder: Phased<Template> = [
  [
    '2023-03-22',
    (r, date) => {
      const update = byPhase(r, date, POLICYHOLDER_UPDATES);
      if (r.chance(0.35)) {
        return {
          direction: 'outbound',
          channel: 'phone',
          partyId: 'ph-ellery',
          author: HANDLER,
          subject: 'Update call to policyholder',
          paragraphs: [`Called Mr Ellery (morning, as he prefers). Told him ${update}`, 'He thanked me and asked me to send the same in writing.'],
        };
      }
      return {
        direction: 'outbound',
        channel: outboundChannel(r),
        partyId: 'ph-ellery',
        author: HANDLER,
        subject: 'Update on the claim',
        paragraphs: [
          'Dear Mr Ellery',
          `I am writing with an update on the claim made by Mr Pritchard. In short, ${update}`,
          r.chance(0.2)
            ? 'You told me on the telephone that you found the last letter "confusing and frightening". I am sorry about that, and I have tried to keep this one short.'
            : 'If you have any questions, please call me on 0117 496 0621. I will always call you in the mornings, as you asked.',
          'Yours sincerely\nPriya Chaudhary',
        ],
      };
    },
  ],
];

const internalNotes: Phased<Template> = [
  [
    '2023-04-01',
    (r, date) => ({
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'Reserve review',
      paragraphs: [
        byPhase(r, date, [
          [
            '2023-04-01',
            `Reserve review. No medical evidence yet; reserve on the injuries described in the hospital discharge summary. Provisional total ${money(r.pounds(900_000, 1_300_000, 25_000))} including costs. Reinsurance notified (over the £500k reporting threshold).`,
            PHASE.experts,
          ],
          [
            PHASE.experts,
            `Reserve review. GD bracket for the combined orthopaedic and brain injury picture now put at ${money(r.pounds(120_000, 190_000, 5_000))}. Future care is the largest head; our care evidence is roughly half the claimant's figure. Contributory negligence (speed) arguable at 10–20% on the reconstruction evidence.`,
            PHASE.jointStatements,
          ],
          [
            PHASE.jointStatements,
            `Reserve review after the joint statements. Neuropsychologists agree a persisting mild cognitive impairment; care experts still apart on night-time support. Recommend total reserve of ${money(r.pounds(1_900_000, 2_400_000, 25_000))} including costs. Update reinsurers.`,
          ],
        ]),
      ],
    }),
  ],
  [
    PHASE.loss,
    (r) => ({
      direction: 'internal',
      channel: 'note',
      author: SUPERVISOR,
      subject: 'Supervisor review',
      paragraphs: [
        r.pick([
          "File reviewed. Handling is proactive. Please make sure the claimant's requests get a reply within 14 days — two recent replies were late.",
          'Authority given for the interim payment and the rehabilitation items requested. Keep the case manager reports under review for duplication with NHS provision.',
          'Agree strategy: do not concede the contributory negligence point before the reconstruction experts have met.',
          'Policyholder is elderly and anxious: one point of contact, calls in the mornings, written summaries copied to his daughter with his consent.',
        ]),
      ],
    }),
  ],
  [
    PHASE.caseManager,
    (r, date) => ({
      direction: 'internal',
      channel: 'note',
      author: HANDLER,
      subject: 'File note',
      paragraphs: [
        byPhase(r, date, [
          [PHASE.caseManager, `Read the latest case manager report. ${wellbeing(r)}`],
          [PHASE.liabilityAdmitted, "CRU certificate updated; recoverable benefits continue to accrue (Universal Credit and PIP on the claimant's side)."],
          [
            PHASE.experts,
            `Brabazon Hart advise that the claimant's expert on ${r.pick(INJURY_TOPICS)} is likely to be preferred at trial; consider a supplementary question.`,
          ],
          [
            PHASE.surveillance,
            "Surveillance footage reviewed: consistent with the claimant's account of his walking tolerance. No further surveillance recommended.",
          ],
          ['2025-12-01', 'Costs budget approved by the court at the CMC with minor reductions to the experts phase.'],
        ]),
        r.chance(0.4) ? `Diary: review on ${ukDate(addDays(date, r.int(14, 60)))}.` : 'No further action today.',
      ],
    }),
  ],
];

const fromDefenceSolicitors: Phased<Template> = [
  [
    '2023-05-25',
    (r, date) => ({
      direction: 'inbound',
      channel: 'email',
      partyId: 'sol-brabazon',
      subject: 'Pritchard v Ellery - update',
      paragraphs: [
        'Dear Priya',
        byPhase(r, date, [
          [
            '2023-05-25',
            'Thank you for your instructions. We have opened a file and written to the police for the collision investigation report and the scene photographs.',
            '2023-09-01',
          ],
          [
            '2023-07-01',
            'We have reviewed the police collision investigation. In our view a contributory negligence argument of 10–20% is open on speed, but it will depend on the reconstruction experts.',
          ],
          [
            PHASE.experts,
            `We have the claimant's ${r.pick(EXPERTS).discipline} report. In summary it supports the claim on ${r.pick(INJURY_TOPICS)}; we suggest Part 35 questions on prognosis.`,
          ],
          [
            PHASE.proceedings,
            `We attach the claimant's draft directions. We suggest agreeing them, save that we need permission for a defence expert in accommodation. Response due by ${laterDate(r, date)}.`,
          ],
          [
            PHASE.jointStatements,
            'The joint statement of the neuropsychologists has been agreed. There is consensus that the claimant has a mild persisting cognitive impairment; the experts disagree about his capacity to return to self-employment.',
          ],
          [PHASE.jointStatements, "Counsel's advice on quantum is attached. Counsel recommends a further Part 36 offer once the care experts have met."],
        ]),
        'Kind regards\nMatthew Kerr\nBrabazon Hart LLP',
      ],
    }),
  ],
];

const toDefenceSolicitors: Phased<Template> = [
  [
    '2023-05-20',
    (r, date) => ({
      direction: 'outbound',
      channel: 'email',
      partyId: 'sol-brabazon',
      author: HANDLER,
      subject: 'Instructions',
      paragraphs: [
        'Matthew',
        byPhase(r, date, [
          [
            '2023-05-20',
            'Please advise on liability and contributory negligence on the papers enclosed, and obtain the police collision investigation report.',
            '2023-09-01',
          ],
          ['2023-08-01', 'Please keep the contributory negligence point under review and let me have your view on instructing a reconstruction expert.'],
          [PHASE.experts, 'Please ask our orthopaedic expert a supplementary question on the likelihood of a knee replacement within 10 years.'],
          [PHASE.schedule, 'We are content for you to instruct counsel to advise in conference on quantum and Part 36 strategy.'],
          [PHASE.proceedings, 'Please agree the directions and seek permission for our accommodation expert.', '2026-03-01'],
          [
            '2025-10-20',
            "Please take Mr Ellery's witness statement at his home; his daughter will be present. He is elderly and anxious, so please allow plenty of time.",
            '2026-02-01',
          ],
        ]),
        'Thanks\nPriya',
      ],
    }),
  ],
];

const fromCaseManager: Phased<Template> = [
  [
    PHASE.caseManager,
    (r) => ({
      direction: 'inbound',
      channel: 'email',
      partyId: 'oth-amberley',
      subject: 'Case management report',
      paragraphs: [
        'Dear all',
        'Please find attached my monthly report. In summary:',
        wellbeing(r),
        `Therapy: ${r.int(3, 12)} physiotherapy sessions and ${r.int(1, 6)} psychology sessions attended this month. Next goal: ${r.pick(['independent bathing', 'driving an automatic car', 'a graded return to light joinery', 'walking to the school gate', 'managing a weekly shopping trip'])}.`,
        r.chance(0.1) ? r.pick(FALSE_POSITIVES) : 'I will update you after the next multidisciplinary meeting.',
        'Kind regards\nJo Fenwick\nAmberley Case Management',
      ],
    }),
  ],
];

const fromExperts: Phased<Template> = [
  [
    PHASE.experts,
    (r, date) => {
      const expert = r.pick(EXPERTS);
      return {
        direction: 'inbound',
        channel: 'email',
        partyId: expert.id,
        subject: 'Report and fee note',
        paragraphs: [
          'Dear Sirs',
          `${r.pick([`I attach my report following ${CLINICAL.includes(expert.discipline) ? 'examination' : 'my assessment visit'} on ${earlierDate(r, date)}.`, 'I attach my answers to the Part 35 questions.', 'I attach my supplementary report addressing the further records disclosed.'])} ${CLINICAL.includes(expert.discipline) ? `I have addressed ${r.pick(INJURY_TOPICS)}.` : "I have set out the claimant's needs and my costings in the appendices."}`,
          `My fee note for ${money(r.pounds(650, 4_800, 10))} is attached.`,
          expert.name,
        ],
      };
    },
  ],
];

const CATEGORIES: (readonly [Phased<Template>, number])[] = [
  [fromClaimantSolicitors, 24],
  [toClaimantSolicitors, 18],
  [fromPolicyholder, 7],
  [toPolicyholder, 5],
  [internalNotes, 20],
  [fromDefenceSolicitors, 9],
  [toDefenceSolicitors, 6],
  [fromCaseManager, 7],
  [fromExperts, 4],
];

/** The first days of the file, which every generated claim starts with. */
function openingMessages(): { date: string; time: string; draft: Draft }[] {
  return [
    {
      date: LOSS_DATE,
      time: '19:20',
      draft: {
        direction: 'inbound',
        channel: 'phone',
        partyId: 'ph-ellery',
        author: 'Out-of-hours claims line',
        subject: 'First notification of loss',
        paragraphs: [
          'Mr Ellery, very shaken, reports that at about 17:45 he pulled out of Gloucester Road onto the A40 at Andoversford to turn right and collided with a motorcycle. The rider was thrown over the bonnet and taken by air ambulance. Police attended and breathalysed Mr Ellery (negative). His car has been recovered by the police contractor.',
          'Advised not to discuss the accident with anyone other than the police and us. Handler to call on Monday.',
        ],
      },
    },
    {
      date: '2023-03-18',
      time: '09:05',
      draft: {
        direction: 'internal',
        channel: 'note',
        author: HANDLER,
        subject: 'Initial review',
        paragraphs: [
          'Serious injury to a motorcyclist; likely major loss. Notify the major loss team and reinsurers on receipt of any medical information. Offer rehabilitation early under the Rehabilitation Code. Obtain the police collision report. Liability: insured emerging from a minor road; a speed argument may be open on the witness account.',
        ],
      },
    },
    {
      date: '2023-03-20',
      time: '10:30',
      draft: {
        direction: 'outbound',
        channel: 'phone',
        partyId: 'ph-ellery',
        author: HANDLER,
        subject: 'Policyholder account',
        paragraphs: [
          'Took Mr Ellery\'s account. Looked right and left twice; did not see the motorcycle until the moment of impact. Following driver (Mrs Morley) stopped and said the bike was "going quite fast". Mr Ellery very distressed, lives alone, daughter nearby. Agreed to write to him with a summary and to call in the mornings.',
        ],
      },
    },
    {
      date: '2023-05-09',
      time: '11:40',
      draft: {
        direction: 'inbound',
        channel: 'letter',
        partyId: 'sol-severn',
        subject: 'Letter of claim - Owen Pritchard',
        paragraphs: [
          'Dear Sirs',
          `We are instructed by Mr Owen Pritchard in connection with the collision on the A40 at Andoversford on ${longDate(LOSS_DATE)}. Your insured emerged from a minor road into our client's path. Our client suffered multiple fractures and a head injury and remains an inpatient.`,
          'We invite you to admit liability and to agree the appointment of an independent case manager under the Rehabilitation Code 2015 as a matter of urgency.',
          'Yours faithfully\nSevern & Cotswold Law LLP',
        ],
      },
    },
    {
      date: '2023-05-22',
      time: '15:10',
      draft: {
        direction: 'outbound',
        channel: 'letter',
        partyId: 'sol-severn',
        author: HANDLER,
        subject: 'Acknowledgement of letter of claim',
        paragraphs: [
          'Dear Sirs',
          'We are the motor insurers of Mr Graham Ellery and acknowledge your letter of claim. We agree to the appointment of Amberley Case Management to carry out an immediate needs assessment, at our cost, without admission of liability. We will respond on liability within the period set by the Protocol.',
          'Yours faithfully\nPriya Chaudhary',
        ],
      },
    },
    {
      date: '2023-08-04',
      time: '12:00',
      draft: {
        direction: 'outbound',
        channel: 'letter',
        partyId: 'sol-severn',
        author: HANDLER,
        subject: 'Liability',
        paragraphs: [
          'Dear Sirs',
          "We admit that our insured was negligent in emerging from the junction. We reserve the right to allege contributory negligence on the basis of your client's speed, pending the collision investigation evidence. We are willing to consider a request for an interim payment.",
          'Yours faithfully\nPriya Chaudhary',
        ],
      },
    },
  ];
}

function generateMessages(r: Rng, count: number): Message[] {
  const opening = openingMessages().slice(0, count);
  const entries: { day: number; time: string; draft: Draft }[] = opening.map((o) => ({ day: dayNumber(o.date), time: o.time, draft: o.draft }));
  const start = FIRST_DAY + 5;
  const span = LAST_DAY - start;
  for (let i = opening.length; i < count; i++) {
    // A little heavier in the first year.
    const u = r.next();
    let day = start + Math.floor((r.chance(0.25) ? u * u * 0.3 : u) * span);
    const wd = weekday(day);
    if ((wd === 0 || wd === 6) && r.chance(0.85)) day += wd === 6 ? 2 : 1;
    day = Math.min(day, LAST_DAY);
    const date = dateOf(day);
    const open = CATEGORIES.filter(([templates]) => openOptions(date, templates).length > 0);
    const draft = byPhase(r, date, r.weighted(open))(r, date);
    if (draft.direction === 'inbound' && draft.partyId === 'ph-ellery') {
      if (r.chance(0.25)) draft.paragraphs.splice(draft.paragraphs.length - 1, 0, r.pick(DISSATISFACTION));
      if (r.chance(0.2)) draft.paragraphs.splice(1, 0, r.pick(VULNERABILITY));
    } else if (draft.direction === 'inbound' && r.chance(0.015)) {
      draft.paragraphs.splice(draft.paragraphs.length - 1, 0, r.pick(DISSATISFACTION));
    }
    const hour = draft.direction === 'internal' ? r.int(7, 20) : r.int(8, 18);
    entries.push({ day, time: `${String(hour).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`, draft });
  }
  entries.sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));

  return entries.map(({ day, time, draft }, index) => {
    const message: Message = {
      id: `msg-${String(index + 1).padStart(5, '0')}`,
      at: ukTime(dateOf(day), time),
      direction: draft.direction,
      channel: draft.channel,
      subject: draft.subject,
      text: draft.paragraphs.join('\n\n'),
    };
    if (draft.partyId) message.partyId = draft.partyId;
    if (draft.author) message.author = draft.author;
    return message;
  });
}

// ---------------------------------------------------------------------------------------------
// Documents

const DOC_KINDS = [
  ['medical_report', 16],
  ['letter', 22],
  ['email', 12],
  ['invoice', 14],
  ['case_manager_report', 12],
  ['witness_statement', 4],
  ['schedule_of_loss', 4],
  ['court_order', 5],
  ['counsel_advice', 3],
  ['physiotherapy_report', 8],
  ['records_bundle', 3],
] as const;

type DocKind = (typeof DOC_KINDS)[number][0];

/** The earliest date each kind of document can exist. */
const DOC_FROM: Record<DocKind, string> = {
  medical_report: PHASE.experts,
  letter: PHASE.letterOfClaim,
  email: PHASE.letterOfClaim,
  invoice: PHASE.caseManager,
  case_manager_report: '2023-06-20',
  witness_statement: '2025-11-01',
  schedule_of_loss: PHASE.schedule,
  court_order: PHASE.proceedings,
  counsel_advice: '2024-09-01',
  physiotherapy_report: '2023-06-01',
  records_bundle: '2023-09-01',
};

const RECORD_ENTRIES: ((r: Rng) => string)[] = [
  (r) =>
    `GP: reviewed for left knee pain (${r.int(3, 8)}/10); ${r.pick(['analgesia continued', 'naproxen added', 'codeine reduced', 'referred back to fracture clinic'])}.`,
  (r) =>
    `GP: low mood and poor sleep; PHQ-9 ${r.int(9, 19)}; ${r.pick(['sertraline started 50 mg', 'sertraline increased to 100 mg', 'referred to talking therapies', 'sick note issued for 4 weeks'])}.`,
  (r) =>
    `Fracture clinic: X-rays show ${r.pick(['progressive union of the femoral fracture', 'united tibial plateau with 2 mm step', 'satisfactory metalwork position', 'early degenerative change in the lateral compartment'])}; ${r.pick(['full weight bearing allowed', 'continue physiotherapy', 'review in 3 months', 'discharged to GP'])}.`,
  (r) =>
    `Physiotherapy: knee flexion ${r.int(80, 120)} degrees; walking ${r.int(100, 900)} m with ${r.pick(['two crutches', 'one stick', 'no aid indoors'])}; home programme updated.`,
  (r) =>
    `Neurology clinic: ${r.pick(['persistent word-finding difficulty and fatigue', 'headaches two or three times a week', 'no seizures reported', 'concentration poor at the end of the day'])}; ${r.pick(['refer for neuropsychology', 'MRI brain requested', 'continue current management', 'review in 6 months'])}.`,
  (r) =>
    `A&E: ${r.pick(['fall at home on the stairs; bruised left hip; no fracture', 'knee gave way in the garden; no new injury', 'chest pain, cardiac causes excluded; anxiety'])}.`,
  (r) =>
    `Community mental health team: ${r.pick(['assessment; trauma-focused CBT recommended', `session ${r.int(2, 20)} of EMDR`, 'risk assessment; low risk; safety plan reviewed', 'discharged back to GP with relapse plan'])}.`,
  (r) => `Pain clinic: neuropathic pain over the lateral thigh; ${r.pick(['pregabalin started', 'pregabalin increased', 'TENS trial', 'lidocaine plasters'])}.`,
  (r) =>
    `Occupational therapy: ${r.pick(['home visit; bath board and perching stool supplied', 'kitchen assessment; perching stool and trolley', 'work-readiness assessment: tolerates 2 hours of bench work', 'fatigue management programme started'])}.`,
  (r) => `Orthotics: ${r.pick(['knee brace fitted', `insoles for leg length discrepancy of ${r.int(5, 15)} mm`, 'review of brace; no change'])}.`,
];

function recordsReview(r: Rng, date: string, n: number): string {
  const lo = FIRST_DAY + 20;
  const hi = Math.max(lo + 1, dayNumber(date) - 7);
  const days = Array.from({ length: n }, () => r.int(lo, hi)).sort((a, b) => a - b);
  return ['RECORDS REVIEWED (chronology)', ...days.map((d) => `${ukDate(dateOf(d))}  ${r.pick(RECORD_ENTRIES)(r)}`)].join('\n');
}

function medicalReport(r: Rng, date: string, long: boolean): string[] {
  const expert = r.pick(EXPERTS.filter((e) => CLINICAL.includes(e.discipline)));
  const sections = [
    `REPORT OF ${expert.name.toUpperCase()} (${expert.discipline}), instructed on behalf of the ${expert.side}.\nDate of examination: ${ukDate(addDays(date, -r.int(14, 40)))}. Date of report: ${ukDate(date)}.`,
    `HISTORY. Mr Pritchard was riding his motorcycle along the A40 at Andoversford on ${longDate(LOSS_DATE)} when a car emerged from a side road into his path. He was thrown over the bonnet and landed on the carriageway. He recalls the car pulling out and then nothing until the ambulance. GCS at scene was recorded as 12, improving to 15 within six hours.`,
    `INJURIES AND TREATMENT. He sustained an open fracture of the left femoral shaft treated with an intramedullary nail on the day of admission, a Schatzker V fracture of the left tibial plateau treated by open reduction and internal fixation ${r.int(3, 6)} days later, and an undisplaced fracture of the right distal radius treated in plaster. CT of the head showed a small right frontal contusion without mass effect. He spent ${r.int(4, 6)} weeks in hospital including inpatient rehabilitation.`,
    recordsReview(r, date, long ? r.int(80, 200) : r.int(15, 35)),
    `CURRENT SYMPTOMS. He reports constant aching in the left knee (${r.int(3, 7)}/10), worse on stairs and after standing for more than ${r.int(15, 45)} minutes. He walks with one stick outdoors. He describes word-finding difficulty, poor concentration and fatigue after ${r.int(1, 3)} hours of sustained activity. ${wellbeing(r)}`,
    `EXAMINATION. Left knee range of movement 0–${r.int(90, 115)} degrees. Quadriceps wasting of ${r.int(2, 4)} cm at 10 cm above the patella. Healed surgical scars. Gait antalgic without aids indoors. Right wrist: full range, grip ${r.int(70, 95)}% of the left.`,
    byPhase(r, date, [
      [
        PHASE.experts,
        `OPINION. On the balance of probabilities the knee injury will lead to post-traumatic osteoarthritis. I estimate the risk of a total knee replacement at ${r.int(25, 60)}% within 15 years, and the risk of revision thereafter at about 10%. He will not be able to return to full-time site carpentry.`,
      ],
      [
        PHASE.experts,
        `OPINION. Neuropsychological testing shows processing speed at the ${r.int(5, 25)}th percentile and working memory at the ${r.int(9, 37)}th percentile, against an estimated premorbid ability in the average range. Effort testing was passed. The pattern is consistent with a mild to moderate traumatic brain injury with superimposed psychological factors.`,
      ],
      [
        PHASE.experts,
        `OPINION. He meets the criteria for post-traumatic stress disorder (PCL-5 score ${r.int(38, 58)}). He avoids riding and is hypervigilant as a car passenger. With trauma-focused therapy I expect significant improvement within ${r.int(12, 24)} months, although some residual symptoms are likely.`,
      ],
      [
        PHASE.experts,
        `CARE. Mrs Pritchard provided care averaging ${r.int(4, 8)} hours a day in the first ${r.int(3, 6)} months, reducing to ${r.int(1, 3)} hours a day. Future needs are for ${r.int(6, 15)} hours a week of support with domestic tasks, DIY and garden maintenance, increasing after any knee replacement.`,
      ],
    ]),
    `PROGNOSIS. His condition is unlikely to change materially after ${longDate(addDays(LOSS_DATE, r.int(900, 1200)))}, by which time he will have reached maximum medical improvement, save for any future knee surgery.`,
    'STATEMENT OF TRUTH. I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. Those that are within my own knowledge I confirm to be true. The opinions I have expressed represent my true and complete professional opinions. I understand that my overriding duty is to the court.',
  ];
  return sections;
}

function caseManagerReport(r: Rng, date: string, long: boolean): string[] {
  const months = long ? r.int(8, 16) : 1;
  const out = [
    `CASE MANAGEMENT REPORT — Owen Pritchard — ${months === 1 ? `month ending ${longDate(date)}` : `${months}-month review to ${longDate(date)}`}\nCase manager: Jo Fenwick RGN, Amberley Case Management`,
  ];
  for (let m = months - 1; m >= 0; m--) {
    const sections = [
      months > 1 ? `MONTH ENDING ${longDate(addDays(date, -30 * m)).toUpperCase()}` : '',
      `GOALS. ${r.pick(['Independent personal care', 'Return to driving', 'Graded return to work', 'Improved sleep', 'Community access without support', 'Managing the school run'])}: ${r.pick(['achieved', 'partly achieved', 'ongoing', 'revised'])}. ${r.pick(['Next review at the multidisciplinary meeting.', 'Goal carried forward.', 'New goal agreed with Owen and Hayley.'])}`,
      `WELLBEING. ${wellbeing(r)} ${r.pick(['Mood is variable.', 'He remains motivated.', 'Fatigue limits what he can do in the afternoons.', ''])}`.trim(),
      `THERAPIES. Physiotherapy ${r.int(2, 8)} sessions, psychology ${r.int(1, 4)} sessions, occupational therapy ${r.int(0, 3)} sessions. Attendance ${r.int(80, 100)}%.`,
      r.chance(0.6) ? `EQUIPMENT. Recommended: ${r.pick(REHAB_ITEMS)[0]}. Funding request sent to the insurer.` : '',
      `FAMILY. Mrs Pritchard continues to provide most of the care. ${r.pick(['She reports feeling exhausted.', 'Respite care for one weekend a month is recommended.', 'She has started counselling through her GP.', 'Her employer has agreed flexible hours.'])}`,
      `COSTS. Case management hours this period: ${r.int(6, 22)}. Invoice to follow.`,
    ];
    out.push(...sections.filter((text) => text !== ''));
  }
  return out;
}

/** The options open on `date`, for sampling several without repeats. */
function openOptions<T>(date: string, options: Phased<T>): T[] {
  return options.filter(([from, , until]) => from <= date && (until === undefined || date < until)).map(([, value]) => value);
}

type Para = (r: Rng, date: string) => string;

/** Paragraphs of letters from the claimant's solicitors to the insurer. */
const CLAIMANT_LETTER_BODY: Phased<Para> = [
  [
    PHASE.letterOfClaim,
    (r) => `Our client continues to experience difficulties with ${r.pick(INJURY_TOPICS)}, and the treating team have recommended further input.`,
  ],
  [
    PHASE.letterOfClaim,
    (r) => {
      const [item, lo, hi] = r.pick(REHAB_ITEMS);
      return `The case manager recommends ${item}, at an estimated cost of ${money(r.pounds(lo, hi, 10))}. We invite you to fund this under the Rehabilitation Code.`;
    },
  ],
  [PHASE.letterOfClaim, () => "Please confirm that you will continue to fund the case manager's recommendations while the claim proceeds."],
  [
    PHASE.liabilityAdmitted,
    (r) =>
      `Interim payments made to date total ${money(r.pounds(50_000, 600_000, 5_000))}. Our client's past losses are set out in the enclosed schedule and now exceed that figure.`,
  ],
  [
    PHASE.liabilityAdmitted,
    () =>
      'Contributory negligence remains in issue. We do not accept that our client was travelling at an excessive speed; the collision investigation report does not support that allegation.',
  ],
  [PHASE.liabilityAdmitted, () => 'Our client has been awarded Personal Independence Payment; we will forward the CRU certificate when we receive it.'],
  [PHASE.experts, (r) => `We enclose the report of ${r.pick(EXPERTS.filter((e) => e.side === 'claimant')).name}, on which our client relies.`],
  [PHASE.experts, (r) => `Please provide your experts' availability for meetings in ${MONTHS[r.int(0, 11)]} so that joint statements can be prepared.`],
  [
    PHASE.schedule,
    (r) =>
      `The updated schedule puts the claim at ${money(r.pounds(1_400_000, 2_600_000, 10_000))} on a lump-sum basis, before any deduction for contributory negligence.`,
  ],
  [PHASE.proceedings, (r, date) => `The court has directed that the parties file a trial timetable by ${longDate(addDays(date, r.int(14, 90)))}.`],
  [
    PHASE.proceedings,
    () => 'We enclose a draft consent order for your approval. Please confirm whether your client will agree to a short stay for a settlement meeting.',
  ],
  [
    PHASE.jointStatements,
    () => 'The care experts have agreed the past care figures but remain apart on future night-time support and on the hourly rate for professional carers.',
  ],
];

/** Paragraphs of letters from the defence solicitors to the handler. */
const DEFENCE_LETTER_BODY: Phased<Para> = [
  [
    PHASE.letterOfClaim,
    () =>
      'We have reviewed the papers and agree that primary liability cannot realistically be defended; the only live liability issue is contributory negligence on speed.',
    '2023-10-01',
  ],
  [
    PHASE.liabilityAdmitted,
    (r) =>
      `The claimant's solicitors have asked for a further interim payment. In our view a further ${money(r.pounds(20_000, 60_000, 5_000))} would remain within a reasonable proportion of the likely award.`,
  ],
  [
    PHASE.experts,
    (r) => {
      const discipline = r.pick(EXPERTS.filter((e) => e.side === 'claimant')).discipline;
      return `We have now received the claimant's ${discipline} report. We recommend Part 35 questions, and that our own expert in ${discipline} is asked to comment on it.`;
    },
  ],
  [PHASE.experts, () => "We suggest that the question of surveillance is revisited once the claimant's employment evidence has been served."],
  [
    PHASE.schedule,
    (r) =>
      `The claimant's schedule is overstated in several respects, particularly future care (claimed at ${money(r.pounds(350_000, 650_000, 1_000))}) and accommodation.`,
  ],
  [PHASE.schedule, () => 'We recommend a counter-schedule prepared with counsel, which we estimate will take about four weeks.'],
  [
    PHASE.proceedings,
    (r, date) =>
      `The defence was filed on time. The claim has been allocated to the multi-track and a case management conference is listed for ${longDate(addDays(date, r.int(21, 70)))}.`,
    '2025-12-01',
  ],
  [PHASE.proceedings, (r) => `Our costs budget to trial is ${money(r.pounds(150_000, 210_000, 100))}. We will send the detailed breakdown separately.`],
  [
    PHASE.jointStatements,
    () => 'The joint statements narrow the issues considerably. The principal remaining disputes are future care, residual earning capacity and accommodation.',
  ],
  [PHASE.jointStatements, () => 'We recommend that you consider a further Part 36 offer before the pre-trial review.'],
];

function letter(r: Rng, date: string, from: string, n: number): string[] {
  const fromClaimant = from === 'sol-severn';
  const pool = openOptions(date, fromClaimant ? CLAIMANT_LETTER_BODY : DEFENCE_LETTER_BODY);
  const body = sample(r, pool, Math.min(n, pool.length)).map((para) => para(r, date));
  return [
    fromClaimant
      ? `Severn & Cotswold Law LLP, Shire Hall Chambers, Westgate Street, Gloucester GL1 2TG\nOur ref: ${CLAIMANT_REF}\n${longDate(date)}`
      : `Brabazon Hart LLP, 1 Colmore Square, Birmingham B4 6AA\nOur ref: ${DEFENCE_REF}\n${longDate(date)}`,
    fromClaimant ? 'Dear Sirs\n\nOwen Pritchard v Graham Ellery' : 'Dear Priya\n\nPritchard v Ellery',
    fromClaimant
      ? `We write further to the collision on ${longDate(LOSS_DATE)} in which our client was seriously injured. ${r.pick(['We enclose the documents referred to in our previous letter.', 'We refer to recent telephone conversations.', 'We note that we have not yet received a response to our last letter.'])}`
      : r.pick(['Thank you for your instructions.', 'We write to update you.', 'Further to our recent call, we set out our advice below.']),
    ...body,
    fromClaimant ? 'Yours faithfully\n\nSevern & Cotswold Law LLP' : 'Please let us have your instructions.\n\nKind regards\n\nMatthew Kerr\nBrabazon Hart LLP',
  ];
}

function invoice(r: Rng, date: string, from: string, n: number): string[] {
  const end = dayNumber(date);
  const items =
    from === 'oth-amberley'
      ? ['Case management (hours)', 'Travel and mileage', 'Support worker (10 h)', 'Multidisciplinary team meeting', 'Report preparation']
      : from === 'sol-brabazon'
        ? ['Attendance on client', 'Perusal of documents', 'Attendance at hearing', "Counsel's fee", 'Court fee']
        : ['Examination and report', 'Review of records', 'Answers to Part 35 questions', "Experts' meeting and joint statement"];
  let total = 0;
  const lines = Array.from({ length: Math.max(3, n) }, () => r.int(end - 90, end - 1))
    .sort((a, b) => a - b)
    .map((d) => {
      const amount = r.pounds(40, 1_800, 5);
      total += amount;
      return `${ukDate(dateOf(d))}  ${r.pick(items)}  ${money(amount)}`;
    });
  return [
    `INVOICE ${r.int(1000, 9999)}-${r.int(10, 99)}\nDate: ${ukDate(date)}\nRe: Owen Pritchard`,
    lines.join('\n'),
    `Total due: ${money(total)}. Payment terms 30 days.`,
  ];
}

function otherDocument(r: Rng, kind: DocKind, date: string, n: number): string[] {
  switch (kind) {
    case 'court_order':
      return [
        'IN THE COUNTY COURT AT GLOUCESTER AND CHELTENHAM\nClaim no. K23GL041\nBETWEEN OWEN PRITCHARD (Claimant) and GRAHAM ELLERY (Defendant)\nORDER',
        ...sample(
          r,
          [
            'The parties shall give standard disclosure',
            'Witness statements of fact shall be exchanged',
            'Expert reports in orthopaedics, neurology, neuropsychology, psychiatry, care, employment and accommodation shall be served',
            'Experts in like disciplines shall meet and prepare a joint statement',
            'The claimant shall serve an updated schedule of loss',
            'The defendant shall serve a counter-schedule',
            'The parties shall file a trial timetable and an agreed reading list',
          ],
          n,
        )
          .map((text) => ({ text, due: addDays(date, r.int(28, 180)) }))
          .sort((a, b) => a.due.localeCompare(b.due))
          .map(({ text, due }, i) => `${i + 1}. ${text} by 4pm on ${longDate(due)}.`),
        'Costs in the case.',
      ];
    case 'witness_statement':
      return [
        `WITNESS STATEMENT of ${r.pick(['Hayley Pritchard', 'Janet Morley', 'Graham Ellery', 'Owen Pritchard'])}`,
        ...sample(
          r,
          [
            `On ${longDate(LOSS_DATE)} at about quarter to six in the evening I was on the A40 near Andoversford. The weather was dry and it was still light.`,
            'The car came out of the junction slowly. I saw the motorcycle approaching from the right and I thought it was travelling quickly, but I could not say how fast.',
            'Since the accident Owen has not been the same man. He forgets things and gets frustrated with the children.',
            'I have had to do everything in the house and the business paperwork, and I gave up my job at the surgery to look after him.',
            'I looked right and left twice and did not see the motorcycle until it was almost on me. I will never forget the noise.',
            'Before the accident Owen worked six days a week and did all the jobs around the house. Now he needs help to get his socks on when his knee is bad.',
            'He used to coach the under-9s football team on Saturday mornings. He has not been able to go back.',
          ],
          n,
        ),
        'I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.',
      ];
    case 'schedule_of_loss':
      return [
        `SCHEDULE OF LOSS (as at ${longDate(date)})`,
        ...sample(
          r,
          [
            'Past loss of earnings',
            'Past gratuitous care',
            'Travel expenses',
            'Medication and prescriptions',
            'Future loss of earnings',
            'Future care and case management',
            'Future therapies',
            'Aids and equipment',
            'Accommodation',
            'Future knee replacement',
            'Loss of pension',
            'DIY, gardening and decorating',
          ],
          n,
        ).map((head) => `${head}: ${money(r.pounds(1_000, 600_000, 50))}`),
        'Interest on past losses at half the special account rate. Figures are gross of interim payments.',
      ];
    case 'counsel_advice':
      return [
        'ADVICE ON QUANTUM AND PART 36 — Mr James Crane, counsel for the defendant',
        ...sample(
          r,
          [
            "The principal battleground is future care. I prefer the defendant's care expert on the level of night-time support, but a court is likely to land somewhere between the two.",
            "On contributory negligence, the reconstruction evidence puts the claimant's speed at 44–52 mph in a 50 limit. A finding of contributory negligence is possible but by no means certain; I would not put it above 10%.",
            "A well-judged defendant's Part 36 offer now would put real pressure on the claimant, given the costs consequences of failing to beat it.",
            'I would value general damages at the upper end of the relevant brackets for the knee and the brain injury, with a modest reduction for overlap.',
            "Periodical payments for future care should be considered; the claimant's solicitors have not indicated a preference.",
            "The employment evidence is the weakest part of the claimant's case: a residual earning capacity in supervisory or workshop-based joinery is realistic.",
          ],
          n,
        ),
      ];
    case 'physiotherapy_report':
      return [
        `PHYSIOTHERAPY PROGRESS REPORT — ${longDate(date)}`,
        ...sample(
          r,
          ['Knee flexion', 'Quadriceps strength', 'Walking tolerance', 'Balance (single-leg stance)', 'Stairs', 'Hip abductor strength', 'Pain on activity'],
          n,
        ).map(
          (item) =>
            `${item}: ${r.pick(['improved', 'static', 'slightly worse after a flare', 'improving steadily'])}. ${r.pick(['Home exercise programme updated.', 'Hydrotherapy recommended.', 'Continue weekly sessions for 8 weeks.', 'Discharge planned next month.'])}`,
        ),
      ];
    case 'records_bundle':
      return [
        `PAGINATED MEDICAL RECORDS BUNDLE — Owen Pritchard — index and summary prepared by Severn & Cotswold Law LLP, ${longDate(date)}`,
        'Sources: GP records; Southmead Hospital; Gloucestershire Royal Hospital; community physiotherapy; community mental health team; pain clinic. Entries summarised in date order.',
        recordsReview(r, date, r.int(120, 300)),
      ];
    default:
      return [];
  }
}

const DOC_SOURCES: Record<DocKind, string[]> = {
  medical_report: ['sol-severn', 'sol-brabazon'],
  letter: ['sol-severn', 'sol-brabazon'],
  email: ['sol-severn', 'sol-brabazon'],
  invoice: ['oth-amberley', 'sol-brabazon', ...EXPERTS.map((e) => e.id)],
  case_manager_report: ['oth-amberley'],
  witness_statement: ['sol-severn', 'sol-brabazon'],
  schedule_of_loss: ['sol-severn'],
  court_order: ['sol-brabazon'],
  counsel_advice: ['sol-brabazon'],
  physiotherapy_report: ['oth-amberley'],
  records_bundle: ['sol-severn'],
};

const DOC_TITLES: Record<DocKind, string> = {
  medical_report: 'Medico-legal report',
  letter: 'Letter',
  email: 'Email',
  invoice: 'Invoice',
  case_manager_report: 'Case management report',
  witness_statement: 'Witness statement',
  schedule_of_loss: 'Schedule of loss',
  court_order: 'Court order',
  counsel_advice: "Counsel's advice",
  physiotherapy_report: 'Physiotherapy progress report',
  records_bundle: 'Medical records bundle (index and summary)',
};

function fixedDocuments(): ClaimDoc[] {
  return [
    {
      id: 'doc-0001',
      title: 'Private car policy schedule 2022/23',
      kind: 'policy_schedule',
      receivedDate: '2022-11-02',
      pages: 2,
      text: 'WYVERN INSURANCE — PRIVATE CAR POLICY SCHEDULE\n\nPolicy WYV-PC-1098834. Policyholder Mr Graham Ellery, 8 Lansdown Crescent, Cheltenham GL50 2JY. Period 03/11/2022 to 02/11/2023. Vehicle: Skoda Octavia 1.5 TSI SE, CX19 ELY. Cover: comprehensive. Drivers: policyholder only. Use: social, domestic and pleasure.\n\nExcesses: compulsory £250, voluntary £100. Third party liability: death and bodily injury unlimited; property damage £20,000,000.',
    },
    {
      id: 'doc-0002',
      title: 'Motor accident report form',
      kind: 'claim_form',
      receivedDate: '2023-03-24',
      fromPartyId: 'ph-ellery',
      pages: 3,
      text: `MOTOR ACCIDENT REPORT FORM\n\nDriver: Graham Ellery. Date of accident: ${ukDate(LOSS_DATE)}, about 5.45pm.\n\nI was waiting to turn right out of Gloucester Road onto the A40. I looked right and left twice. The road looked clear so I pulled out slowly. The motorcycle hit the front offside of my car. The rider went over the bonnet. I called 999. I am so sorry for him and his family.`,
    },
    {
      id: 'doc-0003',
      title: 'Police collision report (disclosure copy)',
      kind: 'police_report',
      receivedDate: '2023-06-20',
      fromPartyId: 'oth-police',
      pages: 6,
      text: `GLOUCESTERSHIRE CONSTABULARY — ROAD TRAFFIC COLLISION REPORT\n\nDate and time: ${ukDate(LOSS_DATE)} 17:45. Location: A40 at the junction with Gloucester Road, Andoversford.\n\nVehicle 1: Skoda Octavia CX19 ELY, driver Graham Ellery, emerging from the minor road to turn right. Vehicle 2: Yamaha MT-07 motorcycle, rider Owen Pritchard, travelling west on the A40.\n\nThe driver of vehicle 1 states he looked both ways and did not see the motorcycle. Witness Mrs J Morley (following vehicle 1) states the motorcycle "came out of nowhere, quite fast". Collision investigation estimates the motorcycle's speed at 44–52 mph (limit 50 mph). No offences by the rider identified. The driver of vehicle 1 was offered a driver awareness course.`,
    },
    {
      id: 'doc-0004',
      title: "Engineer's report — CX19 ELY",
      kind: 'engineer_report',
      receivedDate: '2023-04-12',
      fromPartyId: 'oth-assessors',
      pages: 3,
      text: "COTSWOLD VEHICLE ASSESSORS — ENGINEER'S REPORT\n\nVehicle: Skoda Octavia 1.5 TSI SE, CX19 ELY, 31,204 miles. Inspected at the police contractor's yard.\n\nDamage: offside front wing, bonnet, windscreen (impact from rider), A-pillar and headlamp. Airbags not deployed. Repair estimate £9,860. Pre-accident value £14,175. Category S total loss on repair cost and structural damage to the A-pillar. Salvage £950.\n\nNo pre-existing defects found in brakes, tyres or lights.",
    },
  ];
}

function generateDocuments(r: Rng, count: number): ClaimDoc[] {
  const fixed = fixedDocuments().slice(0, count);
  const docs: ClaimDoc[] = [...fixed];
  for (let i = fixed.length; i < count; i++) {
    const kind = r.weighted(DOC_KINDS);
    const date = dateOf(r.int(dayNumber(DOC_FROM[kind]), LAST_DAY));
    const long = r.chance(0.1);
    const n = long ? r.int(25, 45) : r.int(5, 12);
    const fromPartyId = r.pick(DOC_SOURCES[kind]);
    let body: string[];
    if (kind === 'medical_report') body = medicalReport(r, date, long);
    else if (kind === 'case_manager_report') body = caseManagerReport(r, date, long);
    else if (kind === 'invoice') body = invoice(r, date, fromPartyId, n);
    else if (kind === 'letter') body = letter(r, date, fromPartyId, n);
    else if (kind === 'email')
      body = [
        `From: ${fromPartyId === 'sol-severn' ? 'Rebecca Hanley' : 'Matthew Kerr'}\nTo: Priya Chaudhary\nSent: ${longDate(date)}\nSubject: Pritchard v Ellery`,
        ...letter(r, date, fromPartyId, Math.ceil(n / 2)).slice(1),
      ];
    else body = otherDocument(r, kind, date, n);
    const text = body.join('\n\n');
    docs.push({
      id: `doc-${String(i + 1).padStart(4, '0')}`,
      title: `${DOC_TITLES[kind]} ${ukDate(date)}`,
      kind,
      receivedDate: date,
      fromPartyId,
      pages: Math.max(1, Math.round(text.length / 2_800)),
      text,
    });
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------
// Money, offers, events and tasks

function generatePayments(r: Rng): Payment[] {
  const payments: Payment[] = [];
  let n = 0;
  const add = (date: string, headOfDamage: string, amount: number, kind: Payment['kind'], payeePartyId?: string): void => {
    n += 1;
    const payment: Payment = { id: `pay-${String(n).padStart(4, '0')}`, date, headOfDamage, amount, kind };
    if (payeePartyId) payment.payeePartyId = payeePartyId;
    payments.push(payment);
  };
  for (let day = FIRST_DAY + 150; day < LAST_DAY; day += r.int(100, 140)) {
    add(dateOf(day), 'Interim on account of damages', r.pounds(25_000, 75_000, 5_000), 'interim', 'sol-severn');
  }
  for (let day = FIRST_DAY + 40; day < LAST_DAY; day += r.int(28, 35)) {
    add(dateOf(day), 'Case management and rehabilitation', r.pounds(900, 3_600, 10), 'fee', 'oth-amberley');
  }
  for (const expert of EXPERTS.filter((e) => e.side === 'defendant')) {
    add(dateOf(r.int(FIRST_DAY + 300, LAST_DAY)), 'Expert fees', r.pounds(1_800, 6_500, 10), 'fee', expert.id);
  }
  for (let day = FIRST_DAY + 120; day < LAST_DAY; day += r.int(80, 120)) {
    add(dateOf(day), 'Defence costs', r.pounds(3_500, 18_000, 10), 'fee', 'sol-brabazon');
  }
  add('2023-04-12', 'Engineer fees', 14_400, 'fee', 'oth-assessors');
  add('2023-05-03', 'Own damage (total loss)', 1_342_500, 'indemnity', 'ph-ellery');
  return payments.sort((a, b) => a.date.localeCompare(b.date));
}

function tasks(): ClaimRecord['tasks'] {
  return [
    { id: 'task-01', due: '2023-04-06', description: 'Send Rehabilitation Code letter offering an immediate needs assessment.', status: 'done' },
    { id: 'task-02', due: '2023-05-30', description: 'Acknowledge the letter of claim and identify the insurer.', status: 'done' },
    { id: 'task-03', due: '2023-08-14', description: 'Liability decision (admit, contributory negligence reserved).', status: 'done' },
    { id: 'task-04', due: '2025-10-10', description: 'File acknowledgement of service and defence via Brabazon Hart.', status: 'done' },
    { id: 'task-05', due: '2026-11-13', description: "Agree the care experts' joint statement agenda with Brabazon Hart.", status: 'open' },
    { id: 'task-06', due: '2026-11-20', description: "Reply to the claimant's interim payment request of 6 November.", status: 'open' },
    {
      id: 'task-07',
      due: '2026-11-26',
      description: 'Complaint from Mr Ellery (23/11): acknowledge in writing and pass to Customer Relations.',
      status: 'open',
    },
    {
      id: 'task-08',
      due: '2026-12-02',
      description: "Claimant's Part 36 offer of 12/11/2026: take counsel's view and report to the claims committee.",
      status: 'open',
    },
    { id: 'task-09', due: '2026-12-03', description: 'Serve the counter-schedule of loss.', status: 'open' },
    { id: 'task-10', due: '2026-12-04', description: 'Quarterly reserve review and reinsurance report.', status: 'open' },
    { id: 'task-11', due: '2027-01-15', description: 'Exchange supplementary expert reports.', status: 'open' },
    { id: 'task-12', due: '2027-03-01', description: "Pre-trial review: counsel's brief and trial budget.", status: 'open' },
  ];
}

// ---------------------------------------------------------------------------------------------

export function generateLargeClaim(options: LargeClaimOptions = {}): ClaimRecord {
  const messageCount = options.messages ?? 3000;
  const documentCount = options.documents ?? 300;
  const seed = options.seed ?? 1;
  const r = new Rng(seed);

  const correspondence = generateMessages(r, messageCount);
  const documents = generateDocuments(r, documentCount);
  const payments = generatePayments(r);

  return {
    schemaVersion: 1,
    id: `CLM-23-${900000 + (Math.abs(Math.trunc(seed)) % 100000)}`,
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: { id: 'handler-motor', name: HANDLER, team: 'Motor' },
    notifiedDate: '2023-03-17',
    loss: {
      date: LOSS_DATE,
      time: '17:45',
      description:
        'Insured (Mr Graham Ellery, 70) pulled out of Gloucester Road onto the A40 at Andoversford to turn right and collided with a westbound motorcycle ridden by Owen Pritchard. Rider thrown over the bonnet: open left femoral fracture, tibial plateau fracture, right wrist fracture, mild to moderate traumatic brain injury. Liability admitted subject to contributory negligence (speed).',
      location: 'A40 at the junction with Gloucester Road, Andoversford, Gloucestershire GL54',
      cause: 'collision',
    },
    policy: {
      number: 'WYV-PC-1098834',
      product: 'Private Car Comprehensive',
      holderPartyId: 'ph-ellery',
      inceptionDate: '2022-11-03',
      expiryDate: '2023-11-02',
      status: 'active',
      premium: { status: 'paid' },
      sections: [
        { code: 'OD', name: 'Own damage', covered: true, excess: 35_000 },
        { code: 'TPL-BI', name: 'Third party liability — death and bodily injury', covered: true },
        { code: 'TPL-PD', name: 'Third party liability — property damage', covered: true, limit: 2_000_000_000 },
      ],
      exclusions: [
        { code: 'GX-07', text: 'We will not pay for loss or damage while the vehicle is driven by anyone under the influence of alcohol or drugs.' },
      ],
      endorsements: [{ code: 'E001', text: 'Policyholder only to drive.' }],
      changes: [],
    },
    parties: parties(),
    injuries: [
      {
        partyId: 'clmt-pritchard',
        description: 'Motorcyclist thrown over the bonnet of the insured car at about 45–50 mph.',
        diagnosis:
          'Open fracture of the left femoral shaft; Schatzker V left tibial plateau fracture; undisplaced right distal radius fracture; mild to moderate traumatic brain injury (right frontal contusion); post-traumatic stress disorder.',
        prognosis:
          'Permanent knee symptoms with a 25–60% risk of total knee replacement within 15 years; mild persisting cognitive impairment; PTSD expected to improve with treatment. Unable to return to site carpentry.',
        treatment:
          'Intramedullary nail and tibial plateau ORIF at Southmead major trauma centre; inpatient rehabilitation for 5 weeks; community neurorehabilitation; physiotherapy, psychology and case management under the Rehabilitation Code.',
      },
    ],
    documents,
    correspondence,
    financials: {
      reserves: [
        { headOfDamage: 'General damages', amount: 16_500_000, setDate: '2026-09-30' },
        { headOfDamage: 'Past loss of earnings', amount: 6_800_000, setDate: '2026-09-30' },
        { headOfDamage: 'Future loss of earnings', amount: 38_000_000, setDate: '2026-09-30' },
        { headOfDamage: 'Past care and case management', amount: 9_500_000, setDate: '2026-09-30' },
        { headOfDamage: 'Future care and case management', amount: 42_000_000, setDate: '2026-09-30' },
        { headOfDamage: 'Aids, equipment and transport', amount: 8_500_000, setDate: '2026-09-30' },
        { headOfDamage: 'Accommodation', amount: 12_000_000, setDate: '2026-09-30' },
        { headOfDamage: 'Therapies and treatment', amount: 6_000_000, setDate: '2026-09-30' },
        { headOfDamage: 'CRU', amount: 1_850_000, setDate: '2026-09-30' },
        { headOfDamage: 'Claimant costs', amount: 28_000_000, setDate: '2026-09-30' },
        { headOfDamage: 'Defence costs', amount: 9_500_000, setDate: '2026-09-30' },
        { headOfDamage: 'Own damage (total loss)', amount: 0, setDate: '2023-05-03' },
      ],
      payments,
      recoveries: [{ id: 'rec-0001', date: '2023-05-19', amount: 95_000, kind: 'salvage' }],
    },
    offers: [
      { id: 'off-01', date: '2024-10-07', by: 'claimant', amount: 180_000_000, kind: 'part36', status: 'rejected', headOfDamage: 'Whole claim' },
      { id: 'off-02', date: '2025-03-14', by: 'insurer', amount: 65_000_000, kind: 'part36', status: 'withdrawn', headOfDamage: 'Whole claim' },
      { id: 'off-03', date: '2026-06-15', by: 'insurer', amount: 72_500_000, kind: 'part36', status: 'open', headOfDamage: 'Whole claim' },
      { id: 'off-04', date: '2026-11-12', by: 'claimant', amount: 125_000_000, kind: 'part36', status: 'open', headOfDamage: 'Whole claim' },
    ],
    events: [
      { id: 'ev-01', date: '2023-05-09', kind: 'letter_of_claim_received', note: 'Letter of claim from Severn & Cotswold Law.' },
      { id: 'ev-02', date: '2023-05-22', kind: 'letter_of_claim_acknowledged' },
      { id: 'ev-03', date: '2023-08-04', kind: 'liability_admitted', note: 'Primary liability admitted; contributory negligence (speed) reserved.' },
      {
        id: 'ev-04',
        date: '2025-09-12',
        kind: 'proceedings_issued',
        note: 'Claim form issued in the County Court; quantum only, contributory negligence in issue.',
      },
      { id: 'ev-05', date: '2026-02-06', kind: 'complaint_received', note: 'Policyholder complaint about communication and the renewal premium.' },
      { id: 'ev-06', date: '2026-03-25', kind: 'final_response_sent', note: 'Partly upheld: £150 for poor communication.' },
      { id: 'ev-07', date: '2026-11-23', kind: 'complaint_received', note: 'Policyholder complaint: no call back for three weeks.' },
    ],
    priorClaims: [{ reference: 'WYV-MC-20-004512', date: '2020-01-22', cause: 'Windscreen', amount: 9_500 }],
    tasks: tasks(),
  };
}
