import { describe, expect, it } from 'vitest';
import { complaintCues } from './cue-readings';

describe('dissatisfaction cues written from concepts', () => {
  it('reads delay and contact that never came', () => {
    expect(complaintCues('Still no decision on my claim.')).not.toEqual([]);
    expect(complaintCues('We still have not had a date for the repairs.')).toEqual(['still no answer']);
    expect(complaintCues('Why has nobody rung me back?')).not.toEqual([]);
    expect(complaintCues('Despite my emails I have heard nothing since May.')).not.toEqual([]);
    expect(complaintCues('The engineer did not turn up on Tuesday.')).toEqual(['weeks gone by']);
  });

  it('reads complaints about our staff, the outcome and the money', () => {
    expect(complaintCues('The lady on the phone was very abrupt with me.')).toEqual(['our staff']);
    expect(complaintCues('Your man made me feel stupid.')).toEqual(['our staff']);
    expect(complaintCues('This is not right, the car was worth at least double.')).toEqual(['outcome wrong', 'outcome wrong']);
    expect(complaintCues('We consider your refusal to indemnify her unjustified.')).toContain('outcome wrong');
  });

  it('reads sarcasm, idioms of having had enough, and threats of a solicitor, an MP or the press', () => {
    expect(complaintCues("Thanks for the 'prompt' reply.")).toEqual(['sarcasm']);
    expect(complaintCues('Oh brilliant, another letter asking for the same photos.')).toEqual(['sarcasm']);
    expect(complaintCues("I've had a gutful of your call centre.")).toEqual(['had enough']);
    expect(complaintCues('I have now instructed solicitors.')).toEqual(['solicitor or MP']);
    expect(complaintCues("I've been in touch with the local radio.")).toEqual(['solicitor or MP']);
  });

  it('leaves thanks, plain updates and the customer’s own health alone', () => {
    expect(complaintCues('Brilliant, thank you for sorting this so quickly.')).toEqual([]);
    expect(complaintCues("I'm still not feeling great after the accident.")).toEqual([]);
    expect(complaintCues('I gave you the wrong address last time, sorry.')).toEqual([]);
    expect(complaintCues("I've had enough of everything.")).toEqual([]);
  });

  it('reads polite dissatisfaction, an offer that falls short and anger in plain words', () => {
    expect(complaintCues('I had expected more from you, frankly.')).not.toEqual([]);
    expect(complaintCues('Could you explain why nobody told me the hire was ending?')).toContain('polite dissatisfaction');
    expect(complaintCues("With respect, I don't think my mother has been treated fairly.")).not.toEqual([]);
    expect(complaintCues('The payment does not come close to what the builder quoted.')).toEqual(['offer falls short']);
    expect(complaintCues('Derisory. I will not be signing it.')).not.toEqual([]);
    expect(complaintCues("Honestly I'm cheesed off with the lot of you.")).toEqual(['anger in plain words']);
    expect(complaintCues('Caller chasing, fourth call today and nobody rings back.')).toEqual(['third time', 'no one has called back']);
  });

  it('leaves a question about time, and a feeling about something else, alone', () => {
    expect(complaintCues('How much longer do the dehumidifiers need to run, roughly?')).toEqual([]);
    expect(complaintCues('How much longer will this take? Eight weeks now.')).not.toEqual([]);
    expect(complaintCues("I don't know how much longer I can keep going like this.")).toEqual([]);
    expect(complaintCues('Well done to the engineer, a lovely job.')).toEqual([]);
  });

  it('reads a let-down service, a disputed outcome and a customer leaving us', () => {
    expect(complaintCues("This really isn't good enough.")).not.toEqual([]);
    expect(complaintCues('I was told it would be sorted by Friday and it still isn’t.')).toContain('service let down');
    expect(complaintCues("I've been messed about from start to finish.")).toEqual(['service let down']);
    expect(complaintCues("You've undervalued my car by a thousand pounds.")).toEqual(['outcome disputed']);
    expect(complaintCues("I don't understand why you've refused to pay for the carpets.")).toContain('outcome disputed');
    expect(complaintCues("I'm cancelling my policy after this.")).toEqual(['taking business elsewhere']);
  });

  it('leaves a cancelled direct debit, a sold car and a valuation at auction alone', () => {
    expect(complaintCues('Please cancel the policy on my old car as I have sold it.')).toEqual([]);
    expect(complaintCues('The engineer said the car was undervalued at auction last year.')).toEqual([]);
    expect(complaintCues('I was told it would be ready on Friday and it was, thank you.')).toEqual([]);
  });
});

describe('a phone in a story (the sixty-first round)', () => {
  it('reads our assessor on his phone, not photos on her phone or a driver who admitted using one', () => {
    expect(complaintCues('Your assessor was on his phone the whole visit.')).toContain('our staff');
    expect(complaintCues('She has photos of both vehicles on her phone and will upload them.')).toEqual([]);
    expect(complaintCues("The van driver admitted he'd been on his phone.")).toEqual([]);
    expect(complaintCues("Mum doesn't know how to use the camera on her phone.")).toEqual([]);
  });
});

describe('the writer explaining, a phone in a story, a form too many (the eighty-sixth round)', () => {
  it('reads a request to account for ourselves, not the writer accounting for herself', () => {
    expect(complaintCues('I should explain why I missed the two monitoring appointments.')).toEqual([]);
    expect(complaintCues('Hi, to explain why I was driving the van when it was hit: my driver was off.')).toEqual([]);
    expect(complaintCues('Could you explain why I was never told the visit was cancelled?')).not.toEqual([]);
  });

  it('reads our staff on the phone through a visit, not a driver or a grandson on his phone', () => {
    expect(complaintCues('PH calm, just wants it on record that he was on his phone.')).toEqual([]);
    expect(complaintCues('My grandson has set this up for me on his phone as I dont have one.')).toEqual([]);
    expect(complaintCues('Your surveyor spent most of the visit on his phone.')).toContain('our staff');
  });

  it('reads "another form" as sarcasm, not as distress', () => {
    expect(complaintCues('honestly im barely keeping my head above water. cant face another form.')).toEqual([]);
    expect(complaintCues('Oh great, another form. Maybe by 2030 you will have paid something.')).not.toEqual([]);
  });
});

describe('the writer who ought to explain (the eighty-seventh round)', () => {
  it('reads "I ought to explain why I have asked" as the writer accounting for herself', () => {
    expect(complaintCues('I feel I ought to explain why I have asked for the additional security.')).toEqual([]);
    expect(complaintCues('I would like you to explain why I had to chase four times.')).not.toEqual([]);
  });
});
