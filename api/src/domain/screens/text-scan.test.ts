import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { isSignposting } from './our-wording';
import { apostrophes, endsInQuestion, excerptAround, findCues, isHandlersCondition, isNegated, isProspect, lexicon } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const cues = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.cue);
const signs = (text: string) => findCues(text, VULNERABILITY_LEXICON).map((h) => h.text);
/** Where a cue's words start in a text. */
const at = (text: string, cue: string) => text.indexOf(cue);

describe('apostrophes', () => {
  it('widens literal apostrophes and leaves quote marks inside a character class alone', () => {
    expect(apostrophes("can't")).toBe("can['’]?t");
    expect(apostrophes("i'll")).toBe("i['’]ll");
    expect(apostrophes(`finish it(?=['’"”]?[.!])`)).toBe(`finish it(?=['’"”]?[.!])`);
    expect(apostrophes(String.raw`it\'s [^'] i'll`)).toBe(String.raw`it\'s [^'] i['’]ll`);
  });

  it('lets a cue that ends at a closing quote match inside quoted speech', () => {
    expect(signs("PH said if the claim is declined 'that's it for me, I'll finish it'.")).toContain("i'll finish it");
    expect(signs("Said 'soon you won't need to, I'll be gone'.")).toContain("i'll be gone");
  });
});

describe('findCues with negation', () => {
  it('carries a negation through a list it began, not past a pronoun or a new clause (the eighty-third round)', () => {
    expect(signs('She has had no flashbacks, nightmares or low mood.')).toEqual([]);
    expect(signs('He has no personal or business debts beyond the lease.')).toEqual([]);
    expect(signs('She has no flashbacks, but she has nightmares most nights.')).toEqual(['nightmares']);
    expect(signs('I have no useful vision and use a screen reader.')).toEqual(['screen reader']);
    expect(signs('Doctor says no screens and no driving for a couple of weeks.')).toEqual(['no driving for']);
    expect(signs('no money, no car and now no job because of it')).toEqual(['now no job']);
    expect(signs("Tae be honest hen ah'm no bothered, ah'll no be aboot much longer.")).not.toEqual([]);
    expect(signs("The linkage was refitted without its clip, allowing the accelerator to jam open. The car 'ran away with her' twice.")).not.toEqual([]);
  });

  it('finds cues and ignores negated ones', () => {
    expect(cues('I want to make a formal complaint, this is unacceptable.')).toEqual(['formal complaint', 'unacceptable']);
    expect(cues('No complaints at all, thank you.')).toEqual([]);
    expect(cues('I am not unhappy with the repair.')).toEqual([]);
    expect(cues('There is nothing to complain about.')).toEqual([]);
    expect(cues("I'm not complaining, just asking.")).toEqual([]);
    expect(cues('I do not want to make a complaint.')).toEqual([]);
  });

  it('keeps cues whose nearby negation does not negate them', () => {
    expect(cues('I have never been so disappointed.')).toEqual(['disappointed']);
    expect(cues("I can't believe how unacceptable this is.")).toEqual(['unacceptable']);
    expect(cues("I'm not happy.")).toEqual(['not happy']);
    expect(cues("It wasn't my fault, but this is a disgrace.")).toEqual(['disgraceful']);
    // "Could not be more" intensifies: it is the strongest way to say it, not a denial.
    expect(cues("I couldn't be more disappointed with how this has gone.")).toEqual(['disappointed']);
    expect(cues('We could not be any more frustrated.')).toEqual(['frustrated']);
    expect(cues('I couldn’t be more disappointed.')).toEqual(['disappointed']);
    expect(cues("I can't tell you how disappointed I am.")).toEqual(['disappointed']);
  });

  it('does not take words ending in -nt for negations', () => {
    expect(isNegated('The accident unacceptable', 'The accident '.length)).toBe(false);
    expect(isNegated("I don't unacceptable", "I don't ".length)).toBe(true);
  });

  it('reads "no more" with words after it as "any more", and before a cue as a negation', () => {
    const text = 'cant do this no more im going to end it';
    expect(isNegated(text, text.indexOf('going'))).toBe(false);
    expect(isNegated('no more suicidal', 'no more '.length)).toBe(true);
  });

  it('ends a negation at a spaced dash, which opens a new clause', () => {
    for (const dash of ['–', '—', '-']) {
      const text = `PH said honestly no ${dash} she was let go three weeks ago`;
      expect(isNegated(text, text.indexOf('was let go')), text).toBe(false);
    }
    // A negator after the dash still negates what follows it.
    expect(isNegated('Asked about work – no, not let go', 'Asked about work – no, not '.length)).toBe(true);
  });
});

describe("findCues on the lexicon's own patterns", () => {
  it('scans each text from its start, whatever a pattern was left at', () => {
    const text = 'This is unacceptable. I want to make a formal complaint. Still unacceptable.';
    for (const { regex } of DISSATISFACTION_LEXICON.patterns) regex.lastIndex = 40;
    expect(cues(text)).toEqual(['unacceptable', 'formal complaint', 'unacceptable']);
    expect(cues('Unacceptable.')).toEqual(['unacceptable']);
  });
});

describe('findCues in clinical writing: a denial or a finding ruled out is not a sign', () => {
  it('reads a threshold not met, a denial and an absent history across the whole list they govern', () => {
    expect(signs('It does not meet the threshold for a recognised psychiatric disorder.')).toEqual([]);
    expect(signs('Mild travel anxiety (not a recognised psychiatric disorder).')).toEqual(['anxiety']);
    expect(signs('He does not meet the diagnostic criteria for post-traumatic stress disorder.')).toEqual([]);
    expect(signs('No history of anxiety, depression or self-harm.')).toEqual([]);
    expect(signs('She denies any low mood, panic attacks or suicidal thoughts.')).toEqual([]);
    expect(signs('He has never been diagnosed with depression or anxiety.')).toEqual([]);
    expect(signs('There is no evidence of a brain injury or cognitive impairment.')).toEqual([]);
    expect(signs('Psychiatric history: nil. Depression: denied.')).toEqual([]);
    expect(
      signs(
        'I have considered alternative explanations (depression, sleep disturbance, pre-existing learning difficulty) and do not consider that they account for the deficits.',
      ),
    ).toEqual([]);
  });

  it('keeps what follows a contrast, and findings stated plainly', () => {
    expect(signs('No history of anxiety, but he now has panic attacks most days.')).toEqual(['panic attacks']);
    expect(signs('He denies suicidal intent; his wife says he took an overdose in May.')).toEqual(['overdose']);
    expect(signs('A&E: chest pain, cardiac causes excluded; anxiety.')).toEqual(['anxiety']);
    expect(signs('She meets the criteria for post-traumatic stress disorder.')).toEqual(['post-traumatic stress']);
    expect(signs('There is no evidence of fraud, and he is on Universal Credit.')).toEqual(['universal credit']);
    expect(signs('You denied my claim and now I am in debt.')).toEqual(['in debt']);
  });

  // The eighty-second round: these were per-cue lookbehinds on "anxiety" and "psychiatric"; in the
  // shared check they govern every cue, and a stray "no" earlier in a sentence no longer hides anxiety.
  it('reads the denials of medical reports with an aside, a verb of finding, a claim not made, a referral not needed', () => {
    for (const text of [
      'He does not, on my assessment, meet criteria for a psychiatric disorder.',
      'He does not currently meet the criteria for any psychiatric disorder.',
      'He is not, in my opinion, suffering from a diagnosable psychiatric disorder.',
      'He did not experience any anxiety after the accident.',
      'I would not diagnose a psychiatric disorder at this stage.',
      'I do not find a diagnosable psychiatric disorder.',
      'Our client makes no claim for psychiatric injury.',
      'No referral to a psychologist or psychiatrist is indicated.',
      'I anticipate no future psychiatric consequences.',
      'He has no current low mood, anxiety or sleep disturbance.',
      'He has never consulted his GP for anxiety.',
    ]) {
      expect(signs(text), text).toEqual([]);
    }
  });

  it('keeps anxiety told after an unrelated "no" in the same sentence', () => {
    expect(signs('I have had no sleep and the anxiety is unbearable.')).toEqual(['anxiety']);
    expect(signs('There was no warning, and my anxiety has been awful since.')).toEqual(['anxiety']);
  });

  it('leaves complaint screening alone: a claim denied is a grievance, not a clinical denial', () => {
    expect(cues('You denied my claim and I am disgusted.')).toEqual(['disgusted']);
  });
});

describe('excerptAround', () => {
  it('cuts at word edges with ellipses', () => {
    const text = `${'word '.repeat(40)}TARGET${' word'.repeat(40)}`;
    const ex = excerptAround(text, text.indexOf('TARGET'), 6, 20);
    expect(ex.startsWith('…')).toBe(true);
    expect(ex.endsWith('…')).toBe(true);
    expect(ex).toContain('TARGET');
    expect(ex.length).toBeLessThan(60);
  });
});

describe('isHandlersCondition and isProspect', () => {
  it("reads our questions and conditional offers on a call as our script, and the customer's circumstances as signs", () => {
    const asked = 'Asked her whether she needs an interpreter.';
    expect(isHandlersCondition(asked, at(asked, 'interpreter'))).toBe(true);
    const offer = "Told him that if he can't afford the excess it can come off the settlement.";
    expect(isHandlersCondition(offer, at(offer, "can't afford"))).toBe(true);
    const because = 'Offered a referral to our support team because of her bereavement.';
    expect(isHandlersCondition(because, at(because, 'bereavement'))).toBe(false);
    const hers = 'Asked if she will be evicted.';
    expect(isHandlersCondition(hers, at(hers, 'evicted'))).toBe(false);
    const said = 'She said she has been struggling since her husband died.';
    expect(isHandlersCondition(said, at(said, 'died'))).toBe(false);
  });

  it('reads "asked whether an interpreter would help" as our question (the seventy-ninth round)', () => {
    const asked = "Asked whether an interpreter would help for the loss adjuster's visit. PH said not needed.";
    expect(isHandlersCondition(asked, at(asked, 'interpreter'))).toBe(true);
    const helped = 'Asked whether any of it was covered; she needs an interpreter for calls.';
    expect(isHandlersCondition(helped, at(helped, 'interpreter'))).toBe(false);
  });

  it('reads a question asked about something, whether the customer needs it, and an offer made if money is tight as ours (the thirteenth round)', () => {
    const about = 'PH struggling. Asked directly about thoughts of harming herself: she said no, never.';
    expect(isHandlersCondition(about, at(about, 'thoughts of harming'))).toBe(true);
    const checked = 'Checked whether PH would like letters in large print. She said standard is fine.';
    expect(isHandlersCondition(checked, at(checked, 'large print'))).toBe(true);
    const tight = "Told PH we can pay the plumber direct if money's tight.";
    expect(isHandlersCondition(tight, at(tight, "money's tight"))).toBe(true);
    const inCase = 'Offered an interpreter in case PH preferred to go through the terms in Welsh.';
    expect(isHandlersCondition(inCase, at(inCase, 'interpreter'))).toBe(true);
    const hers = 'She asked about the excess because she has lost her job.';
    expect(isHandlersCondition(hers, at(hers, 'lost her job'))).toBe(false);
  });

  it("reads our signposting mentioned in case, a call to check whether, a form or standard letter quoted and a policy exclusion as not the customer's (the fifty-seventh round)", () => {
    const mentioned = 'Mentioned MoneyHelper and StepChange in case the wait causes any money worries.';
    expect(isHandlersCondition(mentioned, at(mentioned, 'money worries'))).toBe(true);
    const called = "Called PH to check whether she'd like an interpreter at the visit.";
    expect(isHandlersCondition(called, at(called, 'interpreter'))).toBe(true);
    const form = "the online form asked 'anything affecting your mental health' and there isnt";
    expect(isSignposting(form, at(form, 'mental health'))).toBe(true);
    const letter = "Standard letter sent: 'If your circumstances change, for example illness or bereavement, please tell us.'";
    expect(isSignposting(letter, at(letter, 'bereavement'))).toBe(true);
    const exclusion = "'We will not pay for any claim arising from suicide, attempted suicide or deliberate self-injury.'";
    expect(isSignposting(exclusion, at(exclusion, 'suicide'))).toBe(true);
    const hers = 'PH says she has money worries since the flood.';
    expect(isSignposting(hers, at(hers, 'money worries'))).toBe(false);
  });

  it('reads a support insert sent and a question on our form as ours (the fifty-eighth round)', () => {
    const insert = "Standard 'Help when you need it' insert sent with the settlement letter (Samaritans, StepChange).";
    expect(isSignposting(insert, at(insert, 'Samaritans'))).toBe(true);
    const form = "Re the question on your form 'Have you recently experienced any of the following: bereavement, divorce";
    expect(isSignposting(form, at(form, 'bereavement'))).toBe(true);
  });

  it('reads a prognosis as a prospect, and a planned or past operation as a fact', () => {
    const risk = 'There is a small (under 5%) risk of non-union, which would need surgery.';
    expect(isProspect(risk, at(risk, 'surgery'))).toBe(true);
    const future = 'He has reached maximum medical improvement, save for any future knee surgery.';
    expect(isProspect(future, at(future, 'surgery'))).toBe(true);
    expect(isProspect('She may need to go into hospital.', 'She may need to go into '.length)).toBe(true);
    const waiting = 'He is waiting for knee surgery.';
    expect(isProspect(waiting, at(waiting, 'surgery'))).toBe(false);
    const may = 'In May she was admitted to hospital.';
    expect(isProspect(may, at(may, 'admitted to hospital'))).toBe(false);
  });
});

describe('findCues over a lexicon split into several patterns', () => {
  it('reports overlapping cues as one alternation would: the leftmost, then the one listed first', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ cue: `filler ${i}`, pattern: `zz${i}zz`, tag: i }));
    const lex = lexicon([
      { cue: 'formal complaint', pattern: 'formal complaint', tag: 100 },
      ...many,
      { cue: 'complaint', pattern: 'complaint', tag: 200 },
      { cue: 'a formal', pattern: 'a formal', tag: 300 },
    ]);
    expect(lex.patterns.length).toBeGreaterThan(1);
    // "a formal" starts first and is taken; "formal complaint" overlaps it; "complaint" is free after it.
    expect(findCues('I want a formal complaint logged.', lex).map((h) => h.cue)).toEqual(['a formal', 'complaint']);
    expect(findCues('A complaint, then a formal one.', lex).map((h) => h.cue)).toEqual(['complaint', 'a formal']);
  });
});

describe('clinical wording after a cue, prospects and offers made in case', () => {
  it('reads "is not anticipated" and "resolved" after a cue as ruling it out', () => {
    expect(signs('Surgery is not anticipated.')).toEqual([]);
    expect(signs('Her travel anxiety resolved within three months.')).toEqual([]);
    expect(signs('His anxiety has not resolved.')).toEqual(['anxiety']);
  });

  it('reads a condition over and done with later in its sentence as no sign (the fourteenth round)', () => {
    expect(signs('She had a broken ankle in the spring but it has healed now.')).toEqual([]);
    expect(signs('History of depression in 2015, no recurrence since.')).toEqual([]);
    expect(signs('A period of low mood after the crash, which resolved without treatment.')).toEqual([]);
    expect(signs("She had a broken ankle in the spring and it hasn't healed.")).toEqual(['broken ankle']);
    expect(signs('His depression has come back. The broken wrist has healed.')).toEqual(['depression']);
  });

  it('reads a risk named after its condition as a prospect', () => {
    const risk = '5–10% arthritis risk.';
    expect(isProspect(risk, risk.indexOf('arthritis'), 'arthritis'.length)).toBe(true);
    const finding = 'She has arthritis in both hips.';
    expect(isProspect(finding, finding.indexOf('arthritis'), 'arthritis'.length)).toBe(false);
  });

  it("reads our offer made in case it is needed as the handler's script", () => {
    const offer = 'Offered large print and braille versions of the letter in case he needs them. Declined.';
    expect(isHandlersCondition(offer, offer.indexOf('large print'))).toBe(true);
    const need = 'Agreed to send large print as he is partially sighted.';
    expect(isHandlersCondition(need, need.indexOf('large print'))).toBe(false);
  });
});

describe('a sign named in another sense (the sixteenth round)', () => {
  it('does not read a dent as depression or a hearing aid shop as deafness', () => {
    expect(signs('Shallow depression in the off-side rear door, about 150mm across.')).toEqual([]);
    expect(signs('The hearing aid centre next door reported water through the party wall.')).toEqual([]);
    expect(signs('She has had depression since the accident.')).toEqual(['depression']);
  });
});

describe('advice to anyone, offers if needed and a household denied (the seventeenth round)', () => {
  it('reads a leaflet or a footer as advice, not as anyone’s sign', () => {
    const text = 'Pasting the bit she asked me about:\n"If you have thoughts of suicide or self-harm, call Samaritans on 116 123."';
    expect(isSignposting(text, text.indexOf('suicide'))).toBe(true);
    expect(isSignposting('I have had thoughts of suicide since the fire.', 17)).toBe(false);
    // The thirty-first round: our offer of support quoted back.
    const offer = "Re your message: 'Please let us know if you need any extra support, such as large print or a translator'.";
    expect(isSignposting(offer, offer.indexOf('large print'))).toBe(true);
    const quoted = "Quoted: 'Please let us know if anyone in the property is elderly, disabled or pregnant.'";
    expect(isSignposting(quoted, quoted.indexOf('disabled'))).toBe(true);
  });

  it('reads an interpreter offered "if needed" as our offer, and "nobody in the household has" as a denial', () => {
    const offer = 'Offered an interpreter for next call if needed - PH declined.';
    expect(isHandlersCondition(offer, offer.indexOf('interpreter'))).toBe(true);
    const easier = "Offered TP an interpreter for the next call if he'd find it easier - he said no need.";
    expect(isHandlersCondition(easier, easier.indexOf('interpreter'))).toBe(true);
    expect(signs('She confirmed nobody in the household has a disability or long-term condition.')).toEqual([]);
    expect(signs('Nobody told us her son has a disability.')).toEqual(['disability']);
  });
});

describe('denials, questions and prospects read on held-out-30 (the thirty-second round)', () => {
  it('reads a denial of bankruptcy or drink, a heading denied, scores in range, no travel anxiety and a good recovery as no sign', () => {
    for (const text of [
      'The insured has never been declared bankrupt or entered an IVA.',
      'She has no past psychiatric history and does not drink alcohol to excess.',
      'No headaches, no travel anxiety.',
      'Mental health: There is no evidence of a depressive or anxiety disorder.',
      'Her PHQ-9 score was 2 and GAD-7 score 1, both within the normal range.',
      'A fracture to the left wrist, treated in plaster for six weeks. He has since made a good recovery.',
      'I do not anticipate any need for surgery or further investigation.',
      "She said she's never said she was unhappy.",
    ]) {
      expect(signs(text), text).toEqual([]);
    }
  });

  it('reads a question to a named relative or a bulleted list of support questions as ours', () => {
    const named = 'Asked Daniel whether his mum would prefer calls or letters and whether she needs anything in large print.';
    expect(isHandlersCondition(named, named.indexOf('large print'))).toBe(true);
    const listed = '- Asked the usual support questions: whether anyone at home has a health condition or disability. She said no.';
    expect(isHandlersCondition(listed, listed.indexOf('disability'))).toBe(true);
  });

  it('reads a sign put to a customer in general, or a treatment that might then be considered, as a prospect', () => {
    const reminder = 'Team reminder: if PH mentions a bereavement, transfer to the specialist team.';
    expect(isProspect(reminder, reminder.indexOf('bereavement'))).toBe(true);
    const hypothetical = 'Broker asked whether we could pay the builder direct if an insured were ever in financial hardship.';
    expect(isProspect(hypothetical, hypothetical.indexOf('financial hardship'))).toBe(true);
    const cbt = 'Should symptoms of travel anxiety re-emerge, a short course of CBT might then be considered.';
    expect(isProspect(cbt, cbt.indexOf('anxiety'))).toBe(true);
    expect(isProspect(cbt, cbt.indexOf('CBT'), 3)).toBe(true);
    // A clause at the very start of a text is read whole.
    const start = 'If the customer tells us she is struggling to pay, refer her.';
    expect(isProspect(start, start.indexOf('struggling to pay'))).toBe(true);
  });
});

describe('denials, offers and prospects read on held-out-31 (the thirty-third round)', () => {
  it('reads nobody using a wheelchair, a claim not advanced and nothing she was dissatisfied with as no sign', () => {
    expect(signs('The ramp was put in by the previous owners. Nobody here uses a wheelchair.')).toEqual([]);
    expect(signs('Our client does not advance any claim for psychiatric injury.')).toEqual([]);
    expect(cues('She said there was nothing she was dissatisfied with.')).toEqual([]);
  });

  it('reads our standard line of support as an offer, and a claim another side may raise as a prospect', () => {
    const line = 'Acknowledgement letter sent with the standard line offering large print, Braille or audio.';
    expect(isSignposting(line, line.indexOf('Braille'))).toBe(true);
    const later = "If Barker Lowe raise psychological injury later we'll need a psychiatric report.";
    expect(isProspect(later, later.indexOf('psychiatric'))).toBe(true);
  });
});

describe('our questions read on held-out-32 (the thirty-fourth round)', () => {
  it('reads our standard vulnerability questions, listed, as ours', () => {
    const asked = 'Standard FNOL vuln questions asked (health, bereavement, money worries) - all answered no.';
    expect(isSignposting(asked, asked.indexOf('money worries'))).toBe(true);
  });
});

describe('offers and denials read on held-out-33 (the thirty-fifth round)', () => {
  it('reads formats offered as standard and counselling offered in case as ours, and a list answered "all no" as denied', () => {
    const standard = 'Offered PH large print, audio and braille formats as standard under accessibility policy.';
    expect(isHandlersCondition(standard, standard.indexOf('large print'))).toBe(true);
    const inCase = 'Offered counselling via our support partner in case the break-in had shaken her up.';
    expect(isHandlersCondition(inCase, inCase.indexOf('counselling'))).toBe(true);
    expect(signs('Any previous claims, motoring convictions or bankruptcy - all no.')).toEqual([]);
  });
});

describe('denials and offers read on held-out-34 (the thirty-sixth round)', () => {
  it('reads "confirmed no", "no permanent disability", a hardship prompt and an offer that "might help" as no sign', () => {
    expect(signs('PH confirmed no disability or long-term condition.')).toEqual([]);
    expect(signs('I do not anticipate any permanent disability.')).toEqual([]);
    const prompt = 'Hardship prompt: asked PH whether the wait would cause any financial difficulty.';
    expect(isSignposting(prompt, prompt.indexOf('financial difficulty'))).toBe(true);
    const offer = 'Offered PH an interpreter for the visit as the FNOL agent had noted it might help.';
    expect(isHandlersCondition(offer, offer.indexOf('interpreter'))).toBe(true);
  });
});

describe('isNegated, with the negation opening a quote (the thirty-seventh round)', () => {
  it("reads 'no complaints whatsoever' and 'not depressed' inside quotes as denied", () => {
    const quoted = "PH said 'no complaints whatsoever', happy to close.";
    expect(isNegated(quoted, quoted.indexOf('complaints'))).toBe(true);
    const depressed = "She's 'not depressed or anything', just busy at work.";
    expect(isNegated(depressed, depressed.indexOf('depressed'))).toBe(true);
    const plain = "PH said 'complaints are the least of it', very angry.";
    expect(isNegated(plain, plain.indexOf('complaints'))).toBe(false);
  });
});

describe('denials, our questions and leaflets read on held-out-40 (the forty-second round)', () => {
  it('reads a list opened by "no" and closed by "reported", a need not anticipated and a drug never prescribed as denied', () => {
    expect(signs('No headaches, dizziness, memory problems or difficulty concentrating reported since.')).toEqual([]);
    expect(signs('I do not anticipate any need for injections or surgery.')).toEqual([]);
    expect(signs('He has never been prescribed antidepressants.')).toEqual([]);
    expect(signs('There is no continuing disability.')).toEqual([]);
    expect(signs('No sooner had they moved than his memory problems got worse, his wife reported.')).not.toEqual([]);
  });

  it('reads our checks, a reminder to ask, an offer made as per process, a script quoted and a leaflet as ours', () => {
    const checked = "Checked if there's anybody living at the property with a disability.";
    expect(isHandlersCondition(checked, checked.indexOf('disability'))).toBe(true);
    const reminder = 'Reminder: ask TP at next contact whether he has any health conditions or is struggling financially.';
    expect(isHandlersCondition(reminder, reminder.indexOf('struggling financially'))).toBe(true);
    const offered = 'Offered correspondence in large print, Braille or audio as per process.';
    expect(isHandlersCondition(offered, offered.indexOf('Braille'))).toBe(true);
    const script = "FNOL script read: 'such as your health, money worries or a recent bereavement?' PH: 'No.'";
    expect(isHandlersCondition(script, script.indexOf('money worries'))).toBe(true);
    const leaflet = 'Standard wellbeing leaflet (incl. Samaritans and StepChange numbers) enclosed with the pack.';
    expect(isSignposting(leaflet, leaflet.indexOf('Samaritans'))).toBe(true);
  });
});

describe('denials, offers and a quoted script read on held-out-41 (the forty-third round)', () => {
  it('reads denials with a word between, after a colon, of an allegation and of a referral', () => {
    expect(signs('Alcohol within recommended limits; no illicit drug use.')).toEqual([]);
    expect(signs('PH confirmed no one in the household has a disability, long-term illness or mobility needs.')).toEqual([]);
    expect(signs('PH confirmed: no health conditions or disabilities.')).toEqual([]);
    expect(signs('Our client does not allege any psychiatric injury.')).toEqual([]);
    expect(signs('He has never been referred to mental health services.')).toEqual([]);
    expect(signs('She experienced an adjustment disorder with anxious mood. This resolved fully by the ninth month.')).toEqual([]);
  });

  it('reads an offer "if any of those would be easier", an offer to anyone who needs it and a script question quoted in our note as ours', () => {
    const offered = 'Offered to send correspondence in large print, Braille, audio or by email if any of those would be easier.';
    expect(isHandlersCondition(offered, offered.indexOf('Braille'))).toBe(true);
    const mentioned = "Mentioned that we can offer a few sessions of counselling to anyone who's been shaken by a break-in.";
    expect(isHandlersCondition(mentioned, mentioned.indexOf('counselling'))).toBe(true);
    const script = 'Questions as per script:\n- "Does anyone in the household have a mental health condition that we should take into account?" No.';
    expect(isHandlersCondition(script, script.indexOf('mental health'))).toBe(true);
    const caller = 'PH said "my mental health is awful since the flood?" and hung up.';
    expect(isHandlersCondition(caller, caller.indexOf('mental health'))).toBe(false);
  });
});

describe('denials, offers and prospects read on held-out-42 (the forty-fourth round)', () => {
  it("reads nobody's died as a denial and counselling that concluded as over", () => {
    expect(signs('The "loss" she ticked means the lost property, not a bereavement, nobody\'s died.')).toEqual([]);
    expect(signs('The claim includes six counselling sessions already undertaken, which concluded in February (£540).')).toEqual([]);
  });

  it('reads an offer "if that would ever help" as ours', () => {
    const offered = 'Mentioned we can arrange an interpreter or translated letters if that would ever help.';
    expect(isHandlersCondition(offered, offered.indexOf('interpreter'))).toBe(true);
  });

  it('reads surgery that may in due course be needed, a risk with its figure in brackets and surgery that may be needed as prospects', () => {
    const knee = 'There is a 5% risk of degenerative change, which may in due course require arthroscopic surgery.';
    expect(isProspect(knee, knee.indexOf('surgery'))).toBe(true);
    const wrist = 'There is a small risk (under 10%) of post-traumatic arthritis in the wrist in the long term.';
    expect(isProspect(wrist, wrist.indexOf('arthritis'))).toBe(true);
    const later = 'Given the fracture, surgery may be needed should this develop.';
    expect(isProspect(later, later.indexOf('surgery'), 'surgery'.length)).toBe(true);
    const aside = 'He has arthritis (diagnosed in 2019) in both knees.';
    expect(isProspect(aside, aside.indexOf('both'))).toBe(false);
  });
});

describe('denials, questions and signposting read on held-out-43 (the forty-fifth round)', () => {
  it('reads "reports no" as a denial of the list that follows', () => {
    expect(signs('He denies any previous psychological symptoms. He reports no sleep disturbance, flashbacks, nightmares or travel anxiety.')).toEqual([]);
  });

  it('reads a script question with "e.g." in it as ours', () => {
    const script = 'Questions asked per script:\n- Money worries, e.g. paying the £250 excess? No.';
    expect(isHandlersCondition(script, script.indexOf('Money worries'))).toBe(true);
  });
});

describe('a denial said firmly, read on held-out-44 (the forty-sixth round)', () => {
  it('reads "asked re self-harm - firmly denied" as a denial', () => {
    expect(signs('PH very overwhelmed (asked re self-harm - firmly denied, says she just means the paperwork).')).not.toContain('self-harm');
  });
});

describe('a household denied and records without an entry, read on held-out-48 (the fiftieth round)', () => {
  it('reads "nobody on the policy with a disability" and "no entries relating to depression" as denials', () => {
    expect(signs('Lives with husband, both well. Nobody on the policy with a disability.')).not.toContain('disability');
    expect(signs('There are no entries relating to depression, anxiety or any other mental health complaint.')).toEqual([]);
  });
});

describe('our questions and a denial, read on held-out-52 (the fifty-fourth round)', () => {
  it('reads "asked if she had any thoughts of harming herself" and a script line answered no as ours', () => {
    const asked = "Asked if she had any thoughts of harming herself - said no, 'I just want it finished'.";
    expect(isHandlersCondition(asked, at(asked, 'thoughts of harming'))).toBe(true);
    const script = 'Vuln screening script v4 completed.\nQ2 recent life events (bereavement, separation, job loss) - No\nOutcome: no flag.';
    expect(isHandlersCondition(script, at(script, 'bereavement'))).toBe(true);
    const yes = 'Vuln screening script v4 completed.\nQ2 recent life events (bereavement, separation, job loss) - Yes, husband died in May';
    expect(isHandlersCondition(yes, at(yes, 'bereavement'))).toBe(false);
  });

  it('reads "is not experiencing any financial difficulty" as a denial', () => {
    expect(signs('She is not experiencing any financial difficulty and will pay the excess.')).toEqual([]);
    expect(signs('She is experiencing financial difficulty since the flood.')).not.toEqual([]);
  });
});

describe('a checklist of circumstances (the sixty-first round)', () => {
  it('reads three kinds of circumstance listed together as our form or leaflet, not anyone’s news', () => {
    const reminder = 'Reminded PH that if anything changes - her health, money worries, a bereavement - she can tell us.';
    expect(isSignposting(reminder, at(reminder, 'bereavement'))).toBe(true);
    const leaflet = "the one headed 'Going through a tough time? Bereavement, illness, debt - we're here to help'";
    expect(isSignposting(leaflet, at(leaflet, 'Bereavement'))).toBe(true);
    const hers = 'Since my husband died I have money worries and my health has gone downhill.';
    expect(isSignposting(hers, at(hers, 'money worries'))).toBe(false);
  });

  it('reads two kinds given as examples, and life events listed by their everyday names, as a checklist', () => {
    const leaflet = "Standard leaflet sent: 'If you are going through a difficult time, such as illness or bereavement, please let us know.'";
    expect(isSignposting(leaflet, at(leaflet, 'bereavement'))).toBe(true);
    const script = 'Asked whether PH has recently experienced a bereavement, separation or job loss. None.';
    expect(isSignposting(script, at(script, 'bereavement'))).toBe(true);
    const news = 'My father died in March and it was a bereavement I was not ready for.';
    expect(isSignposting(news, at(news, 'bereavement'))).toBe(false);
  });
});

describe('our plans and questions, denials and footers, read on held-out-60 (the sixty-second round)', () => {
  it('reads a call plan\'s "Ask whether", a question after a lead-in and "asked re" as ours', () => {
    const plan = '3. Ask whether anyone in the household has a health condition, disability or mobility need.';
    expect(isHandlersCondition(plan, at(plan, 'disability'))).toBe(true);
    const leadIn = 'Before isolating the supply: asked PH whether anyone relies on powered medical equipment (oxygen, dialysis, hoist).';
    expect(isHandlersCondition(leadIn, at(leadIn, 'dialysis'))).toBe(true);
    const re = 'Asked re money worries/excess - none.';
    expect(isHandlersCondition(re, at(re, 'money worries'))).toBe(true);
    const hers = 'She told me she is on dialysis three times a week.';
    expect(isHandlersCondition(hers, at(hers, 'dialysis'))).toBe(false);
  });

  it('reads a disability denied as pre-existing, an injury not suffered and an interpreter not required as denials', () => {
    expect(signs('He has no pre-existing disability.')).toEqual([]);
    expect(signs('I do not consider that he suffered a recognised psychiatric injury.')).toEqual([]);
    expect(signs('Our client does not require an interpreter.')).toEqual([]);
    expect(signs('Our client requires an interpreter.')).not.toEqual([]);
  });

  it("reads a dent in the driver's door panel as a dent, not depression", () => {
    expect(signs("There is a depression in the driver's door panel approximately 150mm in diameter.")).toEqual([]);
    expect(signs('She has had depression since the fire.')).not.toEqual([]);
  });

  it('reads our footer named, or quoted from the foot of our emails, as signposting', () => {
    const footer = 'The rest of the chain is our outbound letter and the standard footer (Samaritans / StepChange signposting).';
    expect(isSignposting(footer, at(footer, 'Samaritans'))).toBe(true);
    const quoted = "I noticed your emails have 'If you are having thoughts of harming yourself, call Samaritans on 116 123' at the bottom.";
    expect(isSignposting(quoted, at(quoted, 'thoughts of harming'))).toBe(true);
    const hers = 'I rang the Samaritans last night because I could not stop thinking about ending it.';
    expect(isSignposting(hers, at(hers, 'Samaritans'))).toBe(false);
  });
});

describe('a condition over, a denial with a date, a question answered no (the sixty-eighth round)', () => {
  it('does not read a condition said to be over or denied', () => {
    for (const text of [
      'PH had a knee replacement in 2019 - fully mobile, walks the dog five miles a day, no issues now.',
      'She used to be deaf in one ear but had an operation in 2021 and her hearing is now normal.',
      'He was in a wheelchair for six weeks after a skiing accident two years ago. Long since healed, plays football again.',
      'There was nothing in his presentation to suggest low mood.',
      'I do not consider that the claimant has any continuing disability.',
      'PH confirmed on 05/06 there are no health or mobility issues in the family.',
    ]) {
      expect(
        findCues(text, VULNERABILITY_LEXICON).filter((h) => h.tag.driver === 'health'),
        text,
      ).toEqual([]);
    }
  });

  it('still reads the condition where it goes on', () => {
    expect(signs('She had a knee replacement in 2019 and still cannot manage the stairs.')).not.toEqual([]);
    expect(signs('She is deaf in one ear and her hearing is getting worse.')).not.toEqual([]);
  });
});

describe('a list a negator began (the sixty-ninth round)', () => {
  it('negates the second item of "no A or B"', () => {
    const text = 'She confirms there is nothing to note: no disability or long-term condition.';
    expect(isNegated(text, text.indexOf('long-term'))).toBe(true);
    const misuse = 'No alcohol or substance misuse.';
    expect(isNegated(misuse, misuse.indexOf('substance'))).toBe(true);
  });

  it('does not negate a clause after "or"', () => {
    const text = "Tell us she braked for no reason or she'll get hurt.";
    expect(isNegated(text, text.indexOf("she'll"))).toBe(false);
  });
});

describe('options we list in brackets (the seventieth round)', () => {
  it('reads a cue among the bracketed options of our question as ours', () => {
    const text = 'Called broker to ask whether the client has any accessibility needs for correspondence (large print, braille, audio).';
    expect(isSignposting(text, at(text, 'braille'))).toBe(true);
  });

  it('does not read a bracketed fact, or a question without a list, as options', () => {
    const fact = 'She says she has a condition (MS) and uses a wheelchair.';
    expect(isSignposting(fact, at(fact, 'MS'))).toBe(false);
    const one = 'Asked whether he has any adaptations (a swivel seat) fitted.';
    expect(isSignposting(one, at(one, 'swivel'))).toBe(false);
  });
});

describe('our checklist with a mobility difficulty or other circumstances (the seventy-first round)', () => {
  it('reads them as our question', () => {
    const text = 'I asked whether anyone in the household has a disability, a mobility difficulty or a health condition; I was told no.';
    expect(isSignposting(text, at(text, 'health condition'))).toBe(true);
    const note = 'Asked whether anyone has a health condition, disability or other circumstance we should know about.';
    expect(isSignposting(note, at(note, 'disability'))).toBe(true);
  });
});

describe('endsInQuestion', () => {
  // The eighty-fifth round: the questions a caller quotes in brackets made her own words a question.
  it('stops at a bracket opened after the cue', () => {
    const text = 'Says she doesn\'t understand what half the questions mean ("what\'s a sum insured? what do they mean by betterment?"). Went through it.';
    expect(endsInQuestion(text, text.indexOf('understand'))).toBe(false);
    const asked = 'Any hearing or sight difficulties? No.';
    expect(endsInQuestion(asked, asked.indexOf('hearing'))).toBe(true);
  });
});

describe('an offer answered yes (the ninety-first round)', () => {
  it('reads the need once the answer is yes, and leaves it ours when declined or asked alone', () => {
    const yes = "Asked PH if she'd like an interpreter next time – yes, Vietnamese. Added to contact prefs.";
    expect(isHandlersCondition(yes, yes.indexOf('interpreter'))).toBe(false);
    expect(isProspect(yes, yes.indexOf('interpreter'), 'interpreter'.length)).toBe(false);
    const declined = "Asked PH if she'd like an interpreter next time – declined, her son helps.";
    expect(isHandlersCondition(declined, declined.indexOf('interpreter'))).toBe(true);
    const asked = "Asked PH if she'd like an interpreter next time.";
    expect(isProspect(asked, asked.indexOf('interpreter'), 'interpreter'.length)).toBe(true);
    const cause = "I'd be grateful if this could be looked at quickly as it was the month's food and I've had to go to the food bank.";
    expect(isProspect(cause, cause.indexOf('food bank'), 'food bank'.length)).toBe(false);
  });
});
