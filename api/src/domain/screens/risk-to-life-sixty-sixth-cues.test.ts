import { describe, expect, it } from 'vitest';
import { isUrgent } from './cue-readings';

describe('risk to life read on held-out-64 (the sixty-sixth round)', () => {
  it('reads a crash meant to end it, a jealous or armed threat, a failing car kept in use, a gap in warfarin, a serious risk of injury, a baby not moving', () => {
    for (const text of [
      "No skid marks at the scene. His wife says he told the paramedic he 'just wanted everything over'.",
      "Her ex texted 'if I can't have you, nobody will' the night before.",
      'The TP told our driver he was going to "shoot him" if he saw him again.',
      'The steering is compromised; the owner says he has to keep driving it to work.',
      "Mum hasn't had her insulin for three days since the flood took the fridge.",
      'In my view there is a real risk of serious injury if she stays in the flat.',
      "She's 34 weeks and said she hasn't felt the baby move since the bump.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a claim someone wants over, a photo shoot, a safe car, a medicine taken, a risk ruled out, a baby kicking', () => {
    for (const text of [
      "I'm not sleeping and I snap at the kids. I just want it to be over so I can move on.",
      "Shoot him an email with the photos and he'll book the inspection.",
      'The car is unroadworthy. PH has a courtesy car and will not use it until it is repaired.',
      'She has taken her warfarin every day and her INR is stable.',
      'There is no real risk of injury now the area is fenced off.',
      'Baby is kicking away and mum is well; the due date is in March.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-65 (the sixty-seventh round)', () => {
  it("reads legs to be broken, ventilation that cannot stop, a doctor's call for immediate assessment", () => {
    for (const text of [
      "She borrowed the money off a bloke on the estate and he's now saying he'll break both her legs if she can't pay.",
      'Our client cannot safely go without ventilation overnight and the power will be off until Friday.',
      'His ventilator battery lasts about eight hours.',
      'These findings raise the possibility of a bleed on the brain, which requires immediate assessment.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a leg broken in the accident, a ventilator working, or care that was not needed', () => {
    for (const text of [
      'He broke both his legs in the accident and has since made a full recovery.',
      'His ventilator is working normally on the mains.',
      'The findings did not require immediate assessment and I completed the examination.',
      "He doesn't need immediate attention; the GP will review him next month.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-66 (the sixty-eighth round)', () => {
  it('reads a threat in a second language and a witness warned off', () => {
    expect(isUrgent('My husband he say he kill me if I speak with insurance about the car.')).toBe(true);
    expect(isUrgent('Messages told him he will be "finished off" if he gives evidence at the trial.')).toBe(true);
  });

  it('does not read a promise to call or a job finished', () => {
    expect(isUrgent('He say he call me tomorrow about the car.')).toBe(false);
    expect(isUrgent('The roof will be finished off on Friday if the weather holds.')).toBe(false);
  });
});

describe('risk to life read on held-out-67 (the sixty-ninth round)', () => {
  it('reads cutting when anxious, a river threatened, a ceiling over a bed, a person at serious risk, a fire with no way out, a ventilator alarm, wishes to end it', () => {
    for (const text of [
      'On the call PH disclosed she cuts herself when anxious, last time yesterday.',
      'The TP\'s brother told him he would be "found in the Humber" if he did not admit it.',
      'The ceiling above my husband bed is now like a balloon and he cannot move from the bed.',
      'I am afraid it will fall on him, he cannot get out of bed.',
      'His consultant writes that continued exposure to the mould places him at serious risk.',
      'Without a reliable supply she is at immediate risk.',
      "Since the ramp went, if there was a fire I'd be stuck.",
      "On 29 January Priya's ventilator alarm sounded with a fault and they waited two hours for an ambulance.",
      'I not want to live more, I am thinking every night how to finish it.',
      "If it wasn't for the dog I'd have swallowed the lot by now.",
      'not sure ill be about much longer to see the payout lol',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a cut on glass, a car found in the river, a ceiling repaired, a risk of losing money, a fire drill, a ventilator working, a wish to finish the claim', () => {
    for (const text of [
      'She cut herself on the broken glass when clearing up; a plaster sorted it.',
      'The stolen car was found in the canal on Tuesday.',
      'The ceiling has been re-boarded and the bulge is gone.',
      'He is at serious risk of losing the house if the payment is late.',
      'She is not at immediate risk now the power is back.',
      'If there was a fire the alarm would go off; the fire brigade checked it.',
      'The ventilator alarm was tested and is working normally.',
      'I am thinking about how to finish the kitchen once the claim is paid.',
      "I'm not sure I'll be around on Friday for the engineer.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-68 (the seventieth round)', () => {
  it('reads tablets sat with, a note left, a threat not to get up, a chimney stack leaning and bricks falling on the path', () => {
    for (const text of [
      'been sat with a full box of my tablets on the table most nights just looking at them',
      'PH left a note on Sunday and was found by a neighbour.',
      "He wasn't happy I'd put in a claim. He said next time I won't get back up.",
      'The stack is now visibly leaning towards the street.',
      'Two pieces of brick fell onto the front path, a foot from where the postman stands.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read tablets collected, a note left for the builder, a next time of a visit, a stack of boxes, a coping stone on the path', () => {
    for (const text of [
      'She collected a box of her tablets from the chemist on the way home.',
      'Left a note for the builder; he was found to have the key already.',
      "Next time I'll be in when the engineer calls.",
      'The stack of boxes in the garage is damp at the bottom.',
      'One coping stone fell onto the path and broke.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-69 (the seventy-first round)', () => {
  it("reads letters for after, a stomach pumped, a tree thought of, a man to be finished off, insulin gone and sugar rising, a doctor's warning, a dialysis missed, a tree about to fail", () => {
    for (const text of [
      "He has written letters to both his children 'for after'.",
      'I had a bit of a silly night and ended up having my stomach pumped.',
      "I've been driving to work thinking how easy it would be to just put it into a tree on the bypass.",
      "He told our client he would 'finish him off and nobody would find him'.",
      'My bag with all my insulin was taken. My sugar is already 19 and rising.',
      "The doctor says it's getting dangerous and they might have to operate.",
      "TP has kidney failure and dialyses three times a week; he missed today's session.",
      "The arborist's letter states the tree is 'in imminent danger of failure'.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a note for the afternoon, a clutch that would finish her, sugar normal, a session with the physio, a tree made safe', () => {
    for (const text of [
      "I've left a message 'for after lunch' with the garage.",
      "She needs an automatic: 'a clutch would finish me off, love'.",
      'Her sugar is 6 and stable; the insulin is in the fridge.',
      'He missed his physio session because of the hire car.',
      'The tree is no longer in any danger of falling; it was felled on Monday.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-70 (the seventy-second round)', () => {
  it('reads a wall driven at on purpose, a man gutted to have survived, a man who would not make it home one night, a hob left on again and again', () => {
    for (const text of [
      "He volunteered that he had driven at the wall 'on purpose'.",
      "He said he was 'gutted to have walked away from it'.",
      "The supervisor told him he would 'not make it home one night' if he kept the claim going.",
      'Mum has dementia and has twice left the gas hob on and walked off this week.',
      'Dad keeps leaving the gas on since the stroke.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a wall hit by accident, walking away from a deal, home late, a hob left on once in the fire', () => {
    for (const text of [
      'He drove into the wall when the brakes failed; he did not do it on purpose.',
      'He said he was gutted to have walked away from the sale of the van.',
      "She won't make it home in time for the engineer, so her neighbour will let him in.",
      'The fire started when the chip pan was left on the hob.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-71 (the seventy-third round)', () => {
  it('reads a quoted threat to kill, a threat to come back and kill, nobody ever finding her, a car to go off the cliffs, an oven for heat, pills kept back', () => {
    for (const text of [
      "He told our client that he would 'kill her before he lets her have the house'.",
      "He told Mr Barlow he was 'going to come back with something and kill him'.",
      "He's said that if I leave he'll make sure nobody ever finds me.",
      "He said he'd 'drive it off the cliffs at Culver Down' before he let anyone take it.",
      'We have been keeping warm with the gas oven on and the door open.',
      'She is in hospital after taking a large amount of paracetamol.',
      'I have been keeping back my tablets from the chemist and I know how many I have.',
      "She has been saving her heart pills up 'so it's quick'.",
      'I do not really see the purpose in going on without him.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it("does not read he'll kill me when he sees the car, a call back, a car driven off the ferry, an oven left on for a roast, a file to be dealt with, panic attacks", () => {
    for (const text of [
      "He said he'll 'kill me' when he sees the state of the car.",
      'The engineer said he would come back and finish the inspection.',
      'He drove the car off the ferry at Portsmouth.',
      'Left the oven on for the roast while we went out.',
      'We were told the file would be dealt with within 10 working days.',
      "Since the accident she gets panic attacks in the driver's seat: heart racing, can't breathe.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
