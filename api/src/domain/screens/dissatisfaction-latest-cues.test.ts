import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { findCues } from './text-scan';

const complains = (text: string) => findCues(text, DISSATISFACTION_LEXICON).length > 0;

describe('complaints read on held-out-42 (the forty-fourth round)', () => {
  it('reads service not as expected, patience nearly gone, a rude surveyor, conduct raised, a promise broken, the wool pulled and a helpline that cut off', () => {
    for (const text of [
      'Not quite the service I was expecting from you to be fair.',
      'We await the outcome of that process with all the patience our client has left, which is to say not a great deal.',
      'PH said the surveyor was "the rudest man I\'ve ever had in my house". Wants a different surveyor.',
      'We must raise the conduct of your handler. This is wholly improper.',
      "naebody's phoned her back in a fortnight like they promised",
      'she feels we\'re "pulling the wool over her eyes"',
      "Also said 'your lot have finished me off with this'.",
      "I've rung your helpline twice tonight and been cut off both times.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a service as expected, a surveyor praised or a call cut off once by a bad line', () => {
    for (const text of [
      'The service was exactly what I was expecting, thank you.',
      'The surveyor was very polite and tidy.',
      'Sorry, we got cut off, the signal here is poor.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-43 (the forty-fifth round)', () => {
  it('reads more communication hoped for, unanswered emails, no call back, a wasted afternoon, sarcasm about day one, being mithered and a solicitor asking that calls stop', () => {
    for (const text of [
      "We had hoped for a little more communication than we've had. Our last two emails (22 and 29 April) haven't been answered.",
      "Seven months of your lot not ringing back and I'm done.",
      'Nobody from your lot has ever explained owt.',
      "The glazier never turned up and she'd stayed in the whole afternoon for him. Just wants somebody to ken it's no' on.",
      "Could have mentioned it on day one, but where's the fun in that.",
      "Honest to God, I'm mithered to death by your forms.",
      'Your failure to respond is wholly unsatisfactory.',
      'Despite our written request that all contact be through this office, your staff have telephoned him. We must ask that it stops immediately.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read an afternoon stayed in by choice or a request made politely', () => {
    for (const text of ['She stayed in to wait for the parcel.', 'Further to our request, please find the invoice attached.']) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-44 (the forty-sixth round)', () => {
  it('reads so much to ask, no effort made, on you, quite wrong, scunnered, funny how, weeks promised and gone, next week every week, despite ringing twice and nobody come out', () => {
    for (const text of [
      'Is it really so much to ask?',
      'Family feel no effort has been made.',
      "Daniel says 'if she ends up back in hospital, that's on you'.",
      'It is quite wrong that I keep receiving letters telling me to "log in".',
      "Am scunnered wi' the lot o' ye. Ah've been sent roond the hooses that many times.",
      'Funny how it pre-existed in none of the forty photos I took.',
      'u said 2 wks for the car money and its been 5.',
      "Every week it's 'next week' with the settlement.",
      "We've had no callback about the generator despite ringing twice.",
      "She's rung twice and nobody's come out.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });
});
