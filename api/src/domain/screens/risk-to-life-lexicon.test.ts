import { describe, expect, it } from 'vitest';
import { urgentThemes } from './cue-readings';

describe('risk-to-life cues: always urgent', () => {
  it('reads suicide and self-harm as people say it, not only as "suicidal"', () => {
    for (const text of [
      'Some nights I think everyone would be better off without me.',
      "Please just close the claim. I won't be around to see it settled anyway.",
      "Mr Hale said he doesn't think he will still be alive at Christmas.",
      "I don't want to wake up tomorrow.",
      "I've had enough of life.",
      'Her dad has been stockpiling his medication.',
      'I took a load of paracetamol on Tuesday night.',
      'He has been thinking of driving into a wall when he is out in the hire car.',
      'I sat in the garage with the engine running last week.',
      'She has been cutting herself to cope since the flood.',
      'Our client made an attempt on his life last month.',
      "Caller said 'if you decline this I'm going to end it, I mean it'.",
      'By the time you read this letter I may have done something stupid.',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
  });

  it('reads a threat to kill or hurt someone, and a danger to health that cannot wait', () => {
    expect(urgentThemes('Her ex has threatened to kill her if she goes ahead with the claim.')).toEqual(['threat to life or safety']);
    expect(urgentThemes("He put his hands round my throat. I'm scared he'll kill me next time.")).toContain('threat to life or safety');
    expect(urgentThemes('She is on home oxygen and the power has been off since the flood.')).toEqual(['immediate danger to health']);
    expect(urgentThemes("My son's insulin was in the fridge and the power's been off since Friday.")).toEqual(['immediate danger to health']);
    // A gas alarm is the state of the home; an alarm left sounding is a danger to whoever is in it.
    expect(urgentThemes("Mum's carbon monoxide alarm has been going off since the engineer came.")).toEqual([
      'danger from the state of the home',
      'immediate danger to health',
    ]);
  });

  it('does not read idioms, accidents, appointments or history as a risk to life', () => {
    for (const text of [
      'The car has suicide doors at the back.',
      'My wife will kill me when she sees the dent.',
      'The other car drove into a wall after the collision.',
      "I won't be around for the inspection on Tuesday, my son will let you in.",
      'Mr Hale joked that the repair bill nearly gave him a heart attack.',
      'The removal men were killing time in the van.',
      "She was taken to hospital with carbon monoxide poisoning after a neighbour's CO alarm sounded in 2023.",
      'No history of self-harm or suicidal ideation.',
      "I'd kill for a working kitchen.",
      "I don't want to go on about it, but we're hosting on the 24th.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('reads a risk to life typed in a hurry or said round about: no apostrophes, letters for afterwards, a place, a plan', () => {
    for (const text of [
      'honestly i cant see the point of it all any more',
      'She has written farewell letters to each of the grandchildren.',
      "He keeps the tablets hidden in the shed, 'all ready' he says.",
      'Police found him sitting on the bridge at 3am.',
      'I no longer want to go on.',
      "I'll be gone soon enough and it won't matter.",
      'Most nights I wish I never woke up.',
      'He has been burning himself when the pain gets too much.',
      'She picks at her arms until they bleed.',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
  });

  it("reads a threat reported in someone's words, and a danger a day's wait would make worse", () => {
    expect(urgentThemes("He texted that he'd 'do her in' if she went to the police.")).toEqual(['threat to life or safety']);
    expect(urgentThemes('My ex came at me with a screwdriver.')).toContain('threat to life or safety');
    expect(urgentThemes('The power cut has lasted two days. Dad is on a ventilator at night.')).toEqual(['immediate danger to health']);
    expect(urgentThemes('The boiler is broken and it has been snowing all week.')).toEqual(['immediate danger to health']);
    expect(urgentThemes("Her inhaler was in the handbag that's locked in the car at the pound.")).toEqual(['immediate danger to health']);
    expect(urgentThemes("He hasn't eaten for three days because there's no money for food.")).toEqual(['immediate danger to health']);
    expect(urgentThemes("She's had two fits since this morning and won't go to hospital.")).toContain('immediate danger to health');
  });

  it('does not read accidents, idioms, an unheated summer or a broken boiler alone as urgent', () => {
    for (const text of [
      'I hurt myself when I fell off the ladder.',
      'I cut myself on the broken glass.',
      'Mum will kill me if I scratch her car.',
      'I know the boiler is broken, the engineer is booked.',
      'The heating was off for a week in July.',
      "The policy holder's son asked when the payment is due.",
      "What's the point of sending the photos again?",
      'The engineer said he will be gone by noon.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('reads hopelessness, goodbyes, a chosen place and serious violence as urgent', () => {
    for (const text of [
      'I think it would be easier for everyone if I just was not here.',
      "I don't see any future for myself.",
      'There is no way out for me now.',
      "If this isn't sorted I'm going to do something drastic.",
      "He's given away his dog and all his tools.",
      'She said she was going to drive into the river.',
      'Caller said his sister had given the Samaritans number to him last night.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
    expect(urgentThemes('He pushed me down the stairs and said next time he would finish the job.')).toContain('threat to life or safety');
    expect(urgentThemes("He said I'd be dead if I left him.")).toContain('threat to life or safety');
    expect(urgentThemes('The ceiling has collapsed and Nan is still in the house.')).toEqual(['immediate danger to health']);
    expect(urgentThemes("There's gas leaking into the hall and he can't get downstairs.")).toEqual(['danger from the state of the home']);
  });

  it('leaves everyday uses of the same words alone', () => {
    for (const text of [
      "I'm going to drive into town tomorrow to drop the keys off.",
      'There is no way out of the car park without a ticket.',
      'The ceiling collapsed in the spare room; nobody was hurt and we are staying with family.',
      'We have no food waste collection since the flood.',
      'Nobody would notice the scratch unless you looked closely.',
      'He was hit and ended up in hospital for a night after the collision.',
      'The tenant said the gas was leaking last year but it was fixed.',
      "I'll finish it off tomorrow and send you the form.",
      "The Phantom's rear-hinged 'suicide' coach doors need specialist paint.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('a lifeline without power, read on held-out-40 (the forty-second round)', () => {
  it('reads a concentrator that will not work, not a hotel room that "won\'t work" for someone on oxygen', () => {
    expect(urgentThemes("He is on oxygen and the concentrator won't work without power.")).not.toEqual([]);
    expect(urgentThemes("Mum uses oxygen most of the day. The hotel room was on the second floor, so that won't work.")).toEqual([]);
  });
});

describe('ivy strangling a fence, read on held-out-41 (the forty-third round)', () => {
  it('reads a partner strangling her, not ivy strangling the posts', () => {
    expect(urgentThemes('He has tried strangling her twice this year.')).not.toEqual([]);
    expect(urgentThemes('The ivy on the back fence has been strangling the posts for years.')).toEqual([]);
  });
});

describe('hold music that will finish someone off, read on held-out-42 (the forty-fourth round)', () => {
  it('does not read a thing that will "finish me off" as a threat, and still reads a person who will', () => {
    expect(urgentThemes('PH said "that hold music\'s going to finish me off", 50 mins to get through today.')).toEqual([]);
    expect(urgentThemes('She said he is going to finish her off if she goes to the police.')).toContain('threat to life or safety');
  });
});

describe('a husband who will "kill me" over his car, read on held-out-43 (the forty-fifth round)', () => {
  it('does not read a joke about his car as a threat, and still reads a threat', () => {
    expect(urgentThemes("PH laughing: 'The husband's going to kill me, it's his car' - he's already seen it.")).toEqual([]);
    expect(urgentThemes("She said her husband's going to kill her if she claims.")).toContain('threat to life or safety');
  });
});

describe('held down, read on held-out-43 (the forty-fifth round)', () => {
  it('does not read pinning someone down to a date', () => {
    expect(urgentThemes("We're still trying to pin him down to a date for the roof.")).toEqual([]);
    expect(urgentThemes('He pinned her down on the bed and she could not breathe.')).toContain('threat to life or safety');
  });
});

describe('a wish to strangle the hold music, read on held-out-52 (the fifty-fourth round)', () => {
  it('reads a threat to strangle her, not "I could cheerfully strangle whoever chose your hold music"', () => {
    expect(urgentThemes('He said he would strangle her if she told anyone.')).not.toEqual([]);
    expect(urgentThemes("TP said 'I could cheerfully strangle whoever chose your hold music'.")).toEqual([]);
  });
});

describe('a wish not to be here in Scots, and a door kept shut to strangers (the sixty-first round)', () => {
  it('reads "no\' wanting tae be here"', () => {
    expect(urgentThemes("tae be honest hen I'm no' wanting tae be here ony mair")).not.toEqual([]);
  });

  it('does not read a door kept shut to callers without ID as a collapse', () => {
    expect(urgentThemes("Anyone visiting must ring first and show ID - she won't open the door otherwise.")).toEqual([]);
    expect(urgentThemes("She won't open the door and hasn't eaten for days.")).not.toEqual([]);
  });
});

describe('a clinical record of no medication is not medication lost (the sixty-sixth round)', () => {
  it('does not read "no medication, no referral" in GP records, and still reads insulin gone', () => {
    expect(urgentThemes("2019: 'exam stress' noted; no medication, no referral, no further entries.")).toEqual([]);
    expect(urgentThemes('He has no insulin since the fire took the fridge.')).not.toEqual([]);
  });
});

describe('a fear put to rest, a medicine long stopped, water off to one side (the sixty-eighth round)', () => {
  it('does not read them as urgent', () => {
    for (const text of [
      'He was initially worried his ceiling might come down, but once the readings were shown to him he was reassured.',
      'No medication for over ten years and no contact with mental health services since.',
      'Kitchen unusable (no water to that side); PH has a 10-day-old baby and is bottle-feeding.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('still reads a ceiling that might come down, and a newborn without water', () => {
    expect(urgentThemes('The ceiling might come down at any moment.')).not.toEqual([]);
    expect(urgentThemes('We have had no water for three days and a 10-day-old baby.')).not.toEqual([]);
  });
});

describe('an episode treated without medication, a courtesy car that will not do (the sixty-ninth round)', () => {
  it('does not read them as a danger', () => {
    expect(urgentThemes('Low mood after a bereavement in 2018, treated by her GP, resolved within six months without medication.')).toEqual([]);
    expect(urgentThemes("The car is adapted with a boot hoist, so a standard courtesy car won't work for them.")).toEqual([]);
  });

  it('still reads a medicine gone without and a machine that will not work', () => {
    expect(urgentThemes('She has been without medication since the flood.')).not.toEqual([]);
    expect(urgentThemes("The power is off and her oxygen won't work.")).not.toEqual([]);
  });
});

describe('notice to end a hire, a pan fire smothered (the seventieth round)', () => {
  it('does not read them as a danger', () => {
    expect(urgentThemes("They've given notice to end it as they say the repair should be done by now.")).toEqual([]);
    expect(urgentThemes('He tried to smother it with a tea towel, which also caught alight.')).toEqual([]);
  });

  it('still reads a wish to end it and a man who tried to smother her', () => {
    expect(urgentThemes("I'm going to end it.")).not.toEqual([]);
    expect(urgentThemes('He tried to smother her with a pillow.')).not.toEqual([]);
  });
});

describe('an overdose of sealant (the seventy-first round)', () => {
  it('does not read it as a danger, and still reads an overdose', () => {
    expect(urgentThemes('The decorator left an overdose of sealant on the skirting boards.')).toEqual([]);
    expect(urgentThemes('She took an overdose last night.')).not.toEqual([]);
  });
});

describe('threats by a named man, a job to be finished, a shop torched with him inside, a car off the cliffs (the seventy-fifth round)', () => {
  it('reads them as threats or a plan', () => {
    for (const text of [
      'The orders were made following threats by Mr Varma to kill our client.',
      'He received a voicemail threatening to "finish the job properly".',
      "He was told the shop would be torched 'with you inside it next time'.",
      "He said he'd 'drive it off the cliffs at Culver Down' before he let anyone take it.",
      "He told our client that he would 'kill her before he lets her have the house'.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a threat by the landlord to evict, a builder to finish the job, a quoted threat over a scratch', () => {
    for (const text of [
      'There was a threat by the landlord to evict them if the rent was late.',
      'The builder has promised to finish the job properly next week.',
      "He said he'll 'kill me' when he sees the state of the car.",
      'The fire was started deliberately; the shop was torched overnight while empty.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});
