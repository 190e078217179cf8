import { describe, expect, it } from 'vitest';
import { isUrgent } from './cue-readings';

describe('risk to life read on held-out-48 (the fiftieth round)', () => {
  it('reads a tree driven into on purpose, a car park roof with a goodbye, an unexpected survival, a knife to the wrist, dialysis missed and a cracked steering mount still driven', () => {
    for (const text of [
      'Her son says the collision with the tree was not an accident. His mother drove into it deliberately.',
      'He steered the van into the bridge on purpose, his wife says.',
      'im on top of the multi storey at the retail park. sorry mum',
      'tell the solicitors they can keep there money i dont need it now',
      "She said more than once that she 'had not expected to still be here'.",
      "Envelopes addressed to her grandchildren, which she said were 'for after'.",
      "He said if the car was taken he would 'finish himself off'.",
      'He was holding a craft knife to his wrist when our agent arrived.',
      'She has dialysis Mon/Wed/Fri. No car since the accident; hospital transport full. Missed Mon and today.',
      'Engineer says the steering rack mounting is cracked and the TP is still driving it daily.',
      'The wheel bearing could let go at speed.',
      'Twelve days wi nae heatin. Ma maw is ninety-one. It is minus five the night.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a crash into the back of a car, parking on a multi-storey, a late engineer, a gap in hire that would miss dialysis or a cracked part on a car off the road', () => {
    for (const text of [
      'TP says our insured drove into the back of him deliberately.',
      "I'm parked on top of the multi storey, I'll be five minutes.",
      "I didn't expect to still be here at 6pm waiting for the engineer.",
      'Any gap in hire = missed dialysis, so the extension is approved.',
      'Subframe cracked; vehicle a total loss, held at the salvage yard.',
      'The heating is off for the summer; nobody is in the house.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-49 (the fifty-first round)', () => {
  it('reads the wrong side of bridge railings, a farewell made ready, a box of pills taken, brakes and steering that could fail and a wall that could fall', () => {
    for (const text of [
      'Police found him on the wrong side of the railings on the Humber Bridge.',
      'You have all been very kind. I have had quite enough now and I am ready.',
      "Mum was taken into A&E overnight after taking 'most of a box' of paracetamol.",
      'The offside rear brake pipe is corroded through and weeping fluid.',
      'The vehicle is not roadworthy. The insured told me she intends to drive it this afternoon.',
      'The weld has cracked. The steering could fail without warning.',
      "The courtesy car's brake pedal went nearly to the floor on the A34.",
      'In my view the wall could collapse at any time.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read railings on the wrong side of a garden, enough of the builders, a box of tissues, worn tyre cords on a car off the road or a car not roadworthy before the accident', () => {
    for (const text of [
      'The fence is on the wrong side of the boundary according to the deeds.',
      "I've had quite enough of the builders, I'm ready to go with the cash settlement.",
      'She took a box of tissues to the hearing.',
      'N/S/F tyre: sidewall bulge with cords visible. Pre-dates the incident; excluded.',
      'In our opinion the vehicle was not roadworthy before the collision.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-50 (the fifty-second round)', () => {
  it('reads the end of the pier, finishing a life, a belt and a beam, an engine and a pipe, sleep to be with the dead, a threat to teeth, steering to be lost, LPG and a nebuliser without power', () => {
    for (const text of [
      "You've pushed me right to the edge. I'm sat on the end of the pier now typing this.",
      'I am thinking to finish my life because this problem is too much.',
      'Said "I\'ve got a belt and a beam, I\'m not messing".',
      '"I\'ve got the engine running and a pipe, I\'m not joking".',
      'Nan keeps saying she wants to go to sleep and be with Grandad.',
      'She told the writer that "if this house goes, I go with it".',
      'a text: "drop the claim or you\'ll be picking your teeth up off the floor"',
      'In my opinion there is an immediate risk that steering control will be lost.',
      'A strong smell of LPG was present and the detector gave a positive reading.',
      "I have had no power since the 10th. My nebuliser doesn't work either.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a walk on the pier, a life of work finished, a beam in the loft, a hosepipe in the garden or LPG fitted', () => {
    for (const text of [
      'We walked to the end of the pier and back on Sunday.',
      'The roofer found a cracked beam in the loft.',
      'He left the engine running while he unloaded the hose from the van.',
      'The car was converted to LPG in 2015; the tank was inspected last year.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-51 (the fifty-third round)', () => {
  it("reads a lot of a late husband's morphine, not worth being here, a stack that could fall onto her and a roof gone in the snaw", () => {
    for (const text of [
      "She was found by a neighbour having taken a lot of her late husband's morphine.",
      'dont see the point anymore tbh. honestly might as well not be here',
      'Part of the stack could fall through the roof onto her bed.',
      "The roof's aff the back o the hoose. Power's aff, nae heatin, snaw comin in. She's 89.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read tablets taken as prescribed, a branch that could fall onto the road or snow forecast with the heating on', () => {
    for (const text of [
      'She has taken her tablets as prescribed this morning.',
      'The branch could fall onto the road if it is not cut back.',
      'Snaw forecast for the weekend but the heating is working fine now.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-52 (the fifty-fourth round)', () => {
  it('reads no wanting to be here, looking at the drop, "he\'ll do us in", a threat to put her back in hospital, cauda equina and brakes failing', () => {
    for (const text of [
      "ah'm no wantin tae be here much longer hen",
      "Later: ah've been up the braes lookin at the drop.",
      "He's telt us if I gan to the polis he'll do us in.",
      'Husband threatened to "put her back in hospital" if she does not give him the money.',
      'These symptoms are suggestive of cauda equina syndrome.',
      'The brakes on the courtesy car are failing and she is taking the grandchildren to school in it.',
      'She said the pedal goes almost to the floor before it does anything.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read weather that will do us in, no signs of cauda equina or brakes that failed at the time of the accident', () => {
    for (const text of [
      'This rain will do us in, the garden is a lake.',
      'No signs of cauda equina on examination.',
      'TP says his brakes failed on the wet road at the time.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-53 (the fifty-fifth round)', () => {
  it('reads a paracetamol OD, an undecided driver at the reservoir, a partner jailed for GBH on her, falling bricks where children play, water through live lights, a crack like a gun and cars that leak petrol or lock their steering', () => {
    for (const text of [
      'Son advises mum discharged from A&E yest following paracetamol OD.',
      "PH said she's parked up at the reservoir and 'hasn't decided yet'.",
      'Her ex has been seen at the bodyshop. He did time for GBH on her in 2019.',
      'two lots of bricks fell on the path this mornin and our kids play out there every day',
      'Water running through hall light fittings, lights still on.',
      "She heard 'a loud crack like a gun' in the night and plaster came down.",
      'Fuel tank holed, actively leaking petrol. The third party was smoking throughout.',
      'The steering locked solid on the M6 today and your letter tells him to keep using it.',
      'Exhaust tailpipe: a length of garden hose had been fitted over the tailpipe and taped.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read water through a light with the power off, an exhaust tailpipe bent in a shunt, or "six feet under before you lot pay out"', () => {
    for (const text of [
      'Water pouring through the kitchen ceiling light; PH switched off the power at the consumer unit.',
      'The exhaust tailpipe is bent and the rear silencer hanger has torn from its mount.',
      "At this rate I'll be six feet under before you lot pay out for the roof.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});
