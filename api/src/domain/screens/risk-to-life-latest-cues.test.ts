import { describe, expect, it } from 'vitest';
import { isUrgent } from './cue-readings';

describe('risk to life read on held-out-42 (the forty-fourth round)', () => {
  it('reads a wall hit hard enough, quicker for everyone, not able to keep going and an ending told formally', () => {
    for (const text of [
      "TP asked him 'how fast you'd have to hit a wall not to walk away from it'.",
      "I've been driving up to the cliffs most mornings and sitting there thinking it would be quicker for everyone.",
      "Duw, I'm sorry to be writing this to a stranger but I can't keep going, see.",
      'I have given the matter considerable thought and have concluded that I am no longer able to continue.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads legs to be broken, a burial in the garden, an earth device bridged and someone sent to the emergency department today', () => {
    for (const text of [
      "Says landlord came and said he will 'break legs' if the rent is not paid.",
      "She alleges TP has threatened to 'bury her in the garden'.",
      'The RCD has been bridged out by a previous contractor and bare cores were visible at the consumer unit, which was wet.',
      'He was febrile at 38.9C. I directed him to attend the emergency department today.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read an easier meeting, a job kept going, a contract not continued, a leg broken in the fall or an emergency department visit last year', () => {
    for (const text of [
      'It would be easier for everyone if we met on site on Tuesday.',
      "I can't keep going back and forth to the garage for the keys.",
      'We are no longer able to continue with the hire on these terms.',
      'She broke her leg in the fall and is in plaster.',
      'He attended the emergency department after the accident last year and was discharged.',
      'The RCD tripped during the storm and was reset by the electrician.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-43 (the forty-fifth round)', () => {
  it('reads peace made, a note to be read after, easier for everybody without me, wanting to go to the dead, "I\'m dead" and no adrenaline pens', () => {
    for (const text of [
      "Give whatever's owed to my daughter. I've made my peace and by the time anyone reads this it won't matter to me.",
      "Been thinkin it'd be easier for everybody if Ah just wisnae here at aw.",
      'She stands out on the balcony at night saying she wants to go to her husband, who died last year.',
      "He's back Friday and he's said if the insurance asks him anything I'm dead.",
      'Mum had an anaphylactic reaction at the hire desk. She has no pens at all now and she reacts to nuts in the air.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read peace made with a decision, an email read later, a wish to go to a relative, a dead line or a dead battery', () => {
    for (const text of [
      "I've made my peace with the decision on the shed.",
      "By the time you read this I'll be on holiday, so please ring my husband.",
      'She wants to go to her husband in Spain when the car is back.',
      "She says the landline's dead again.",
      'He said the battery is dead.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-44 (the forty-sixth round)', () => {
  it('reads bleach swallowed, the beam in the loft, no more winters, the wheel not turned, not being here after enough, the point of being here and mercy in a fire', () => {
    for (const text of [
      "Mum's in A&E, she swallowed bleach after the bailiff's letter came this morning.",
      "At this rate I'm looking at the beam in the loft more than I'm looking at your emails.",
      'I have no intention of seeing another winter in this house.',
      'She keeps driving out past the quarry and "one day I won\'t turn the wheel".',
      'i am sory i cant do the fone call tomorow. I wont be hear. i have had enuff.',
      'whats even the point of me being here. dont ring me back',
      'She\'s "no wantin tae wake up in the mornin" and "the hoose fire would\'ve been a mercy if I\'d been in it".',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a neck to be snapped, "dead" mouthed, a note saying "your next", the next thing written off, a fire lit under a cracked flue, a head taken off, CO in the cab, oxygen gone and a careline dead', () => {
    for (const text of [
      'He said last week he\'d "snap her neck" if she spoke to us.',
      'He pointed at him and mouthed "dead".',
      'Leaving things on her windscreen - a dead bird, then a note "your next".',
      '"if this comes back a write-off she\'ll be the next thing I write off"',
      'The gas man said the flue is cracked, but my husband keeps lighting the fire because he forgets.',
      'PH: "one good gust and it\'ll take someone\'s head off."',
      "The hire van's exhaust is blowing into the cab - the CO detector his mate lent him went off twice.",
      "Gran's oxygen went off when the trip went after the leak.",
      'Her careline base unit was in the flooded hallway and is dead, and she had a seizure on Tuesday.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a boiler alarm dealt with, a fire lit in a sound grate, a winter holiday, or time off', () => {
    for (const text of [
      'CO alarm sounded; the engineer switched the boiler off until the flue was cleared and retested it the next day.',
      'He keeps lighting the fire in the lounge; the sweep passed it last month.',
      "I won't be here next week, I'm in Spain, so please email.",
      "I've had enough of the rain this winter.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-45 (the forty-seventh round)', () => {
  it('reads an ex coming for her, a threat to find and finish, someone found unresponsive, lips a funny colour and steering tied on with cable ties', () => {
    for (const text of [
      'my ex gets out on licence nxt wk n hes told my mate hes comin for me first thing.',
      "Her ex now knows she's made a claim and has texted 'I'll find you and finish you'.",
      'Our delivery driver found Mr Doyle unresponsive in his hallway.',
      "Ma maw's ninety-three wi her chest, she's shiverin in her bed an her lips are a funny colour.",
      'The nearside track rod end is detached from the steering arm and secured with cable ties.',
      'The vehicle is unroadworthy and dangerous.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a lift coming for her, a postcode missing its last letter, or a borrowed car feared over', () => {
    for (const text of [
      "My son said he's coming for me at 3 to take me to the garage.",
      "The other driver was very upset - she'd borrowed the car and kept saying her dad would kill her.",
      'The portal was unresponsive all morning.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-46 (the forty-eighth round)', () => {
  it('reads a bridge she was talked back off, the viaduct by the weekend, "burst her", a bath unsafe with seizures and water through a buzzing light', () => {
    for (const text of [
      'A passer-by talked her back off the Forth Road Bridge on Friday.',
      "He told our driver he would 'be off the viaduct by the weekend' if this was not resolved.",
      "TP's brother shouted he'd 'burst her' an set fire tae the hoose.",
      'She has frequent tonic-clonic seizures and cannot safely bathe alone in the accommodation.',
      'theres water coming through the ceiling light in the babys room and its buzzing.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a denial list that says no medication, a ceiling at risk of collapse on first attendance, or water through a light that has stopped', () => {
    for (const text of [
      'PH says no health conditions, no disability, no medication, no hearing or sight difficulty.',
      'The rear bedroom ceiling was at risk of collapse on first attendance. Acrow props were installed the same day.',
      'Water came through the kitchen light fitting last night; the electrician has isolated the circuit.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-47 (the forty-ninth round)', () => {
  it('reads not being about much longer, the Clyde, wanting to finish himself, cut wrists, a voicemail threat, a fit now, a car unfit to drive, a leaning chimney and a dropping scaffold', () => {
    for (const text of [
      "Tae be honest hen ah'm no bothered, ah'll no be aboot much longer.",
      'She said she has been "lookin at the Clyde a lot".',
      'He say he want to finish himself.',
      'On Saturday I found Kevin in the bath with his wrists cut.',
      'A voicemail: "I\'ll kill you, you lying bitch. I know where you are now."',
      'Mr Cole has sent word through a mutual acquaintance that our client "will be dealt with".',
      "He's having a fit right now, on the kitchen floor, the ambulance is coming.",
      'Front brake pads metal to metal. The vehicle is in a DANGEROUS condition.',
      'Our technician found that the N/S track rod end is loose.',
      'The chimney stack has displaced and is leaning about 15 degrees, directly over the front door.',
      'The scaffold has been left unattended for three weeks. Two boards fell from it on Saturday.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a stay in hospital after an operation, an overdose of daytime telly or answers that say no medication', () => {
    for (const text of [
      'She goes in for a hysterectomy on the 14th and will be in hospital for 4-5 days.',
      "think I've overdosed on daytime telly waiting in for the plasterers haha",
      'Answers to your questions: no carer, no medication that affects her.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
