import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON } from './dissatisfaction-lexicon';
import { findCues } from './text-scan';
import { complains } from './cue-readings';

describe('complaints said sideways', () => {
  it('reads sarcasm, idiom, money taken twice, polite hurt and text-speak', () => {
    for (const text of [
      "Oh brilliant, so now the engineer can't come till March.",
      'Thanks for the call back. Oh wait, you never rang.',
      'Nice to know where we stand with you lot.',
      'Clearly nobody could be bothered to read my email.',
      "I'll just sleep in the car for another month then, shall I?",
      "I'm fed up to the back teeth with this claim.",
      'The whole thing is doing my nut in.',
      "It's been a proper pain in the backside from day one.",
      'Being sent to the garage and back is the last straw.',
      "You've taken the premium twice this month.",
      'The settlement figure is thousands too low for a car like mine.',
      "That won't even cover half the carpet.",
      'Please refund it, I want my money back.',
      'I feel completely ripped off by the deduction.',
      "Mum's not having it, she says the car was perfect.",
      'My father feels rather forgotten about since the new handler took over.',
      "I'm a little deflated that the report still isn't here.",
      'still waitin 4 the engineer. not gd enuf',
      'u said wd ring me back tuesday',
      "I can't wait any longer for you to decide.",
      "Honestly you people don't listen.",
      'You are making a bad month worse.',
      'Whoever valued my car wants their head looking at.',
      "It's been nothing but hassle dealing with you lot.",
      'Why does nobody ever ring back when they say they will?',
      "You've had my paperwork for five weeks and done nothing with it.",
      "That's the third handler I've had and none of you know what's going on.",
      'pls can someone actually get bk to me this time, 2 wks now',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read the same words where they are not a complaint', () => {
    for (const text of [
      'Oh great, thank you, that is really good news.',
      'Oh wait, I found the receipt after all.',
      'I have a pain in the neck since the accident and see the physio weekly.',
      'The claim is fine, I just want to check the excess.',
      'The garage is miles off the main road, so allow time.',
      'I feel much better now, thank you.',
      'You people have been so helpful throughout.',
      'The rain made the damp worse overnight.',
      "I've done nothing about the garden yet, it can wait.",
      'PH asked the same question three times and seemed unsure which car it was.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('reads a verdict in two words and a promise quoted back (the eighth round)', () => {
    for (const text of [
      'The vet is chasing me for the bill now. Really not on.',
      "Six years of premiums and it's 'not covered'. What a con.",
      "I accepted because I need the money, not because it's anywhere near fair.",
      'He called us a pack of thieves and asked for a manager.',
      "Your company hasn't had the decency to answer my emails.",
      "£180 for the sofa, very generous of you. I'll frame the cheque.",
      "lol 'we aim to respond within 48 hours'. good one",
      "The assessor was 'on his way' on Monday. It's Friday.",
      "Same as last week and the week before: any news? I'm talking to myself here.",
      'My mate who is a solicitor is itching to get involved.',
      'What the adjuster said was offensive.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
    for (const text of [
      'The light is not on in the hall, so the electrician will check it.',
      'Thank you, that was very kind of you.',
      'The pack of samples arrived this morning.',
      'Is it on its way? No rush at all.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
  it("reads a representative's challenge to a decision (the ninth round)", () => {
    for (const text of [
      'Siobhan, our client is very concerned about your letter. We would ask you to take a pragmatic view given his record.',
      'My client is disappointed with your decision to decline the claim.',
      'We urge you to take a more reasonable approach to the valuation.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
    for (const text of [
      'Our client is concerned about the damp returning and asks when the drying will finish.',
      'Our client was pleased with your letter and accepts the offer.',
      'Please take a view on whether the contents list is complete.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
  it('reads contempt said plainly and news that never comes (the tenth round)', () => {
    for (const text of [
      'im at breaking point with all this. nobody at your company gives a damn',
      'Nobody at your end gives a toss about the car they dumped.',
      'Nobody tells me anything. I find out more from the builder than I do from you.',
      "My wife asked me to write as she's too cross to.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
    for (const text of [
      'Nobody was hurt and nobody needs a hire car.',
      'The builder tells me more about the drying than the leaflet did.',
      "She's too upset to talk about the funeral today.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('reads understatement, scare quotes, money short and a platform threatened (the twelfth and thirteenth rounds)', () => {
    for (const text of [
      "I'm a touch disheartened the settlement hasn't arrived.",
      'honestly your call centre is a nightmare, im losing the will to live sat on hold',
      'Congratulations. In six weeks you have achieved precisely nothing.',
      "He said 'well, I'm not best pleased' about the decision.",
      "Cheers for the 'emergency' plumber who turned up four days later.",
      "The last handler 'hadn't a clue' and kept getting my address wrong.",
      "The offer is 'nowhere near' what the car was worth.",
      'The cheque is short by the cost of the underlay.',
      "If I don't get an answer today it's going on tiktok.",
      'My local councillor is getting involved.',
      "You're having a laugh with this offer.",
      'Getting anything out of you is like pulling teeth.',
      'Does anybody read the notes?',
    ]) {
      expect(complains(text), text).toBe(true);
    }
    for (const text of ["I haven't a clue what a subrogated claim is, could you explain?", 'The payment arrived, thank you.']) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-12 (the fourteenth round)', () => {
  const found = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.tag);
  it('reads money short or accepted under protest, a low score, "sweet FA" and a claim "killing me"', () => {
    expect(found('She will sign the discharge form under protest.')).toContain('outcome');
    expect(found('The cheque is £212 short of what we agreed on the phone.')).toContain('outcome');
    expect(found('Customer survey: rate us from 0 to 10. Answer: 2/10, never again.')).toContain('emotion');
    expect(found('Six weeks and the contractor has done sweet FA.')).toContain('emotion');
    expect(found('This claim is killing me, honestly.')).toContain('emotion');
  });

  it('does not read a pain score, an aching back or a shortfall in stock as a complaint', () => {
    expect(found('Pain is 3/10 on most days, 6/10 after work.')).toEqual([]);
    expect(found('My back is killing me after all the lifting.')).toEqual([]);
  });
});

describe('complaints read on held-out-13 (the fifteenth round)', () => {
  const found = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.tag);
  it('reads exasperation in idiom', () => {
    expect(found('The chasing is driving me round the bend.')).toContain('emotion');
    expect(found("You're making my life a misery with these forms.")).toContain('emotion');
    expect(found('The offer is peanuts.')).toContain('emotion');
  });

  it('does not read a thing that annoys, or a platform mentioned in passing, as a complaint', () => {
    expect(found('That dent drives me mad every time I see it, but no rush.')).toEqual([]);
    expect(found('My daughter sent the photos from her phone.')).toEqual([]);
  });
});

describe('complaints read on held-out-26 (the twenty-eighth round)', () => {
  it('reads a wait mocked as a record or an anniversary', () => {
    expect(complains('Is there a prize for the longest time on hold? Because I think I just won it.')).toBe(true);
    expect(complains("Just checking whether my claim has been sent off to be carbon-dated, as it's nearly its first birthday.")).toBe(true);
    expect(complains('The prize for the raffle was a hamper, thanks for the donation.')).toBe(false);
  });
});

describe('complaints read on held-out-29 (the thirty-first round)', () => {
  it('reads a wait or an offer mocked, and satisfaction understated', () => {
    for (const text of [
      "PH asked whether she should 'try a carrier pigeon' as emails clearly aren't being read.",
      'omg a reply!! only took 3 wks',
      "PH laughed and said 'oh how generous, that'll just about cover the padlock'.",
      "Mum's been told the surveyor is 'on his way' since Monday. He must be walking from Aberdeen.",
      "She's less than satisfied with how the reduction was explained.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
    expect(complains('The repair only took two days, thank you.')).toBe(false);
  });
});

describe('complaints read on held-out-30 (the thirty-second round)', () => {
  it('does not read a complaint declined, an old complaint reference, our dispute, a delay of theirs or a post quoted as evidence', () => {
    for (const text of [
      "PH said she definitely doesn't want this logged as a complaint - she just wanted to understand.",
      "Your subject line still says 'Complaint CMP-1182', which was from the old claim.",
      'We note you dispute the daily rate and enclose basic hire rate evidence.',
      'I hope you will understand the delay in reporting this.',
      "We quote from your insured's public Facebook post of 17 August and invite you to admit liability.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
    expect(complains('I want this logged as a complaint.')).toBe(true);
    expect(complains("I'm not pleased to hear that the car is ready.")).toBe(false);
    expect(complains("I'll be putting this all over Facebook.")).toBe(true);
  });
});

describe('complaints said politely or counted, read on held-out-30 (the thirty-second round)', () => {
  it('reads displeasure understated, a wait counted, an outcome that does not put things back and goalposts moved', () => {
    for (const text of [
      "Very courteous but said her client isn't best pleased that the valuation was done over the phone.",
      'I have now written twice without so much as an acknowledgement, which I find a little discourteous.',
      "It's a bit disheartening to be told 'next week' three weeks running.",
      'Broker quipped that at this rate the Mazda will qualify as a classic before it is repaired.',
      "Your colleague hasn't answered one email since she took over.",
      'Day 64 since I sent you the repair invoice. Any chance of payment this side of Easter?',
      'The dehumidifiers were meant to come out after a fortnight. That was in January.',
      "That's not putting me back where I was before the leak.",
      'Your no-claims decision makes no sense whatsoever.',
      'Not wanting to be awkward but £6,450 for the Yaris feels on the low side.',
      'You keep moving the goalposts.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });
});

describe('complaints read on held-out-31 (the thirty-third round)', () => {
  it('reads a claim run in a muddle, sarcasm by what it praises, the garden path and distress we caused', () => {
    for (const text of [
      'The family feel the claim has been handled in a disorganised way and he would like a named person to take ownership.',
      "PH said, heavy on the sarcasm, that she 'must be our favourite customer'.",
      "Said she's 'so glad' we value her husband's time.",
      "PH: 'Don't worry, I'm sure the payment's in the post. Just like the last three times.'",
      "Your insured's vehicle has taken longer to inspect than it took to build. We look forward to your reply at some point this decade.",
      'I feel I have been led up the garden path about the settlement figure.',
      'She is understandably aggrieved and we invite your urgent proposals.',
      'I find that very hurtful and frankly poor.',
      "Your handler's repeated direct calls to him have caused him considerable distress. We require that these stop.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a builder complained about, a complaint reference or annoyance at oneself as complaints', () => {
    for (const text of [
      'Our client has been threatened by the builder she complained about.',
      'Subject: Your complaint reference CMP-20411 - final response. Just filing.',
      "I'm more annoyed at myself for leaving the padlock off than anything.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-32 (the thirty-fourth round)', () => {
  it('reads a handler who argued, money gone missing and "not helpfull at all"', () => {
    for (const text of [
      "Whoever Kieran is please don't let him ring me again. He clearly hadn't read anything and argued with me.",
      'your cheque was for £312. the invoice was £612. wheres the other 300 gone??',
      'i rang and the man just said its all in the letter. not helpfull at all',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read no data on a phone or a gran with no clue about computers as complaints', () => {
    for (const text of [
      "TP can't use the portal - no computer at home and no data on his phone.",
      "Nan can't use this website, she hasn't got a clue with computers.",
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-33 (the thirty-fifth round)', () => {
  it('reads a claim buried, chasers unanswered, an update months old, numbers given and errors named', () => {
    for (const text of [
      "Just checking whether my mother's claim is still alive, or whether it's been quietly buried somewhere.",
      'Mrs Hale has now had her fourth "we\'re sorry for the delay" letter. She\'s thinking of having them framed.',
      "The last update on here is dated 19 August. It's now November.",
      'I chased on 6/9, 20/9 and 4/10 and have had nothing back on any of them.',
      'We have had no substantive response in over four months despite three chasers.',
      'She has been given five different phone numbers. This has been handled very poorly.',
      'This is a serious error and I want it corrected at once.',
      "You've had six months to settle this and done nothing.",
      'We must raise in the strongest terms the handling of this claim.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
    expect(complains('Is the shed claim still alive? Just checking you got the quote.')).toBe(false);
  });
});

describe('complaints read on held-out-34 (the thirty-sixth round)', () => {
  it("does not read a neighbour's dispute or a Facebook group as a complaint", () => {
    for (const text of [
      'PH says the neighbour set his dog on her over the drain dispute.',
      'Third incident since the parking dispute with next door.',
      'The TP has put my address on a local facebook group.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-35 (the thirty-seventh round)', () => {
  it('does not read "no complaints" in quotes, a claim put on hold, our letter disputing, or a slip of the sender as a complaint', () => {
    for (const text of [
      "Asked how she'd found it - 'no complaints whatsoever, the fitter was great'.",
      'Please put the claim on hold for a fortnight while he arranges the funeral.',
      'We refer to your letter disputing the daily rate and enclose our rate evidence.',
      'Forwarding the email below, which I sent to the wrong address by mistake.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('still reads being left on hold, a dispute of our figure and our post gone astray', () => {
    for (const text of [
      'I was kept on hold for forty minutes and then cut off.',
      'I am disputing the valuation you have put on my car.',
      'Your letter went to the wrong address again.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });
});

describe('complaints read on held-out-39 (the forty-first round)', () => {
  it('reads chasing we should have done, months of it, and no way to treat anybody', () => {
    for (const text of [
      "She said she shouldn't have to keep ringing to find out where the claim is.",
      'Eight weeks of excuses and still no engineer.',
      'The protracted handling of this claim has added to his losses.',
      'Sending him a form like that is no way to treat anyone.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a customer who should not need to call, as we tell her, or years of fighting an illness', () => {
    for (const text of [
      'Told PH she should not need to call us: the engineer will ring her on Tuesday.',
      'He has had years of fighting cancer and asked us to write rather than ring.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-40 (the forty-second round)', () => {
  it('reads an understated letdown, how not to handle a claim, weeks with no call back and staff not bothered', () => {
    for (const text of [
      "I'm sorry to say the experience has been rather underwhelming.",
      "He's going to frame our email as an example of how not to handle a claim.",
      "The engineer didn't know one end of a car from the other.",
      'TP chasing his interim, 6 wks with no callback from anyone.',
      'Can someone sort it, cos nobody at your end seems bothered.',
      'I would like you to write to me by post and stop telling me to go online.',
      "She said the way we've treated her has finished her off.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a relative asking us to stop sending letters, or a mechanic who knows one end from the other', () => {
    for (const text of [
      'Please can you stop sending her letters about the excess; she is in hospital.',
      'He knows one end of a car from the other, he was a mechanic for thirty years.',
      'No call back needed; the repairer has the parts.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-41 (the forty-third round)', () => {
  it('reads the attention a file deserves, the time it has taken us, people treated like this and distress we need not have caused', () => {
    for (const text of [
      'Glad to see the Hale file is getting the attention it deserves, i.e. none.',
      "She could have built the extension herself in the time it's taken you to read one quote.",
      'how can u treat people like this',
      'Why does it have to be this complicated? I just want the lounge fixed.',
      'This is unreasonable and has caused our client unnecessary distress.',
      'We would be obliged if you would now respond to the letter we actually sent.',
      'Your settlement letter arrived without the breakdown we asked for.',
      'We note with regret that the inspection has been rescheduled by your engineers three times.',
      "If this isnae sorted ah'm gettin' ma MSP on tae yous.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read condolences noted with regret, thanks passed on, praise of staff or parking that is a pain', () => {
    for (const text of [
      'We note with regret that your insured has passed away, and send our condolences.',
      'Please pass on our thanks to whoever arranged it.',
      "I'm not complaining, honestly, everyone's been really helpful.",
      'Parking in her street is a pain in the neck, she says, so the engineer should use the car park.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('the last straw that is the loss itself (the eighty-fourth round)', () => {
  it('does not read a leak, a storm or a car as the last straw, and reads our delay', () => {
    for (const text of [
      'The leak was the last straw after a year of problems.',
      "I know it's only a car but it's the last straw for me.",
      'The water coming through the ceiling has been the last straw.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
    expect(complains("Our delay with the payment is 'the last straw'.")).toBe(true);
  });
});
