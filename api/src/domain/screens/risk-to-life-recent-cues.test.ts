import { describe, expect, it } from 'vitest';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const urgentCues = (text: string) => findCues(text, VULNERABILITY_LEXICON).filter((h) => h.tag.urgent);
const isUrgent = (text: string) => urgentCues(text).length > 0;

describe('risk to life read on held-out-35 (the thirty-seventh round)', () => {
  it('reads a goodbye not understood, threats by sign, posse, note, bullet and "you\'re next"', () => {
    for (const text of [
      "I said my goodbyes to my brother on Sunday and he didn't realise that's what it was.",
      'One of his mates pulled a throat-slitting gesture at her across the car park.',
      'His ex keeps saying she will send her brothers round to batter him.',
      "Someone scratched 'next time it's you' into the bonnet.",
      'There was a live bullet left on her doorstep the morning after the hearing.',
      "He texted that the windows were only the beginning - you're next.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads someone with no way out in an emergency, and live sockets at the waterline', () => {
    for (const text of [
      'With the lift out since the flood there is no way for him to evacuate if the fire alarm goes.',
      'The sockets in the back room are still live and the water is right up to them.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a goodbye to someone who did not recognise them, a turn in a queue, a hedge cut or an escape of water', () => {
    for (const text of [
      "She said goodbye to her dad at the hospital; he didn't know who she was.",
      "Next time it's you who rings, please ask for me by name.",
      'The gardeners will come round and cut the hedge back on Friday.',
      'Escape of water from the loft tank; the tenant could not evacuate the water in time to save the ceiling.',
      'The fire alarm was tested on the visit; she was unable to escape the conversation with the neighbour.',
      'The electrician confirmed the sockets are live and safe; the water damage is to the ceiling only.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-36 (the thirty-eighth round)', () => {
  it('reads a rope made ready, not caring to wake, medicine stopped on purpose, a school known, a gun laid down, strangling', () => {
    for (const text of [
      "He's tied a rope up in the loft, his brother says, 'for when he's ready'.",
      "Honestly I'm not bothered if I wake up tomorrow or not.",
      'She has deliberately stopped taking her insulin since the fire.',
      'The other driver says he knows which school my daughter goes to.',
      'He laid a shotgun on the kitchen table while I read the letter out.',
      "PH said her boyfriend chokes her when he's been drinking.",
      "It's 36 degrees in the flat and Mum, who is 90, is overheating badly.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a rope for a trailer, waking up early, cutting a dose down, food choked on, or a joke about a scratched car', () => {
    for (const text of [
      'He tied the rope to the trailer and towed the branches away.',
      "She isn't bothered about waking up early for the engineer.",
      'The GP started cutting it down after the second month.',
      'Her son chokes on his food if he eats too quickly.',
      'It was 35 degrees on the motorway and the engine kept overheating.',
      "PH laughed, said her husband will 'kill her' if she so much as scratches the new car.",
      "Please don't agree anything without me being there; she'll be fine again once her meds settle.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-37 (the thirty-ninth round)', () => {
  it('reads a life held on by a pet, a place gone off, the dead joined, a silly night, tablets put by, threats and life-threatening', () => {
    for (const text of [
      "Honestly, if it wasn't for the cat I'd have ended it by now.",
      "He said he'd walk off the top of the multi-storey if this goes on.",
      'Since the funeral she keeps saying she wants to be with her late husband.',
      "She admitted a 'stupid night with the co-codamol' and was kept in.",
      "I've been saving the pills up, I have my own plans for them.",
      "He's told her he'll throw her through the window if she talks to you.",
      "If she tells anyone she's dead, he says.",
      "Her brother says he'll hae her done in.",
      'The consultant considers her condition life-threatening without surgery today.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a gas smell found safe, thoughts of self-harm denied, an overdose of chlorine, or "not life-threatening"', () => {
    for (const text of [
      'Attended a report of a gas smell. No leak detected; tightness test passed and the supply is safe.',
      'No thoughts of self-harm were elicited at examination.',
      'The pool company gave it an overdose of chlorine and the liner has bleached.',
      'Her injuries are not life-threatening and she is home.',
      "If it wasn't for the dog I'd have given up on this claim.",
      'She wants to be with her mum at the hospital tonight.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-38 (the fortieth round)', () => {
  it('reads not intending to be around, "would see me dead" and treatment abroad held up for a guarantee', () => {
    for (const text of [
      'She told her sister she has no intention of still being here by Christmas.',
      "He has said he'd rather see her dead than let her keep the house.",
      'Dad collapsed in Alicante; the clinic will not operate until the insurer confirms cover.',
      'The doctor says she needs an urgent air ambulance to the mainland.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read being out when the builders come, or a garage waiting for our authority', () => {
    for (const text of [
      "I do not intend to be here when the builders come; I'll leave a key.",
      "The garage won't start the repair until they have our authorisation.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-39 (the forty-first round)', () => {
  it('reads a heart attack, a stroke and a dehydrated baby told in their signs', () => {
    for (const text of [
      'Halfway through the call he said his chest felt heavy and his left arm had gone numb.',
      'My arm keeps tingling and there is a crushing pain in my chest.',
      "Mum's face has drooped on one side and she can't lift her arm.",
      'Her face is sagging and her words are slurred.',
      'The baby has not had a wet nappy since this morning.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a weapon aimed, "with me in it", a note saying she is dead, a refuge found and a ditch', () => {
    for (const text of [
      'The man next door aimed a shotgun at my son over the wall.',
      'He shouted that the next one is going in your head.',
      "Sometimes I think I'll just drive it off the quay with me still in it.",
      "There was a card through the door that said 'you're dead'.",
      'She moved to a refuge in May; last week her ex tracked her down through the hire car.',
      "He told her she'd end up in a canal if she ever left.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a face that fell at bad news, a car in a ditch, a sprained arm or a refuge for dogs', () => {
    for (const text of [
      'His face dropped when I told him the excess was £500.',
      'The car ended up in a ditch on the A59 and was recovered by Hughes Recovery.',
      'She had chest bruising from the seatbelt and a sprained left wrist; both healed within six weeks.',
      'The dog came from a refuge and she found him a new home when she moved.',
      'The assessor pointed a torch at the underside of the bumper.',
      'Please send the keys with the car; it will be towed in with me in attendance.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-40 (the forty-second round)', () => {
  it('reads a threat to shank, a clot or sepsis sent on, treatment held pending cover and hardly passing water', () => {
    for (const text of [
      "He says he's got mates who'll 'shank' him.",
      'A pulmonary embolism could not be excluded and I arranged for him to be taken directly to the emergency department.',
      'Suspected sepsis; the GP sent her straight to A&E.',
      'The treating hospital has declined to operate on the fracture pending confirmation of cover.',
      'The hospital says treatment will stop unless a guarantee of payment is received.',
      'Husband now confused and hardly passing water after three days of D&V.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a golf shank, a clot long treated, a pump not passing water or a garage holding a car', () => {
    for (const text of [
      'He shanked his drive into the trees on the fourth.',
      'A pulmonary embolism in 2019 was treated with warfarin and has not recurred.',
      'The sump pump is not passing water and the cellar is wet.',
      "The garage won't release the car until the excess is paid.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-41 (the forty-third round)', () => {
  it('reads more tablets than meant beside a hospital stay, medicine and everything else stopped, a Scots threat and a hazard that will kill', () => {
    for (const text of [
      "I've been in hospital. I had a bit of a moment and took a lot more than I should have.",
      "Just so you know, I've stopped my antidepressants and I'm going to stop everything else too.",
      "Her man's been showing her the knife and says she'll no see the New Year.",
      'A pole is swinging over the pavement where the kids walk to school. Someone is going to be killed.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a big lunch, tablets the GP changed, Christmas spent away or a near miss told as a worry', () => {
    for (const text of [
      'I took a lot more than I should have at the buffet, but the wedding was lovely.',
      'She stopped her tablets when the GP changed them and feels better.',
      "She'll not see Christmas at home this year, they're at her sister's in Leeds.",
      'The man at the garage said the brakes were worn and the car was in for two days.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
