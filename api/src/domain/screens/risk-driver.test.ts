import { describe, expect, it } from 'vitest';
import { urgentDriver } from './risk-driver';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

/** The driver each urgent cue in `text` is filed under, by the cue's theme. */
const drivers = (text: string) =>
  findCues(text, VULNERABILITY_LEXICON)
    .filter((h) => h.tag.urgent)
    .map((h) => [h.tag.theme, urgentDriver(text, h)]);

describe('urgentDriver', () => {
  it('files a home that could collapse under health only where someone’s health is named', () => {
    expect(drivers('The chimney is leaning over the bedroom and the two children still sleep in there.')).toEqual([
      ['danger from the state of the home', undefined],
    ]);
    expect(drivers('The chimney is leaning over the bedroom and her son, who is registered blind, still sleeps in there.')).toEqual([
      ['danger from the state of the home', 'health'],
    ]);
    // An age in brackets, as notes write it, names a frail person too.
    expect(drivers('The chimney is leaning over the bedroom and Mrs Price (87) still sleeps in there.')).toEqual([
      ['danger from the state of the home', 'health'],
    ]);
  });

  it('files an unsafe car under health where a frail passenger is named, not where a baby is', () => {
    expect(drivers('The brake warning light is on and Mrs Price (87) is driven to the day centre in it every day.')).toEqual([
      ['danger from an unroadworthy vehicle', 'health'],
    ]);
    expect(drivers('The brake warning light is on and she has the baby in the back every day.')).toEqual([['danger from an unroadworthy vehicle', undefined]]);
  });

  it('files a welfare referral under no driver: the other signs of the text name it', () => {
    expect(findCues('Team leader made a safeguarding referral after the call.', VULNERABILITY_LEXICON)[0]?.tag.driver).toBeUndefined();
    expect(drivers('Team leader made a safeguarding referral after the call.')).toEqual([['welfare or safeguarding concern raised', undefined]]);
  });

  it('files a threat by who makes it, and every other urgent cue under its own driver', () => {
    expect(drivers('The other driver came to the door with a knife and said he would use it.')).toEqual([['threat to life or safety', undefined]]);
    expect(drivers('Her partner has a knife and says he will use it.')).toEqual([['threat to life or safety', 'life_events']]);
    // Gas and live wiring are the state of the home, like a collapse: health where someone's health is named.
    expect(drivers('Since the crash, the kitchen reeks of gas and dad is upstairs.')).toEqual([['danger from the state of the home', undefined]]);
    expect(drivers("Since the crash, the kitchen reeks of gas and dad can't get out of his chair without help.")).toEqual([
      ['danger from the state of the home', 'health'],
    ]);
    expect(drivers('Water is pouring onto the fuse box and her husband has dementia.')).toEqual([['danger from the state of the home', 'health']]);
  });
});

describe('urgentDriver: a child in an unsafe home (the sixty-seventh round)', () => {
  it('files the danger under no driver where only a baby or toddler is named', () => {
    expect(drivers('Water is pouring onto the fuse box and the toddler keeps going near it.')).toEqual([['danger from the state of the home', undefined]]);
  });
});
