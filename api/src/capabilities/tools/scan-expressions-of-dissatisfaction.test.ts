import { describe, expect, it } from 'vitest';
import { HOLDER, call, callJson, event, makeClaim, message } from '../../../test/support/test-fixtures';
import { scanExpressionsOfDissatisfactionTool } from './scan-expressions-of-dissatisfaction';

type Match = {
  correspondenceId: string;
  from?: string;
  senderSide?: string;
  onBehalfOf?: string;
  cues: string[];
  cue: string;
  category: string;
  loggedAsComplaint: boolean;
  complaintEventId?: string;
  receivedBeforeLogged?: string;
  openComplaintEventId?: string;
  excerpt: string;
};
const scan = (claim: ReturnType<typeof makeClaim>) =>
  callJson<{ matches: Match[]; matchCount: number; notLoggedAndNoOpenComplaint: number; note?: string }>(scanExpressionsOfDissatisfactionTool, {}, claim);

describe('scan_expressions_of_dissatisfaction', () => {
  it('finds dissatisfaction in inbound messages, clearest cue first, newest first', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'Still waiting for the engineer. I am fed up and will go to the Financial Ombudsman.', { partyId: 'p1' }),
        message('c2', '2026-10-20', 'inbound', 'This is the third time I have chased. I want to make a formal complaint.', { partyId: 'p1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches.map((m) => [m.correspondenceId, m.cue, m.category])).toEqual([
      ['c2', 'formal complaint', 'explicit'],
      ['c1', 'financial ombudsman', 'escalation'],
    ]);
    expect(out.matches[0]!.excerpt).toContain('formal complaint');
    expect(out.notLoggedAndNoOpenComplaint).toBe(2);
  });

  it('logs a match when a complaint_received event is on the day or up to 5 days after', async () => {
    const msgs = [message('c1', '2026-10-10', 'inbound', 'This is unacceptable.')];
    const logged = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-10-15', 'complaint_received')] }));
    expect(logged.matches[0]).toMatchObject({ loggedAsComplaint: true, complaintEventId: 'e1' });
    const tooLate = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-10-16', 'complaint_received')] }));
    expect(tooLate.matches[0]).toMatchObject({ loggedAsComplaint: false });
  });

  it('gives the DISP dates from the message when the complaint was logged on a later day', async () => {
    const msgs = [message('c1', '2026-11-02', 'inbound', 'This is unacceptable and I want to complain.')];
    const late = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-11-06', 'complaint_received')] }));
    // From Monday 2 November: the 3rd business day is Thursday 5 November; 8 weeks is 28 December.
    expect(late.matches[0]!.receivedBeforeLogged).toMatch(
      /summary resolution closes Thursday 5 November 2026 and the final response is due Monday 28 December 2026/,
    );
    const sameDay = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-11-02', 'complaint_received')] }));
    expect(sameDay.matches[0]!.receivedBeforeLogged).toBeUndefined();
  });

  it('names an earlier complaint still open that day', async () => {
    const claim = makeClaim({
      correspondence: [message('c1', '2026-10-20', 'inbound', 'Still no reply from you. Ridiculous.')],
      events: [event('e1', '2026-10-10', 'complaint_received')],
    });
    expect((await scan(claim)).matches[0]).toMatchObject({ loggedAsComplaint: false, openComplaintEventId: 'e1' });
    const answered = makeClaim({
      correspondence: [message('c1', '2026-10-20', 'inbound', 'Still no reply from you. Ridiculous.')],
      events: [event('e1', '2026-10-10', 'complaint_received'), event('e2', '2026-10-15', 'final_response_sent')],
    });
    expect((await scan(answered)).matches[0]!.openComplaintEventId).toBeUndefined();
  });

  it('ignores outbound messages, negations, quoted text and a solicitor naming itself', async () => {
    const claim = makeClaim({
      parties: [
        { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
        { id: 's1', role: 'solicitor', name: 'Fair Law LLP' },
      ],
      correspondence: [
        message('c1', '2026-10-10', 'outbound', 'We are sorry you are unhappy and will log a complaint.'),
        message('c2', '2026-10-11', 'inbound', 'No complaints from me, and I am not unhappy. Nothing to complain about!'),
        message('c3', '2026-10-12', 'inbound', 'Thank you.\n\nOn 10 Oct 2026, Claims wrote:\n> We are sorry you are unhappy.'),
        message('c4', '2026-10-13', 'inbound', 'We are the solicitors instructed by the claimant; our client seeks legal action costs.', { partyId: 's1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches).toEqual([]);
    expect(out.note).toMatch(/No expressions of dissatisfaction found in 3 inbound messages/);
  });

  it('counts a threat to instruct solicitors, but not a mention of them or routine words from professionals', async () => {
    const claim = makeClaim({
      parties: [
        { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
        { id: 's1', role: 'solicitor', name: 'Fair Law LLP' },
      ],
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'I have had a copy of the solicitors letter and I am worried.', { partyId: 'p1' }),
        message('c2', '2026-10-11', 'inbound', 'Our client has post-traumatic stress and real distress; we will issue legal proceedings.', { partyId: 's1' }),
        message('c3', '2026-10-12', 'inbound', 'If this is not paid by Friday I will instruct my solicitor.', { partyId: 'p1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches.map((m) => [m.correspondenceId, m.cue])).toEqual([['c3', 'instruct my solicitor']]);
  });

  describe('representatives: a complaint may be made "from, or on behalf of" the complainant', () => {
    const FOS_LETTER = 'We act for your policyholder. Your decline of her claim is wrong and she will refer it to the Financial Ombudsman Service.';
    const LETTER_OF_CLAIM =
      'Dear Sirs\n\nLetter of claim: Sam Patel v Alex Morgan. We are instructed by Mr Patel in connection with the collision on 2 October 2026 on Kirkstall Road. ' +
      'Our client suffered a fracture of his left wrist and continues to complain of neck pain. He has suffered considerable stress and anxiety, and he is out of pocket for travel and prescriptions. ' +
      'Please provide a full response within three months of your acknowledgement, stating whether liability is admitted and, if liability is disputed, your reasons. ' +
      'If we do not hear from you within 21 days we are instructed to issue legal proceedings against your insured without further notice.\n\nYours faithfully\nFair Law LLP';
    const PART_36 =
      "Dear Ms Reed\n\nWe enclose our client's offer to settle the whole of his claim for £18,500. This offer is made pursuant to Part 36 of the Civil Procedure Rules and is intended to have the consequences of Part 36. " +
      "If the offer is accepted within the relevant period of 21 days, the defendant will be liable for the claimant's costs in accordance with rule 36.13.\n\nKind regards\nFair Law LLP";
    const parties = (holderRep?: string, claimantRep?: string) => [
      { id: 'p1', role: 'policyholder' as const, name: 'Alex Morgan', ...(holderRep ? { representedByPartyId: holderRep } : {}) },
      { id: 'p2', role: 'claimant' as const, name: 'Sam Patel', ...(claimantRep ? { representedByPartyId: claimantRep } : {}) },
      { id: 's1', role: 'solicitor' as const, name: 'Fair Law LLP' },
    ];

    it("reads the policyholder's solicitor as the policyholder: the ombudsman and a wrongful decline fire", async () => {
      const claim = makeClaim({ parties: parties('s1'), correspondence: [message('c1', '2026-11-02', 'inbound', FOS_LETTER, { partyId: 's1' })] });
      const out = await scan(claim);
      expect(out.matches).toHaveLength(1);
      expect(out.matches[0]).toMatchObject({
        correspondenceId: 'c1',
        from: 'Fair Law LLP (solicitor)',
        onBehalfOf: 'Alex Morgan (policyholder)',
        cue: 'financial ombudsman',
        category: 'escalation',
        loggedAsComplaint: false,
      });
      expect(out.matches[0]!.cues).toContain('decline of her claim is wrong');
    });

    it('still fires when the solicitor is not linked to any party on the record', async () => {
      const claim = makeClaim({ parties: parties(), correspondence: [message('c1', '2026-11-02', 'inbound', FOS_LETTER, { partyId: 's1' })] });
      const [match] = (await scan(claim)).matches;
      expect(match).toMatchObject({ cue: 'financial ombudsman' });
      expect(match!.onBehalfOf).toBeUndefined();
    });

    it("counts a threat to sue the insurer from the policyholder's solicitor, not from the claimant's", async () => {
      const text = 'Unless you confirm indemnity by Friday we will issue proceedings against you for breach of contract.';
      const msgs = [message('c1', '2026-11-02', 'inbound', text, { partyId: 's1' })];
      const forHolder = await scan(makeClaim({ parties: parties('s1'), correspondence: msgs }));
      expect(forHolder.matches.map((m) => [m.cue, m.category])).toEqual([['proceedings against you', 'escalation']]);
      const forClaimant = await scan(makeClaim({ parties: parties(undefined, 's1'), correspondence: msgs }));
      expect(forClaimant.matches).toEqual([]);
    });

    it("counts the claimant's solicitor's own dissatisfaction with the handling", async () => {
      const text = 'This is the third time we have chased for your liability decision. Your handling of this claim is unacceptable.';
      const claim = makeClaim({ parties: parties(undefined, 's1'), correspondence: [message('c1', '2026-11-02', 'inbound', text, { partyId: 's1' })] });
      expect((await scan(claim)).matches[0]).toMatchObject({ cue: 'unacceptable', onBehalfOf: 'Sam Patel (claimant)' });
    });

    it('does not flag a plain letter of claim or a Part 36 offer in standard wording', async () => {
      for (const [holderRep, claimantRep] of [
        [undefined, 's1'],
        [undefined, undefined],
        ['s1', undefined],
      ] as const) {
        const claim = makeClaim({
          parties: parties(holderRep, claimantRep),
          correspondence: [
            message('c1', '2026-10-12', 'inbound', LETTER_OF_CLAIM, { partyId: 's1', channel: 'letter' }),
            message('c2', '2026-11-02', 'inbound', PART_36, { partyId: 's1' }),
          ],
        });
        expect((await scan(claim)).matches, `holder rep ${holderRep}, claimant rep ${claimantRep}`).toEqual([]);
      }
    });
  });

  describe('who is writing: a third party pursuing its claim is usually not a complainant', () => {
    const parties = [
      { id: 'p1', role: 'policyholder' as const, name: 'Alex Morgan' },
      { id: 'p2', role: 'claimant' as const, name: 'Sam Patel', representedByPartyId: 's1' },
      { id: 's1', role: 'solicitor' as const, name: 'Fair Law LLP' },
      {
        id: 'ch',
        role: 'other' as const,
        name: 'Apex Replacement Vehicles Ltd',
        notes: 'Credit hire and accident management company acting for the claimant on vehicle-related losses.',
      },
      { id: 'son', role: 'other' as const, name: 'Mr Daniel Morgan', notes: 'Son; authority to deal with the claim for his mother.' },
    ];

    it("sets aside a credit hire company's threat of solicitors: the demand is the claim itself", async () => {
      const demand =
        'Our invoice remains unpaid 28 days after submission. Please confirm payment within 14 days, failing which we will instruct solicitors to issue proceedings without further notice.';
      const claim = makeClaim({ parties, correspondence: [message('c1', '2026-11-02', 'inbound', demand, { partyId: 'ch' })] });
      expect((await scan(claim)).matches).toEqual([]);
    });

    it('says which side each sender is on', async () => {
      const claim = makeClaim({
        parties,
        correspondence: [
          message('c1', '2026-11-02', 'inbound', 'Your handling of the hire claim is unacceptable.', { partyId: 'ch' }),
          message('c2', '2026-11-03', 'inbound', 'This is unacceptable.', { partyId: 'p1' }),
          message('c3', '2026-11-04', 'inbound', 'This is unacceptable.', { partyId: 'son' }),
          message('c4', '2026-11-05', 'inbound', 'Your delay is unacceptable.', { partyId: 's1' }),
        ],
      });
      const sides = Object.fromEntries((await scan(claim)).matches.map((m) => [m.correspondenceId, m.senderSide]));
      expect(sides).toEqual({ c1: 'third_party_side', c2: 'policyholder_side', c3: 'not_known', c4: 'third_party_side' });
    });
  });

  it("finds DISP's own word and its plain forms: dissatisfied, not satisfied, not fair, not good enough", async () => {
    const texts = [
      'I am dissatisfied with your decision on my claim.',
      "I'm not satisfied with the offer.",
      'This isn’t fair.',
      "It's not fair on us after thirty years with you.",
      'Frankly this is not good enough.',
    ];
    const claim = makeClaim({
      correspondence: texts.map((t, i) => message(`c${i + 1}`, `2026-10-1${i}`, 'inbound', t, { partyId: 'p1' })),
    });
    const out = await scan(claim);
    expect(out.matches.map((m) => [m.correspondenceId, m.cue]).reverse()).toEqual([
      ['c1', 'dissatisfied'],
      ['c2', 'not satisfied'],
      ['c3', 'isn’t fair'],
      ['c4', 'not fair'],
      ['c5', 'not good enough'],
    ]);
  });

  it('finds anger, a service called the worst, calls never returned, weeks of waiting and mis-selling', async () => {
    const texts = [
      "I'm furious about how this has been handled.",
      'This is the worst service I have ever had.',
      'Absolutely no help at all from your team.',
      'Nobody has got back to me since the inspection.',
      'Your handler never called me back as promised.',
      "I've been waiting for weeks for the engineer's report.",
      'You have not been fair with me.',
      'I was mis-sold this policy.',
      'It is taking far too long to sort out the repairs.',
    ];
    const claim = makeClaim({
      correspondence: texts.map((t, i) => message(`c${i + 1}`, `2026-10-1${i}`, 'inbound', t, { partyId: 'p1' })),
    });
    const found = (await scan(claim)).matches.map((m) => m.correspondenceId).sort();
    expect(found).toEqual(texts.map((_, i) => `c${i + 1}`).sort());
  });

  it('does not read ordinary words near those cues as dissatisfaction', async () => {
    const texts = [
      'Thanks, the engineer was a great help.',
      'Sorry for the delay in sending the photos.',
      'I will not be waiting for weeks: the garage starts on Monday.',
    ];
    const claim = makeClaim({
      correspondence: texts.map((t, i) => message(`c${i + 1}`, `2026-10-1${i}`, 'inbound', t, { partyId: 'p1' })),
    });
    expect((await scan(claim)).matches).toEqual([]);
  });

  it("does not read an idiom, someone else's temper or the handler's own words in a call note as dissatisfaction", async () => {
    const texts: [string, Partial<Parameters<typeof message>[4]>][] = [
      ['There was no help for it, so I paid the garage and kept the receipt.', {}],
      ['The other driver was furious and started shouting at me.', {}],
      ['My neighbour was livid about the water coming through her ceiling.', {}],
      ['The roofer is fed up with the weather holding the job up.', {}],
      ['Mrs Doyle called. Sounded brighter. Told her the complaint letter will come from Amira before 23/10.', { channel: 'phone' }],
      ['Mr Cole called about the hire car. Explained the escalation process if he wants it. He thanked me.', { channel: 'phone' }],
    ];
    const claim = makeClaim({
      correspondence: texts.map(([t, extra], i) => message(`c${i + 1}`, `2026-10-1${i}`, 'inbound', t, { partyId: 'p1', ...extra })),
    });
    expect((await scan(claim)).matches).toEqual([]);
  });

  it("still finds the writer's own temper, a caller's words in a call note, and dissatisfaction voiced on a call we made", async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'I am furious that the other driver has not been chased.', { partyId: 'p1' }),
        message('c2', '2026-10-11', 'inbound', 'Mrs Doyle called in tears. Said she wants to complain. Apologised.', { partyId: 'p1', channel: 'phone' }),
        message('c3', '2026-10-12', 'outbound', 'Called Mr Cole. Explained the cancellation. He said this is a disgrace and he will go to the ombudsman.', {
          partyId: 'p1',
          channel: 'phone',
        }),
        message('c4', '2026-10-13', 'outbound', 'Dear Mr Cole, I am sorry you have been waiting for weeks and are unhappy with our service.', {
          partyId: 'p1',
          channel: 'letter',
        }),
        // Call notes often put the caller's words in the first person.
        message('c5', '2026-10-14', 'inbound', 'Mr Ellery called. I am still waiting for someone to ring me back. Reassured him.', {
          partyId: 'p1',
          channel: 'phone',
        }),
      ],
    });
    expect((await scan(claim)).matches.map((m) => [m.correspondenceId, m.cue])).toEqual([
      ['c5', 'still waiting'],
      ['c3', 'ombudsman'],
      ['c2', 'complain'],
      ['c1', 'furious'],
    ]);
  });

  it('still finds a verdict on one of our staff: only the temper of someone the writer describes is set aside', async () => {
    const texts = ['The man I spoke to on your helpline was useless.', 'The lady on the phone was so unhelpful.', 'The woman who answered was incompetent.'];
    const claim = makeClaim({
      correspondence: texts.map((t, i) => message(`c${i + 1}`, `2026-10-1${i}`, 'inbound', t, { partyId: 'p1' })),
    });
    expect((await scan(claim)).matches.map((m) => [m.correspondenceId, m.cue])).toEqual([
      ['c3', 'incompetent'],
      ['c2', 'unhelpful'],
      ['c1', 'useless'],
    ]);
  });

  it('does not read a purchase on Facebook Marketplace as a threat to go to social media', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'I bought the television on Facebook Marketplace last year, receipt attached.', { partyId: 'p1' }),
        message('c2', '2026-10-11', 'inbound', 'If this is not sorted I will put it all on Facebook.', { partyId: 'p1' }),
      ],
    });
    expect((await scan(claim)).matches.map((m) => [m.correspondenceId, m.cue])).toEqual([['c2', 'facebook']]);
  });

  it('says so when there is nothing to screen', async () => {
    expect((await scan(makeClaim())).note).toBe('No inbound messages on this claim to screen.');
  });

  it('refuses unknown input', async () => {
    expect((await call(scanExpressionsOfDissatisfactionTool, { since: '2026-01-01' }, makeClaim())).isError).toBe(true);
  });
});

describe('scan_expressions_of_dissatisfaction times', () => {
  it('gives when a message arrived in UK time, as every other tool and the page do', async () => {
    const claim = makeClaim({
      correspondence: [{ ...message('c1', '2026-10-10', 'inbound', 'I want to make a formal complaint.', { partyId: 'p1' }), at: '2026-10-10T23:30:00Z' }],
    });
    const out = await callJson<{ matches: { at: string }[] }>(scanExpressionsOfDissatisfactionTool, {}, claim);
    expect(out.matches[0]!.at).toBe('2026-10-11T00:30+01:00');
  });

  it('needs an expression of dissatisfaction, not only the harm a complaint would allege', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'I have had problems with alcohol in the past. The stress of this claim is making it very hard.', {
          partyId: 'p1',
        }),
        message('c2', '2026-10-11', 'inbound', 'Your delays are causing me stress and I am out of pocket. This is unacceptable.', { partyId: 'p1' }),
      ],
    });
    expect((await scan(claim)).matches.map((m) => [m.correspondenceId, m.cues])).toEqual([['c2', ['your delays', 'stress', 'out of pocket', 'unacceptable']]]);
  });

  it("leaves the handler's escalation in a call note, and a claimant's solicitors arguing liability, out; keeps a caller asking to escalate", async () => {
    const parties = [
      HOLDER,
      { id: 'p2', role: 'claimant' as const, name: 'Sam Patel', representedByPartyId: 's1' },
      { id: 's1', role: 'solicitor' as const, name: 'Fair Law LLP' },
    ];
    const claim = makeClaim({
      parties,
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'Caller said she is at the end of her tether. Escalated to the vulnerable customer team.', {
          partyId: 'p1',
          channel: 'phone',
        }),
        message('c2', '2026-10-11', 'inbound', 'We disagree with your denial of liability and ask you to reconsider in light of the dashcam footage.', {
          partyId: 's1',
          channel: 'letter',
        }),
        message('c3', '2026-10-12', 'inbound', 'Mr Morgan called and wants this escalated to a manager.', { partyId: 'p1', channel: 'phone' }),
      ],
    });
    expect((await scan(claim)).matches.map((m) => m.correspondenceId)).toEqual(['c3']);
  });

  it('sets aside our own wording quoted back: our question told back, advice addressed to anyone (the eighty-fourth round)', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'Thanks for asking whether I wanted to make a formal complaint. No thank you, all sorted now.', {
          partyId: 'p1',
        }),
        message(
          'c2',
          '2026-10-11',
          'inbound',
          'I copied this from the leaflet for my neighbour: "If you are unhappy with how your claim has been handled, complain to the insurer first." Mine went through fine, thank you.',
          { partyId: 'p1' },
        ),
        message('c3', '2026-10-12', 'inbound', 'I want to make a formal complaint about the engineer who never came.', { partyId: 'p1' }),
      ],
    });
    expect((await scan(claim)).matches.map((m) => m.correspondenceId)).toEqual(['c3']);
  });
});
