import { describe, expect, it } from 'vitest';
import { urgentThemes } from './cue-readings';

describe('risk to life read on held-out-81 (the eighty-third round)', () => {
  it('reads a pet that is the only reason to be here, no point waking up, the gun, the life money, a taped window by open gas taps', () => {
    for (const text of [
      "Biscuit is honestly the only reason I'm still here. When he goes I'm going too.",
      "Honestly don't know why I keep bothering to wake up in the mornings.",
      'He said he had "thought about the gun more than once this week".',
      'His wife has asked the police to take the shotguns for safekeeping.',
      'He said his family "would be better off with the life money".',
      'All four burner taps were fully open, unlit. The edges of the kitchen window had been taped over.',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
  });

  it('reads threats of a stabbing and of the ground, a van reversed into a man, shame on the family', () => {
    for (const text of [
      'He told her she would be "stabbed on her own driveway" if she carried on.',
      'He said the insurance "better pay or I\'ll put you in the ground".',
      'He reversed his van into him; the client jumped clear.',
      'My uncles have told me that girls who bring shame on the family end up dead.',
    ]) {
      expect(urgentThemes(text), text).toContain('threat to life or safety');
    }
  });

  it('reads a bulging ceiling over sleeping children, a light fitting full of water, no food or fluids for days', () => {
    for (const text of [
      'Plasterboard bulging and cracking above the bed. Three kids asleep in there.',
      'Water pouring through the ceiling, light fitting full of water.',
      'She found him having had no food or fluids since Friday.',
      "We write because our client's situation is now dangerous.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read tea overdone, a pregnant pause, a shot at goal, water dripping from a light made safe, a gas heater with taped vents', () => {
    for (const text of [
      "Think I've overdosed on tea and custard creams making brews for them all week.",
      "The only reason I'm still here at the office is the year-end.",
      'Noticed water dripping from the light fitting; the electrician has checked it and says it is safe.',
      'The windows were taped over by the decorators before spraying.',
      'He would be shot of the car by Friday, he said.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('does not read a debt at real risk of collections as a welfare alarm', () => {
    expect(urgentThemes("He's at real risk of the debt going to collections.")).toEqual([]);
    expect(urgentThemes('She is at real risk and should not be left alone.')).not.toEqual([]);
  });
});

describe('risk to life read on held-out-82 (the eighty-fourth round)', () => {
  it('reads walking out in front of a bus as a plan, not an accident told', () => {
    expect(urgentThemes('might just walk out in front of a bus n save ur company the payout')).toContain('self-harm or suicide risk');
    expect(urgentThemes('The pedestrian stepped out in front of a bus at the crossing.')).toEqual([]);
  });

  it('reads the next fire with the family in it, dead before Christmas in a voice note', () => {
    for (const text of [
      'One of the men told him "the next fire will have your family in it".',
      'He sent her a voice note saying she\'ll be "dead before Christmas".',
    ]) {
      expect(urgentThemes(text), text).toContain('threat to life or safety');
    }
    expect(urgentThemes("I'll be dead before you lot pay out at this rate.")).toEqual([]);
  });

  it("reads a gable at imminent risk of collapse and a consultant's immediate risk of death, not a risk denied", () => {
    expect(urgentThemes('In my opinion the rear gable is at imminent risk of collapse.')).not.toEqual([]);
    expect(urgentThemes('Her consultant says this places her "at immediate risk of death".')).not.toEqual([]);
    expect(urgentThemes('The retaining wall is at significant risk of collapse into the yard.')).toEqual([]);
    expect(urgentThemes('There is no imminent risk of collapse.')).toEqual([]);
  });
});

describe('risk to life read on held-out-83 (the eighty-fifth round)', () => {
  it("reads 'I'll be dead before you sort it', said of herself, as despair, and a threat told of another still as a threat", () => {
    expect(urgentThemes("Before I transferred her she said 'I'll be dead before you sort it'.")).toEqual(['self-harm or suicide risk']);
    expect(urgentThemes("He told her she'd be dead by morning.")).toEqual(['threat to life or safety']);
    expect(urgentThemes("He said I'd be dead if I went to the police.")).toEqual(['threat to life or safety']);
  });
});

describe('risk to life read on held-out-87 (the eighty-ninth round)', () => {
  it('reads a threat to find her wherever she went, a corner at risk of sudden collapse, an unacceptable risk to life, a seat belt that would not restrain', () => {
    for (const text of [
      "The last thing he said to me was that he'd find me wherever I went and I'd regret it.",
      'In my opinion the rear left corner is at risk of sudden local collapse.',
      'Fire officers have described the position to us in writing as "an unacceptable risk to life".',
      'The anchorage bolt has not been refitted: in a collision this seat belt would not restrain an occupant.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read no risk to life, our advice if there is one, a smell still in the house or a strap that would not hold the load', () => {
    for (const text of [
      'The engineer confirmed there is no immediate risk to life and the house can be lived in.',
      'If there is a serious risk to life or property, please call 999.',
      'The loose slates are not a serious risk to life but should be fixed this month.',
      'The smoke smell is still in the house.',
      'The roof rack seat belt strap would not hold the load, so the boxes went in the boot.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-88 (the ninetieth round)', () => {
  it('reads a tree on a live cable before somebody is killed, a brake hose about to fail, a named school, rotten eggs, a collapse with an age, a form answered honestly', () => {
    for (const text of [
      'I want someone to get this tree off the live cable before somebody is killed.',
      'In my opinion the hose is at imminent risk of failing, which would cause a partial loss of braking.',
      'Caller read out the name of her children\'s primary school and said "we\'ll see how fast your kids can run".',
      'Since then there is smell like rotten egg in kitchen all the time, more strong in the morning.',
      'Husband (67) collapsed by the pool 10 mins ago, breathing but not responding properly.',
      "The form asks about my health, so to be honest: most nights I go to bed hoping I won't wake up.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a job to be dealt with, a pan smothered, a suitcase lost, or being fed up with us', () => {
    for (const text of [
      "I was told this would be dealt with as an emergency. It obviously isn't.",
      'She told me I\'d "need to arrange my own hire" and that it would be "sorted out at the end".',
      'She was burned when she tried to smother a burning pan with a tea towel.',
      "Frankly she's had enough of dealing with you. He told her the worktop would be fine once the tiles are on.",
      "I don't trust myself with a lump sum, please pay the builder.",
      'The hose was replaced as a precaution; the steering is sound.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-89 (the ninety-first round)', () => {
  it("reads an electrician's C1, danger present, and not an inspection with no C1 or a CO alarm set off by cooking", () => {
    expect(urgentThemes('Classification: C1 - danger present, risk of injury. Immediate remedial action required.')).not.toEqual([]);
    expect(urgentThemes('I classified the installation C1 (danger present, risk of injury).')).not.toEqual([]);
    expect(urgentThemes('No C1 (danger present) or C2 (potentially dangerous) observations.')).toEqual([]);
    expect(urgentThemes('The CO alarm went off on the night because of smoke from the chip pan fire, not a gas leak.')).toEqual([]);
    expect(urgentThemes('The CO alarm keeps going off in the kitchen.')).not.toEqual([]);
  });
});
