import { describe, expect, it } from 'vitest';
import { drivers, urgentThemes } from './cue-readings';

describe('risk to life read on held-out-78 (the eightieth round)', () => {
  it('reads drink with heart tablets, what she did to herself, a note saying you are next, insulin going off, a baby not felt moving, a gas heater in a closed caravan, bare conductors where children play, a threat that nobody will look for her, a clinician’s warning against an unheated house', () => {
    for (const text of [
      "A neighbour found her last Thursday after she'd taken a mix of vodka and her heart tablets.",
      'sorry if i go quiet, was in a&e again sat for what i did to myself',
      'her ex put a brick thru her car window with a note saying ur next',
      'fridge got wrecked in the flood and my insulin is going off in the warm',
      "I'm 36 weeks and since the bump on Monday I've not really felt the baby move today.",
      "we're in the caravan using a calor gas heater overnight with the windows shut, baby sleeps in with us",
      'In the cellar the conductors are exposed, at shoulder height for a child, where the grandchildren play.',
      "He has told her that if the money goes to her she will 'disappear and nobody will look for her'.",
      'Her haematologist has advised that she must not remain in an unheated property.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read reduced movements monitored and over, insulin kept cold, a patio heater outside, next in line, a husband who will be cross about his car', () => {
    for (const text of [
      'She was monitored overnight for reduced fetal movements and discharged; the pregnancy continues normally.',
      'Her insulin is in the cool bag and the pharmacy has replaced the pens.',
      'The patio heater in the garden was blown over by the storm.',
      "The garage sent a text saying you're next in line for the paint shop.",
      'Laughing, said "Nigel\'s going to kill me, it\'s his pride and joy."',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-79 (the eighty-first round)', () => {
  it('reads an ex who would make sure she crashed, a mother and newborn sleeping in her car in a frost', () => {
    for (const text of [
      'Her ex-partner had told her two weeks earlier that he would "make sure she crashed".',
      "She had her baby 2 weeks ago and they have been sleeping in her car outside her mum's. Forecast -3 tonight.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a nap in a car park, making sure the repairer has the photos', () => {
    for (const text of [
      'He was sleeping in his car in the car park when the other vehicle reversed into it.',
      'Please make sure they have the photos before the assessor calls.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('reads a threat that she will never see her child alive', () => {
    expect(urgentThemes('He has told her he will "take Leo and she\'ll never see either of them alive" unless he is paid.')).toEqual([
      'threat to life or safety',
    ]);
  });

  it('does not read tiring of living on a building site, an ache that settles without medication, a resolved episode with no medication', () => {
    for (const text of [
      'She said she\'d "had enough of living in a building site that isn\'t even a building site yet".',
      'He occasionally notices an ache after a long run, which settles overnight without medication.',
      'One entry of "depression" in 2011, treated with counselling. Resolved, no entries since, no medication.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('still reads having had enough of living, and medicine gone', () => {
    expect(urgentThemes("Told me she's had enough of living and nobody would notice.")).toContain('self-harm or suicide risk');
    expect(urgentThemes('His insulin went in the fire and he is without medication tonight.')).toContain('immediate danger to health');
  });
});

describe('risk to life read on held-out-80 (the eighty-second round)', () => {
  it('reads a threat to run him over, a wall that could fail without warning, people walking under a leaning scaffold, a stolen care-line pendant', () => {
    for (const text of [
      '"Drop it or next time I run you over properly and finish the job."',
      'The first-floor structure at the rear could fail without warning.',
      'The scaffold is leaning out over the pavement and people are still walking underneath.',
      'The thieves took her care-line pendant; she lay on the floor for eight hours with no pendant to press.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('reads a wish to join a wife who died, being tired of this life, going from this world, letters left to be found after, as health', () => {
    for (const text of [
      'I stood there thinking it would be simpler all round if I went to join her.',
      'I have been thinking about ways of making that happen sooner rather than later.',
      'I am tired of this life, my brother. I am thinking to go and rest finally.',
      'It is better I go from this world, I am only a trouble.',
      'ive wrote letters for my 2 boys and put them in the glovebox so they find them after',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
      expect(drivers(text), text).toContain('health');
    }
  });

  it('does not read a car that nearly ran her over, a repair that could fail in time, tired of life in a hotel, a note to read after the visit', () => {
    for (const text of [
      'The other driver would have run her over if she had not stepped back.',
      'The sealant may fail over time and should be checked at the next service.',
      "I'm tired of this life in a hotel room, when can we go home?",
      'I left a note for the tenants so they read it after the engineer has been.',
      "It would be easier if I went to join her at her mum's until the flat is dry.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('bare cable ends told live (the eighty-eighth round)', () => {
  it('reads bare cable ends someone has found live, and not bare cable ends made safe', () => {
    expect(
      urgentThemes(
        'The electrician left bare cable ends hanging from the ceiling; she checked with a neon screwdriver and at least one is live. Her toddler is crawling everywhere.',
      ),
    ).not.toEqual([]);
    expect(urgentThemes('The bare cable ends in the kitchen were capped off and the circuit is dead.')).toEqual([]);
  });
});
