import { describe, expect, it } from 'vitest';
import { complains } from './cue-readings';

describe('complaints read on held-out-42 (the forty-fourth round)', () => {
  it('reads service not as expected, patience nearly gone, a rude surveyor, conduct raised, a promise broken, the wool pulled and a helpline that cut off', () => {
    for (const text of [
      'Not quite the service I was expecting from you to be fair.',
      'We await the outcome of that process with all the patience our client has left, which is to say not a great deal.',
      'PH said the surveyor was "the rudest man I\'ve ever had in my house". Wants a different surveyor.',
      'We must raise the conduct of your handler. This is wholly improper.',
      "naebody's phoned her back in a fortnight like they promised",
      'she feels we\'re "pulling the wool over her eyes"',
      "Also said 'your lot have finished me off with this'.",
      "I've rung your helpline twice tonight and been cut off both times.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a service as expected, a surveyor praised or a call cut off once by a bad line', () => {
    for (const text of [
      'The service was exactly what I was expecting, thank you.',
      'The surveyor was very polite and tidy.',
      'Sorry, we got cut off, the signal here is poor.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-43 (the forty-fifth round)', () => {
  it('reads more communication hoped for, unanswered emails, no call back, a wasted afternoon, sarcasm about day one, being mithered and a solicitor asking that calls stop', () => {
    for (const text of [
      "We had hoped for a little more communication than we've had. Our last two emails (22 and 29 April) haven't been answered.",
      "Seven months of your lot not ringing back and I'm done.",
      'Nobody from your lot has ever explained owt.',
      "The glazier never turned up and she'd stayed in the whole afternoon for him. Just wants somebody to ken it's no' on.",
      "Could have mentioned it on day one, but where's the fun in that.",
      "Honest to God, I'm mithered to death by your forms.",
      'Your failure to respond is wholly unsatisfactory.',
      'Despite our written request that all contact be through this office, your staff have telephoned him. We must ask that it stops immediately.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read an afternoon stayed in by choice or a request made politely', () => {
    for (const text of ['She stayed in to wait for the parcel.', 'Further to our request, please find the invoice attached.']) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-44 (the forty-sixth round)', () => {
  it('reads so much to ask, no effort made, on you, quite wrong, scunnered, funny how, weeks promised and gone, next week every week, despite ringing twice and nobody come out', () => {
    for (const text of [
      'Is it really so much to ask?',
      'Family feel no effort has been made.',
      "Daniel says 'if she ends up back in hospital, that's on you'.",
      'It is quite wrong that I keep receiving letters telling me to "log in".',
      "Am scunnered wi' the lot o' ye. Ah've been sent roond the hooses that many times.",
      'Funny how it pre-existed in none of the forty photos I took.',
      'u said 2 wks for the car money and its been 5.',
      "Every week it's 'next week' with the settlement.",
      "We've had no callback about the generator despite ringing twice.",
      "She's rung twice and nobody's come out.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });
});

describe('complaints read on held-out-45 (the forty-seventh round)', () => {
  it('reads nobody answering, left short, a mere eleven weeks, letters none of which had a response, requests ignored and a continued failure', () => {
    for (const text of [
      'I cannot stay here and nobody from your office is answering.',
      "Putting the shed contents down as 'garden items' rather than tools has left me short.",
      'Our letter of 2 February having been acknowledged a mere eleven weeks later.',
      'We refer to our letters of 11 January and 8 February, none of which has received a substantive response.',
      'Both requests have been ignored. Please action this immediately.',
      'He attributes this in part to your continued failure to deal with his interim payment request.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read our question whether a flood left her short of money', () => {
    expect(complains('Asked if the flood has left her short of money for essentials - she said no.')).toBe(false);
  });
});

describe('false alarms mended on held-out-45 (the forty-seventh round)', () => {
  it('does not read photos taken on a phone, a shunt from behind, a second admission, a dispute between solicitors, our chase, or tries at a portal', () => {
    for (const text of [
      'I have attached the photographs my grandson took on his phone.',
      'PH shunted from behind at 20mph on the A61.',
      "She has been admitted to the Women's for IV fluids for the second time this month.",
      'Please do not discuss it with him, as the financial arrangements are in dispute between our solicitors.',
      'Called PH as no response to the claim form. Completed it with her over the phone.',
      "PH rang as she's tried three times to use the claim portal and can't get past the login.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('still reads being shunted from pillar to post, chasing for the second time and no response to letters', () => {
    expect(complains("I've been shunted from pillar to post for a month.")).toBe(true);
    expect(complains('I am writing for the second time about the same invoice.')).toBe(true);
    expect(complains('I have had no response to my letters of May and June.')).toBe(true);
  });
});

describe('complaints read on held-out-46 (the forty-eighth round)', () => {
  it('reads an insurer found wanting, hopes of hearing, appreciation withheld, raging, no show, sarcastic delight and callbacks missed', () => {
    for (const text of [
      "Your portal doesn't work with my screen reader at all, which isn't great for an insurer.",
      'I had hoped to hear something by now. I was told someone would ring me last Tuesday and no one did.',
      "She'd have appreciated being kept in the loop a bit more.",
      "I'm absolutely raging. Nae show, nae phone call, nothing.",
      "Delighted to see you've knocked £14.99 off for 'betterment'.",
      "He 'admires our consistency' as every promised callback this month has been missed.",
      'u said 10 days for payment, its 24 today. please just pay it',
      "V upset contractor 'never even tested it'.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read someone else raging or cross, or our complaints process mentioned', () => {
    expect(complains('The other driver was raging at the scene but calmed down.')).toBe(false);
    expect(complains('She was cross with her son for leaving the gate open.')).toBe(false);
  });
});

describe('complaints read on held-out-47 (the forty-ninth round)', () => {
  it('reads a telephone always engaged, "a bit poor", attention with no reply, a surveyor not to be sent again, delays that finished her off and an address given out', () => {
    for (const text of [
      'I am writing because the telephone is always engaged.',
      'She felt it was "a bit poor" that nobody told the family.',
      'That attention has not yet extended to a reply to any of our four letters.',
      'Please do not send that young man from the surveyors again.',
      'She said our delays have "finished her off".',
      'How could you give out my address??',
      'Nobody has told him anything in 5 months.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a granddaughter telling everyone about the fire engine', () => {
    expect(complains('She was back at school the next morning telling everyone about the fire engine.')).toBe(false);
  });
});

describe('complaints read on held-out-48 (the fiftieth round)', () => {
  it('reads nobody telling him when, patience diminishing, concern at a call made direct and contact despite notice', () => {
    for (const text of [
      'no one will tell me when im getting paid. 4 months.',
      'Our client awaits, with diminishing patience, your position on liability.',
      'We are concerned to learn that a member of your staff telephoned our client directly.',
      'You called him despite your being on notice that he is represented.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read an apology for a late answer, a complaint made to a neighbour or photos unreadable on a phone screen', () => {
    expect(complains('Please forgive the delay in answering your letter.')).toBe(false);
    expect(complains('When she went round to complain he set the dog on her cat.')).toBe(false);
    expect(complains("She can't make the photos out on her phone screen.")).toBe(false);
  });
});

describe('complaints read on held-out-49 (the fifty-first round)', () => {
  it('reads getting nowhere, bafflement, consistent lateness, being unimpressed, no help, weeks overdue and nobody answering', () => {
    for (const text of [
      'I explained this twice last week and got nowhere.',
      "Sam, I'm honestly baffled.",
      'Consistently late, consistently wrong.',
      'Our client is understandably unimpressed.',
      'I ask him slow please and he say read the letter. This is not help.',
      'Your response is now some 11 weeks overdue.',
      "Nobody from the builders is answering and I've been trying since Friday.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read nowhere else to go or a third time after cutting her wrists', () => {
    expect(complains("We've got nowhere else to go so we're still in the house.")).toBe(false);
    expect(complains("He's in A&E with mum - she's cut her wrists again, 'third time this year'.")).toBe(false);
  });
});

describe('complaints read on held-out-50 (the fifty-second round)', () => {
  it('reads disappointment noted, belief withheld, a cheque to frame, time taken "honestly" and "it ain\'t on"', () => {
    for (const text of [
      'We note, with some disappointment, that we have had neither an acknowledgement nor any offer.',
      "PH said 'I'll believe it when I see it'.",
      "She said she'd probably hear back from the Pope quicker.",
      "Cheers for the cheque for £212.40. I'll get it framed.",
      "Take your time, honestly, no rush at all. It's only been since February.",
      "Builders turning up at half seven with the radio going. It ain't on.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a framed photo, an offer taken with pleasure or a light that is on', () => {
    expect(complains('The print was damaged in its frame.')).toBe(false);
    expect(complains('The landing light is on.')).toBe(false);
  });
});

describe('complaints read on held-out-51 (the fifty-third round)', () => {
  it('reads the rate you lot are going, unlike yow lot, the cheek, how that happens and the small claims court', () => {
    for (const text of [
      'wont be here to spend it the rate u lot are going. 9 weeks.',
      'least the life insurance would pay out unlike yow lot',
      "then had the cheek to say i'd need to bring it to the garage next time",
      "I've just been told it went to the joint one anyway. How does that happen?",
      'says if we don\'t pay his claim he\'ll "take you to the small claims court" himself',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });
});

describe('complaints read on held-out-54 (the fifty-sixth round)', () => {
  it('reads improper contact objected to, a plea for decency, being mugged off, not caring, a promise broken and nobody coming', () => {
    for (const text of [
      'This is improper and our client has asked us to make clear that he objects to it.',
      'Please can someone have some decency and speak to his solicitor instead.',
      '"You\'ve mugged me right off. I ain\'t got nothing left."',
      'They wouldn\'t let her in without a letter - "they couldn\'t care less, none of you could".',
      'you said youd pay the plumber direct. you didnt. whos paying the interest',
      'ur helpline keeps saying someones coming n nobody comes',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read the police found useless, an unrelated dispute, a claim put on hold, an instruction not to agree, a survey on her phone, upset at her own mistake or a mirror left hanging', () => {
    for (const text of [
      'me ex keeps ringin off diff numbers. police r useless.',
      'He was attacked outside it by two men (unrelated dispute per BL).',
      'Gave DA helpline. Claim on hold for now.',
      "Please don't agree anything with her on the phone - include me.",
      "Asked if she'd be alright doing the video survey on her phone. 'Aye pet, nee bother.'",
      "She was quite upset at having damaged her aunt's car but she's unhurt.",
      'He still caught my wing mirror and the mirror was left hanging by its wires.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-55 (the fifty-seventh round)', () => {
  it('reads emails unanswered, an assumption, an unacceptable way to speak, patience tried and a plea for plain words', () => {
    for (const text of [
      'What an innovative approach to customer service. Five emails, no replies.',
      'We can only assume the file has been on an extended holiday.',
      "That is not an acceptable way for an insurer's representative to speak to a claimant.",
      "I've tried to be patient with your company but this is more than I can manage.",
      'why cant you rite it plane so normal peple can read it',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read English not enough for letters, a cat as a nightmare, a plumber she booked, a waste of space said of himself or a phone in a crash', () => {
    for (const text of [
      'I am writing with Google Translate because my English is not enough for official letters.',
      'The cat has been an absolute nightmare through all this.',
      "My tenant's plumber she'd booked didn't turn up on Saturday.",
      'the mrs says im a waste of space and tbh shes right',
      'The other driver worked out she told us he was on his phone.',
      'Asked if our letters could stop naming her as the one who complained.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-56 (the fifty-eighth round)', () => {
  it('reads a mere eleven weeks, touching sarcasm and a call back nobody made', () => {
    for (const text of [
      'Your acknowledgment reached us a mere eleven weeks after it was sent.',
      "Very touching. It'd be even more touching if someone paid the builder's invoice.",
      'was told someone wud call back yesterday nobody did. please',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it("does not read an apology for our own delay, a pet as a nightmare or a tenant's own plumber", () => {
    for (const text of [
      "Sorry it's taken so long, I've attached what I could find receipts for.",
      'Our spaniel Bramble has chewed through the skirting in the back hall - she is an absolute nightmare.',
      "My tenant says her plumber didn't turn up on Saturday, so she rang another one.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('false alarms mended across the read sets (the eighty-first round)', () => {
  it('does not read another person angry: an ex, a husband, the other driver', () => {
    for (const text of [
      "My ex did it, he does this sort of thing when he is angry. I am getting support from Women's Aid.",
      'Please do not call him or send the letter to the house, he will be very angry.',
      'The other driver was very angry and kept saying it was my fault for going too fast.',
      'She said she is frightened of making him angry, but he has never hurt her.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('still reads the customer, or family for them, angry with us', () => {
    expect(complains('PH very angry that nobody has called back about the roof in three weeks.')).toBe(true);
    expect(complains("I'm angry that your engineer didn't turn up again.")).toBe(true);
    expect(complains("Mr Jones rang, he was very angry that the engineer didn't turn up.")).toBe(true);
    expect(complains("My husband is very angry that you still haven't paid the garage.")).toBe(true);
  });
});

describe('false alarms mended across the read sets (the eighty-second round)', () => {
  it('does not read "the delay" we asked about, one apologised for or explained, or put down to a supplier', () => {
    for (const text of [
      'Asked PH whether the delay has caused her any problems - she said not at all.',
      'PH apologised for the delay; she has been away with work.',
      'I should explain the delay: I have been in hospital.',
      'The delay in repair was attributable to the availability of a replacement rear light.',
      'PH said not to worry about the delay, she has her own car as well.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('does not read others annoyed with someone else: motorists at a hold-up, a mother with her son, more annoyed than anything', () => {
    for (const text of [
      'TP says other motorists were beeping and getting annoyed at the hold-up while the cars were moved.',
      'Caller is the TP’s mother: she was annoyed with her son for not telling her about the crash.',
      "She said thanks but she's fine, more annoyed than anything that they took the kids' bikes.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
    expect(complains('I am really annoyed with you for losing my forms again.')).toBe(true);
  });

  it('still reads the delay complained of', () => {
    expect(complains('I am writing about the delay, which is now into its third month.')).toBe(true);
    expect(complains('Why is there such a delay? The delay is down to you losing my forms.')).toBe(true);
  });
});
