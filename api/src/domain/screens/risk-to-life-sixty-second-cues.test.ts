import { describe, expect, it } from 'vitest';
import { isUrgent } from './cue-readings';

describe('risk to life read on held-out-60 (the sixty-second round)', () => {
  it("reads a doctor's risk to life, veiled plans, a threat to kneecap or to go the way of the glass, loose wheel nuts, a collapse, no food, poison eaten", () => {
    for (const text of [
      'His GP has written that the cold poses a serious and immediate risk to his life.',
      'The consultant says the mould is a real danger to her life.',
      'As a passenger he has pictured steering into an oncoming lorry.',
      "She's been 'tidying things up so Daniel doesn't have to', and writing letters to the grandchildren.",
      "Lost Ken at Easter. I'll be joining Ken soon enough so don't fret about it.",
      "Asked whether the life cover on the mortgage 'pays out if it was your own doing'.",
      "They've told him they'll 'do his kneecaps and then his head' this weekend.",
      "If she names him to the police she will 'go the same way as the glass'.",
      'My garage found three of the wheel nuts were only finger tight.',
      'Kevin collapsed 20 minutes ago with chest pain, grey and sweating.',
      'He lives alone and has run out of food and his pain relief.',
      'The pest control firm left rat bait on the floor and her grandson has eaten some.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a risk denied, a warning leaflet, a driver in traffic, a join-up, a fitting or patience run out', () => {
    for (const text of [
      'There is no immediate risk to her health; the engineer made the boiler safe.',
      'If there is an immediate risk to life or property, please call 999.',
      'Flying debris is likely and could lead to injuries or danger to life.',
      'The TP was steering into the bus lane when the collision happened.',
      "I'll be joining Daniel soon in Spain for a fortnight.",
      'The compression fitting under the sink was only finger tight, which caused the leak.',
      "I've run out of patience with your drying company.",
      'We found rat droppings behind the units; pest control have put bait down.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-61 (the sixty-third round)', () => {
  it('reads an intent not to go on, days without a meal, a wobbling wheel, an unroadworthy car driven daily, a stairwell edge, a failing only way out', () => {
    for (const text of [
      'I am 81 and I do not intend to go on very much longer.',
      "She can't get downstairs and has been 2 days without a proper meal.",
      'The nearside front wheel is wobbling at 30mph and he has the kids in the back.',
      'The vehicle is not roadworthy. Her husband, who has neuropathy, drives it daily.',
      "My husband has Parkinson's and nearly went over the edge of the open stairwell.",
      'The lintel over the back door is failing and it is her only route out in a fire.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a plan to carry on as normal, a meal skipped by choice or a wheel replaced', () => {
    for (const text of [
      'I intend to carry on with the claim myself.',
      "I don't intend to carry on with the claim.",
      'I do not intend to be here when the builders come; I will leave a key.',
      'The wheel was replaced and balanced; no wobble on the road test.',
      'The vehicle is not roadworthy and is stored at the yard.',
      'The TP says his front wheel was wobbling just before the impact.',
      'Keep the back door clear: it is the only way out in a fire.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-62 (the sixty-fourth round)', () => {
  it('reads a walk to the level crossing to have it over with, advice not to use switches, a warning light in a car used daily', () => {
    for (const text of [
      'He walked to the level crossing twice and told the police he "just wanted it over with".',
      'Fuel pooling by the boiler; advised the insured and her lodger to leave and not to use any switches.',
      'The courtesy car has the airbag light on and I have my baby in the back of it every day.',
      'The brakes grind every time I stop and I do the school run in it every morning.',
      'The Polo is under a stop-drive recall and the TP is using it daily.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a claim wanted over with, a switch replaced, or a warning light on a car off the road', () => {
    for (const text of [
      "I've accepted the offer because I just want it over with now.",
      'The electrician replaced the light switch in the hall; not to use the old one was his advice.',
      'The airbag light was on when the car was collected; it is stored at the yard.',
      'The waste pipe joint under the sink was only hand tight.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-63 (the sixty-fifth round)', () => {
  it('reads no future for the payout, a ligature in hand, a high risk at home, insulin rationed, masonry over the door', () => {
    for (const text of [
      "Said it doesn't matter now as she won't be here for the settlement.",
      'He told the hire driver he would not be needing the car much longer.',
      'Last night I sat in the shed with the rope in my hand for an hour.',
      'The crisis team say she is still at high risk and must not be left alone.',
      'He has been rationing his insulin until the next payday.',
      'The coping stones are coming away over the front door and the wall moves in the wind.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a holiday during the repairs, a fall risk, insulin collected, a lost line, a chimney swept', () => {
    for (const text of [
      "I won't be here for the repairs next week, my neighbour has the key.",
      'The mental health nurse notes she is at high risk of falls on the stairs.',
      'She collected her insulin from the pharmacy on Tuesday.',
      'Call with PH difficult, the line kept cutting so I will ring back.',
      'The chimney pot was replaced and the flue swept before the fire was lit.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
