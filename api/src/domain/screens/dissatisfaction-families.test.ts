import { describe, expect, it } from 'vitest';
import { complaintCues } from './cue-readings';

describe('dissatisfaction cues written as families of expression', () => {
  it('reads complaints said without a complaint word', () => {
    for (const text of [
      "Sorry to be a pain but this isn't really what I expected from you after being a customer for fifteen years.",
      'I have never been treated so shabbily by any company in my life.',
      'PH, recently widowed, upset that we sent letters addressed to her late husband after being told twice.',
      'I feel like nobody is taking this seriously.',
      'The valuation is way off, similar cars are selling for two grand more.',
      'Is anyone actually dealing with my claim?',
      "I've contacted Which? about how I've been treated.",
      "You've knocked off far too much for wear and tear.",
      "I'm sorry but I really must object to the way this has been handled.",
      "I'd appreciate it if someone could explain why this has taken so long.",
      'Cheers for the update... three weeks later.',
      'Thanks for absolutely nothing.',
      "It's like talking to a brick wall.",
      "I've had it with you people.",
      "I think you're trying to wriggle out of paying.",
      "I feel like I'm being treated as a criminal.",
      "Your engineer's report is full of mistakes.",
    ]) {
      expect(complaintCues(text), text).not.toEqual([]);
    }
  });

  it("does not read thanks, a promise kept, or other people's business as a complaint", () => {
    for (const text of [
      'I was promised a courtesy car and it arrived on time, thank you.',
      "I've told you already how grateful I am.",
      'Thank you for your help, much appreciated.',
      "I have no objection to the engineer's report.",
      "I'll be speaking to citizens advice about my benefits.",
      "I've had it with this car, it keeps breaking down.",
      'PH is 88, very sharp, handles the claim herself by email and needs no help.',
      'I have only been in the UK for a year and I am still waiting for my asylum decision.',
    ]) {
      expect(complaintCues(text), text).toEqual([]);
    }
  });
});
