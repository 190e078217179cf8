import { describe, expect, it } from 'vitest';
import { urgentThemes } from './cue-readings';

describe('risk to life read on held-out-72 and held-out-73 (the seventy-fifth round)', () => {
  it('reads not wanting to be alive by the end of the claim, still here unfortunately, a sting allergy with wasps indoors', () => {
    for (const text of [
      'not sure id even still be alive by the time u lot sort this out. dont really want to be if im honest',
      "I doubt I'll still be around by the time you pay out. Don't even want to be.",
      'PH answered: "Still here, unfortunately." Thoughts no better.',
      "I'm still here unfortunately, if that's what you're asking.",
      'Wasps are coming into the bedroom through the ceiling. I have a severe wasp allergy and went into anaphylactic shock the last time I was stung.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read wanting to be kept updated, damp still here, a wasp nest with no allergy, an EpiPen and no insects', () => {
    for (const text of [
      "I'd like to be here when the engineer calls. I don't want to be left out of the loop.",
      'The damp is still here, unfortunately, so the drying company will return on Monday.',
      'Wasp nest in the eaves; pest control booked for Friday, not covered under the policy.',
      "Her son's EpiPens were in the kitchen drawer and are fine; the flood did not reach it.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-74 (the seventy-sixth round)', () => {
  it('reads fresh burns to cope, an urge to hurt herself, a car into a tree next time, a threat never to walk, a stabbing promised, yes to danger, a stroke, a tree on the roof', () => {
    for (const text of [
      'Fresh burns both forearms; PH said it\'s "how I get through the evenings at the minute".',
      'I still have days when the urge to hurt myself is pretty strong.',
      "He said not to bother doing it properly, it's going into a tree next time anyway.",
      'He told me if I claim for it in my name he\'ll make sure I "never walk again".',
      'said im getting shanked if his car aint fixed by friday',
      'Someone there who might hurt you? "yes". Do you feel in danger right now? "yes".',
      'His speech had become slurred and the left side of his face had dropped.',
      "The trunk's resting on her roof, split and creaking, right over her daughter's bedroom.",
      'The chimney is leaning badly and the neighbour says it could come through any minute.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read burns from the chip pan, a car going into the garage, getting shot of the car, a danger asked about and denied', () => {
    for (const text of [
      'He has fresh burns on both forearms from the chip pan fire and is being seen at the burns unit.',
      "It's going into the garage next week for the repair.",
      "I'm getting shot of the car as soon as it's fixed.",
      'Asked if she feels in danger. She said no, she is safe and staying with her sister.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-75 (the seventy-seventh round)', () => {
  it("reads next time I won't miss, an occupant to be moved today, flood water round the ankles and rising", () => {
    for (const text of [
      'She has received two messages saying that "next time I won\'t miss".',
      'URGENT: the occupant of the front bedroom must be moved to another room today.',
      'water is coming in under the back door from the river and its round my ankles now and rising',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a ball game, a car to be moved today, water that has gone down', () => {
    for (const text of [
      "He says next time he won't miss the deadline for the forms.",
      'The car must be moved today so the skip can be delivered.',
      'The water was round her ankles on Sunday but has gone down now.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-76 (the seventy-eighth round)', () => {
  it('reads a jump from a footbridge, staying where a clinician said not to, failing steering, a finished job promised, tablets saved, a ventilator on batteries', () => {
    for (const text of [
      "TP's mother rang. TP in Northern General after jumping from a footbridge over the A61 last Wednesday, broken pelvis and legs.",
      'Her oncologist has written that she must not remain in the property. She has remained there because she has nowhere else to go.',
      'The cracked steering rack housing could fail completely and without warning, resulting in loss of steering control.',
      "He told her that if she carried on with this claim he would 'finish the job properly next time'.",
      'Since I came home without Peter I have been collecting my sleeping tablets rather than taking them.',
      "Alfie depends on a ventilator overnight. Since the collision the family have been relying on the devices' internal batteries.",
      "Asked if she's safe: 'not really'. Gave DA helpline no., agreed to text only.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a bridge in a joke, a trip hazard during the works, a wiper motor, finishing the job herself, a housing move, a safe property', () => {
    for (const text of [
      "Said if she'd had to hear that hold music one more time she'd have 'jumped off the nearest bridge'.",
      'Mrs Hale should not remain in the property while drying equipment runs, as the trailing cables are a trip hazard.',
      'The wiper motor could fail without warning; a replacement is on order.',
      'Her manager said the tiler would finish the job himself on Monday.',
      'The housing officer says she must be moved to a ground-floor flat urgently.',
      'Is the property safe? Yes. There is no risk of collapse.',
      'Asked if she felt safe now: yes, no threats since.',
      'Asbestos could harm you, yes, so the contractor will remove the boards.',
      'Is she safe, not really sure where she went after the fire.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('risk to life read on held-out-77 (the seventy-ninth round)', () => {
  it("reads a tree resting on PH's roof over the children's room, rafters audibly cracking", () => {
    for (const text of [
      "Storm damage: large ash from the neighbour's garden now resting on PH's roof above the children's bedroom. Emergency roofer instructed.",
      "Neighbour's oak came down in the night. PH says the rafters are audibly cracking over the kids' bedroom and they are all downstairs.",
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read tomatoes given an overdose of water, a frost setting in an empty house, a builder who came after her for money, an escape from a fire', () => {
    for (const text of [
      'The only casualties inside were my tomato plants – they got an overdose of water from the roof panel.',
      'The property currently has no heating. It is unoccupied; temporary radiators left on frost setting to protect the pipes.',
      'The roofer has not been paid. They have, understandably, come after me. I was served with a county court claim in February.',
      'She broke both ankles when she jumped from the balcony to get away from the smoke.',
      'In the fire at the flats she fractured her pelvis when she jumped from the balcony.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});
