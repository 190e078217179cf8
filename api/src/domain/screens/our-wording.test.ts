import { describe, expect, it } from 'vitest';
import { isAskedOrOffered, isSignposting } from './our-wording';

/** Where a cue's words start in a text. */
const at = (text: string, cue: string) => text.indexOf(cue);

describe('our own words: questions, offers, forms and wording quoted back', () => {
  it('reads a question put to anyone, a pair our questions ask and a form line as ours (the eighty-third round)', () => {
    for (const [text, cue] of [
      ['Any physical or mental health condition? All answered no.', 'mental health'],
      ["Hello, just to say the part that reads 'Are you experiencing financial hardship? If so we may help' I've left blank.", 'financial hardship'],
      ['Does anyone in the household have a health condition we should know about?', 'health condition'],
      ['7. Financial hardship or urgent need for an interim payment? No - not needed.', 'Financial hardship'],
      ['Offered PH an interpreter for the statement; declined.', 'interpreter'],
      ['Asked TP whether their client requires an interpreter for the visit.', 'interpreter'],
    ] as const) {
      expect(isAskedOrOffered(text, at(text, cue)), text).toBe(true);
    }
    for (const [text, cue] of [
      ['Do you know my son has a mental health condition?', 'mental health'],
      ['Could you ring me rather than her?', 'rather than her'],
      ['Is there any chance of an update? I am in financial hardship now.', 'financial hardship'],
      ['She has a mental health condition, is that a problem?', 'mental health'],
    ] as const) {
      expect(isAskedOrOffered(text, at(text, cue)), text).toBe(false);
    }
  });
  it('reads our question told back, our conditional wording and the pairs our questions ask as ours (the eighty-third round)', () => {
    for (const [text, cue] of [
      ["You asked whether I'd need an interpreter for the site visit - I won't, thanks.", 'interpreter'],
      ['Hello, thank you for asking about interpreter. I do not need it.', 'interpreter'],
      ['The man asked me how much I earn, whether I was behind on the finance.', 'behind on the finance'],
      ['"If you have a health condition or disability, or are facing money worries, please tell us."', 'money worries'],
      ["'Unoccupied' means not lived in by you, including where you are in hospital or a care home.", 'in hospital'],
      ['asked whether PH or anyone in the household has any physical or mental health condition affecting the claim', 'mental health'],
      ['we ask all our customers whether there is anything, including their physical or mental health, that might affect', 'mental health'],
      ['is there anything that might make it harder, for example a health condition, a disability, a recent bereavement, or money worries?', 'money worries'],
    ] as const) {
      expect(isSignposting(text, at(text, cue)), text).toBe(true);
    }
    for (const [text, cue] of [
      ["You asked how I am. I've been struggling with money worries since the flood.", 'money worries'],
      ["If you ask me, I'm in financial difficulty because of you.", 'financial difficulty'],
      ["She hasn't got any money or a job since the fire.", 'money'],
    ] as const) {
      expect(isSignposting(text, at(text, cue)), text).toBe(false);
    }
  });
  it('reads our policy wording and our letter quoted back as ours (the eighty-third round)', () => {
    for (const [text, cue] of [
      ["'We will not pay for any claim arising from:\n(d) anxiety, stress, depression or any other mental disorder'", 'depression'],
      ['We will pay the following benefits if you or your spouse are injured: Death £10,000; Permanent loss of sight £10,000.', 'loss of sight'],
      ["He'd seen the line in our letter about deducting it from the settlement if money is tight.", 'money is tight'],
      ["'If anything changes for you while the claim is open – your health, your money, a bereavement – please tell us.'", 'bereavement'],
    ] as const) {
      expect(isSignposting(text, at(text, cue)), text).toBe(true);
    }
  });
});

describe('our conditional offer to anyone who relies on something (the eighty-fourth round)', () => {
  it('reads "if anyone at home relies on …" as ours, and keeps someone who does', () => {
    const offered =
      'Explained that if anyone at home relies on electrically powered medical equipment (oxygen, a hospital bed) we would send an electrician today.';
    expect(isSignposting(offered, at(offered, 'oxygen'))).toBe(true);
    const theirs = 'Her dad relies on oxygen and the power has been off since the storm.';
    expect(isSignposting(theirs, at(theirs, 'oxygen'))).toBe(false);
  });
});

describe('our words answered (the ninety-first round)', () => {
  it('reads an offer answered yes and the answer after a form question, not an email asking whether', () => {
    const yes = "Asked if she'd like an interpreter next time – yes, Vietnamese.";
    expect(isAskedOrOffered(yes, at(yes, 'interpreter'))).toBe(false);
    const honest = "The form asks about my health, so to be honest: most nights I go to bed hoping I won't wake up.";
    expect(isSignposting(honest, at(honest, 'hoping'))).toBe(false);
    const form = 'The form asks whether anyone in the house has a health condition.';
    expect(isSignposting(form, at(form, 'health condition'))).toBe(true);
    const email = 'In reply to your email asking whether I need anything done differently because of a health condition – no.';
    expect(isSignposting(email, at(email, 'health condition'))).toBe(true);
  });
});
