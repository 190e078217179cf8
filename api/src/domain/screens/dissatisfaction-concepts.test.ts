import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { findCues } from './text-scan';

const cues = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.cue);

describe('dissatisfaction cues written from concepts', () => {
  it('reads delay and contact that never came', () => {
    expect(cues('Still no decision on my claim.')).not.toEqual([]);
    expect(cues('We still have not had a date for the repairs.')).toEqual(['still no answer']);
    expect(cues('Why has nobody rung me back?')).not.toEqual([]);
    expect(cues('Despite my emails I have heard nothing since May.')).not.toEqual([]);
    expect(cues('The engineer did not turn up on Tuesday.')).toEqual(['weeks gone by']);
  });

  it('reads complaints about our staff, the outcome and the money', () => {
    expect(cues('The lady on the phone was very abrupt with me.')).toEqual(['our staff']);
    expect(cues('Your man made me feel stupid.')).toEqual(['our staff']);
    expect(cues('This is not right, the car was worth at least double.')).toEqual(['outcome wrong', 'outcome wrong']);
    expect(cues('We consider your refusal to indemnify her unjustified.')).toContain('outcome wrong');
  });

  it('reads sarcasm, idioms of having had enough, and threats of a solicitor, an MP or the press', () => {
    expect(cues("Thanks for the 'prompt' reply.")).toEqual(['sarcasm']);
    expect(cues('Oh brilliant, another letter asking for the same photos.')).toEqual(['sarcasm']);
    expect(cues("I've had a gutful of your call centre.")).toEqual(['had enough']);
    expect(cues('I have now instructed solicitors.')).toEqual(['solicitor or MP']);
    expect(cues("I've been in touch with the local radio.")).toEqual(['solicitor or MP']);
  });

  it('leaves thanks, plain updates and the customer’s own health alone', () => {
    expect(cues('Brilliant, thank you for sorting this so quickly.')).toEqual([]);
    expect(cues("I'm still not feeling great after the accident.")).toEqual([]);
    expect(cues('I gave you the wrong address last time, sorry.')).toEqual([]);
    expect(cues("I've had enough of everything.")).toEqual([]);
  });

  it('reads polite dissatisfaction, an offer that falls short and anger in plain words', () => {
    expect(cues('I had expected more from you, frankly.')).not.toEqual([]);
    expect(cues('Could you explain why nobody told me the hire was ending?')).toContain('polite dissatisfaction');
    expect(cues("With respect, I don't think my mother has been treated fairly.")).not.toEqual([]);
    expect(cues('The payment does not come close to what the builder quoted.')).toEqual(['offer falls short']);
    expect(cues('Derisory. I will not be signing it.')).not.toEqual([]);
    expect(cues("Honestly I'm cheesed off with the lot of you.")).toEqual(['anger in plain words']);
    expect(cues('Caller chasing, fourth call today and nobody rings back.')).toEqual(['third time', 'no one has called back']);
  });

  it('leaves a question about time, and a feeling about something else, alone', () => {
    expect(cues('How much longer do the dehumidifiers need to run, roughly?')).toEqual([]);
    expect(cues('How much longer will this take? Eight weeks now.')).not.toEqual([]);
    expect(cues("I don't know how much longer I can keep going like this.")).toEqual([]);
    expect(cues('Well done to the engineer, a lovely job.')).toEqual([]);
  });

  it('reads a let-down service, a disputed outcome and a customer leaving us', () => {
    expect(cues("This really isn't good enough.")).not.toEqual([]);
    expect(cues('I was told it would be sorted by Friday and it still isn’t.')).toContain('service let down');
    expect(cues("I've been messed about from start to finish.")).toEqual(['service let down']);
    expect(cues("You've undervalued my car by a thousand pounds.")).toEqual(['outcome disputed']);
    expect(cues("I don't understand why you've refused to pay for the carpets.")).toContain('outcome disputed');
    expect(cues("I'm cancelling my policy after this.")).toEqual(['taking business elsewhere']);
  });

  it('leaves a cancelled direct debit, a sold car and a valuation at auction alone', () => {
    expect(cues('Please cancel the policy on my old car as I have sold it.')).toEqual([]);
    expect(cues('The engineer said the car was undervalued at auction last year.')).toEqual([]);
    expect(cues('I was told it would be ready on Friday and it was, thank you.')).toEqual([]);
  });
});

describe('a phone in a story (the sixty-first round)', () => {
  it('reads our assessor on his phone, not photos on her phone or a driver who admitted using one', () => {
    expect(cues('Your assessor was on his phone the whole visit.')).toContain('our staff');
    expect(cues('She has photos of both vehicles on her phone and will upload them.')).toEqual([]);
    expect(cues("The van driver admitted he'd been on his phone.")).toEqual([]);
    expect(cues("Mum doesn't know how to use the camera on her phone.")).toEqual([]);
  });
});
