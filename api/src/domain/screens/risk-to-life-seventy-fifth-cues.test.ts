import { describe, expect, it } from 'vitest';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const urgentThemes = (text: string) =>
  findCues(text, VULNERABILITY_LEXICON)
    .filter((h) => h.tag.urgent)
    .map((h) => h.tag.theme);

describe('risk to life read on held-out-72 and held-out-73 (the seventy-fifth round)', () => {
  it('reads not wanting to be alive by the end of the claim, still here unfortunately, a sting allergy with wasps indoors', () => {
    for (const text of [
      'not sure id even still be alive by the time u lot sort this out. dont really want to be if im honest',
      "I doubt I'll still be around by the time you pay out. Don't even want to be.",
      'PH answered: "Still here, unfortunately." Thoughts no better.',
      "I'm still here unfortunately, if that's what you're asking.",
      'Wasps are coming into the bedroom through the ceiling. I have a severe wasp allergy and went into anaphylactic shock the last time I was stung.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read wanting to be kept updated, damp still here, a wasp nest with no allergy, an EpiPen and no insects', () => {
    for (const text of [
      "I'd like to be here when the engineer calls. I don't want to be left out of the loop.",
      'The damp is still here, unfortunately, so the drying company will return on Monday.',
      'Wasp nest in the eaves; pest control booked for Friday, not covered under the policy.',
      "Her son's EpiPens were in the kitchen drawer and are fine; the flood did not reach it.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});
