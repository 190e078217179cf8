import { describe, expect, it } from 'vitest';
import { isUrgent } from './cue-readings';

describe('risk to life read on held-out-54 (the fifty-sixth round)', () => {
  it('reads a hose kept for the exhaust, a promise broken before, a plan told in a second language, a prayer to be taken and gas left unlit', () => {
    for (const text of [
      'She pointed to a length of hose and said she had "kept that for the car exhaust, for when it all gets too much".',
      "I've promised Dan I won't do anything silly again, though some nights it's very close.",
      'Yesterday I stand on railway bridge a long time and I think to jump.',
      'I have asked the Lord to take me in my sleep and if He does not I shall see to it myself.',
      'She\'s "had the gas fire on without lighting it, just to see".',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads an ex who has broken her jaw before, a bullet in a letter, live water on the lights, a throttle stuck open, fumes and a crack over the children', () => {
    for (const text of [
      'He has already texted me "see you soon". He has broken my jaw before.',
      'Their client has received a letter, apparently from the TP, containing a bullet and the words "drop the counterclaim".',
      "Water has been coming through our client's ceiling light fittings for three days. The electricity has not been isolated.",
      'The throttle ring is sticking in the open position. The insured states she has been using the vehicle daily.',
      'The flue was cracked in the storm. I have been lighting it anyway. I have been having bad headaches and I keep nodding off in the chair.',
      "The crack over the bay window has opened more this week. The bay is the kids' bedroom.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read the same words where no life is at risk', () => {
    for (const text of [
      "He said he'd been killing himself trying to get his deliveries done before six.",
      'The dog ate a strip of ibuprofen; the vet treated it as an overdose and kept him in overnight.',
      'Somebody at your end told him. I want to know who, and I want it to stop.',
      'Water came through the kitchen light fitting; the electrician has isolated the supply.',
      'The crack over the bay window has opened more this week; the engineer is coming Friday.',
      'The throttle cable is sticking and the car is booked into the garage.',
      'I have been having bad headaches since the accident and I keep nodding off at work.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-55 (the fifty-seventh round)', () => {
  it('reads arson to endanger life, a threat that next time she would be inside, gas smelt after capping and a joint that could separate', () => {
    for (const text of [
      'Her estranged husband has been arrested on suspicion of arson with intent to endanger life.',
      "He told her that 'next time she'd be inside'.",
      'Your contractor capped the gas so badly I can smell it in the hall.',
      'The joint could separate at any time, causing loss of steering control.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read fetal movements already under care, a hotel that will not work, or an inhaler not prescribed', () => {
    for (const text of [
      'She has since attended the maternity assessment unit twice with reduced fetal movements.',
      'She was admitted for observation owing to reduced fetal movements.',
      "A hotel won't work. Needs a ground-floor property with room for the daughter's hoist.",
      'Childhood asthma, no inhaler prescribed since 2008.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(isUrgent('She reports reduced fetal movements over the past 24 hours.')).toBe(true);
  });
});

describe('risk to life read on held-out-56 (the fifty-eighth round)', () => {
  it('reads self-harm told in passing, a wish to go with the house, a threat texted, a buzzing switch under water and an accelerator that jams', () => {
    for (const text of [
      "PH mentioned in passing she'd 'been at her arms again' over the weekend.",
      'PH disclosed she has been burning her forearms with a lighter on several occasions.',
      "She said she had sat in the lounge while the smoke came through and 'thought I'd just go with the house'.",
      "He texted: 'ur dead when i see u. u think the insurance will save u'.",
      'water still coming thru the light in the kitchen ceiling and now the switch is buzzing and smells of burning',
      "The linkage was refitted without its clip, allowing the accelerator to jam open. The car 'ran away with her' twice.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read seizures counted over weeks or told with a licence, or keys that go with the car', () => {
    for (const text of [
      "He's had four seizures in five weeks when he'd been clear for two years.",
      'He has epilepsy and has had two seizures this month so the DVLA have taken his licence.',
      'The garage has both keys, so they can go with the car when it is collected.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(isUrgent("He's had two seizures since Friday and the pharmacy won't give more.")).toBe(true);
  });
});

describe('risk to life read on held-out-57 (the fifty-ninth round)', () => {
  it('reads an old attempt coming back, life cover worked out, a loan threat, a blade, a sagging ceiling, missing steering parts and soft brakes', () => {
    for (const text of [
      "I'm gonna do meself in, I can't keep on like this.",
      'She tried with pills once before and says she can feel it coming back, the planning and all.',
      "I've worked it out: the life cover pays £20,000 if I'm not here, which clears the debts.",
      "He has been told he'll be 'shot' if the money isn't paid back by Friday.",
      "He posted: someone give her a slap or I'll do it myself with my knife.",
      "the kitchen ceilin is saggin bad and mam's in the chair under it, she cannae walk",
      'The surveyor says the rear wall is liable to collapse, yet she is still sleeping in the back bedroom.',
      'At inspection the steering rack clamp bolt was missing. The car must not be driven until refitted.',
      'The brakes went soft on the bypass, pedal right down to the floor.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read someone who has moved out, a door unanswered after a burglary, or tiles heard coming off', () => {
    for (const text of [
      "If anyone rings the house for him he won't be here, he is at his brother's now.",
      "Since the burglary she won't answer the door to anyone she doesn't know.",
      'The ridge tiles came off around 2am; Mum heard them land on the patio.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(isUrgent("She won't answer the door and hasn't eaten for days.")).toBe(true);
  });
});

describe('risk to life read on held-out-58 (the sixtieth round)', () => {
  it('reads pills close to hand or counted out, harm done again, an abuser with the new address, a threat to be shanked, falls with the stairlift gone and a day in a wheelchair', () => {
    for (const text of [
      "honest ah'm that close to takin all me tablets, ah cannot dae this",
      'sorry about the photos, did something silly to myself again last night',
      "I've laid the tablets out on the table. Maybe someone will answer now.",
      'She fled her violent partner in May. Your letter went to the old house and he now has her new address.',
      "the message said 'ur gonna get stabbed when we see u'",
      'Since the stairlift was taken out she has fallen twice on the stairs.',
      'He has been sat in his chair for 20 hours because the hoist has failed.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read money that will be gone, or a new address given without anyone fled', () => {
    for (const text of [
      "I don't want the payout in my account, it'll be gone in a day.",
      'He now has the new address for the repairs invoice.',
      'She fell twice on the ice last winter and is fine now.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-59 (the sixty-first round)', () => {
  it('reads no wish to go on, wrists cut, a maybe when asked, a threat to have him done in, a wall over the children, a car with no choice but to drive and a pounding head by a flue', () => {
    for (const text of [
      'Since my wife went I have no wish to go on, and I have told nobody but you.',
      'Her son says she was taken to A&E after slashing her wrists on Sunday night.',
      "Asked whether he meant harming himself - he says 'possibly', he doesn't know any more.",
      "His brother-in-law has threatened to get him 'killed' if the money goes to the ex.",
      'The gable end is bulging over the back door and my children use it all day. What if it falls down on the kids?',
      'Building control say the flank wall is unsafe, but the family continue to live there with the baby.',
      "Told her not to drive the car till the brakes are done; she says she's got no option, it's the school run.",
      'Engineer: vehicle not to be driven. The firm still has him driving it to Leeds every day.',
      "The boiler flue came loose in the storm and since then her head's pounding and she keeps dozing off.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a claim she has no wish to go on with, a wall over an empty path, or an unsafe car left on the drive', () => {
    for (const text of [
      'She has no wish to carry on with the claim for the shed.',
      'The wall is leaning over the path; it would be dangerous if it came down on someone.',
      'The engineer said the car is not to be driven, so it is staying on the drive until recovery.',
      'The boiler has been serviced and the headaches she had last winter have gone.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
