import { describe, expect, it } from 'vitest';
import { DISSATISFACTION_LEXICON, isSomeoneElsesFeeling } from './dissatisfaction-lexicon';
import { isComplaintSignposting } from './our-wording';
import { type CueHit, findCues } from './text-scan';

const found = (text: string) => findCues(text, DISSATISFACTION_LEXICON).length > 0;
/** The cues a screen keeps once `setAside` has had its say. */
const kept = (setAside: (text: string, hit: CueHit<unknown>) => boolean) => (text: string) =>
  findCues(text, DISSATISFACTION_LEXICON)
    .filter((h) => !setAside(text, h))
    .map((h) => h.cue);

describe('dissatisfaction cues: any expression of dissatisfaction, whatever the tone', () => {
  it('reads polite, sarcastic and idiomatic dissatisfaction, and verdicts on our staff', () => {
    for (const text of [
      "Hi, I don't want to make a fuss, but I was told I'd get a call back on Monday and I didn't.",
      'I would like to raise a concern about how my claim has been handled.',
      'With respect, I do not think the way my claim has been dealt with has been very fair.',
      'Thanks for nothing. Great to know my loyalty counts for so much.',
      'Lovely to hear from you at last - only took 5 weeks. Was the phone broken?',
      "I've had it up to here with your excuses.",
      'Customer said she is tired of being given the runaround.',
      'Your handler was condescending and talked over me for the whole call.',
      "I've sent the same documents three times now.",
      "Mr Hale said he doesn't accept the deduction for wear and tear.",
      'I strongly disagree with your decision to decline my claim.',
      'He has contacted his MP and will be writing to the papers.',
      'I have now passed the file to my solicitors.',
      'I want this decision reviewed.',
      'Fine, see you in court.',
      'My cousin at the Yorkshire Post would love this story.',
      'This whole saga is going on TikTok tonight.',
      "I'm putting the whole story on facebook and tagging you.",
      'If this is not sorted I will put it all on Facebook.',
    ]) {
      expect(found(text), text).toBe(true);
    }
  });

  it('does not read an apology for our own delay, another person arguing, or a plain update as dissatisfaction', () => {
    for (const text of [
      'Please excuse the delay in returning the claim form.',
      "I'm really not fussed about the delay, these things take time.",
      'The experts disagree about his capacity to return to self-employment.',
      'Thank you so much for sorting this out so quickly.',
      'Escalated to the vulnerable customer team and TL.',
      'The man from the other car has found me on Facebook and keeps messaging me.',
      'Her son says she posted what looked like a goodbye on Facebook last night.',
      // The forty-first round: the weather is not us.
      'My only complaint is the weather!',
      "I'm sick and tired of this rain, that's the third leak this winter.",
      'Honestly sick of the wind, more slates off the porch.',
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('sets aside what someone who is never our staff did or felt, and keeps a verdict on whoever answered our phone', () => {
    const ours = kept(isSomeoneElsesFeeling);
    expect(ours('The other driver was rude to me at the scene.')).toEqual([]);
    expect(ours('My neighbour complained about the noise from the dehumidifiers.')).toEqual([]);
    expect(ours('The lady on your helpline was rude to me.')).toEqual(['rude']);
    // The seventeenth round: a feeling by its words, someone named by a possessive, a relative.
    expect(ours('The neighbour whose fence got knocked down is quite annoyed.')).toEqual([]);
    expect(ours("PH's neighbour has been complaining to the council about the skip.")).toEqual([]);
    expect(ours('My sister is livid with the builders she used for her kitchen.')).toEqual([]);
    expect(ours("The insured's husband was fuming at the other driver.")).toEqual([]);
    expect(ours('The lollipop lady who saw it was really annoyed with the van driver.')).toEqual([]);
    // A feeling aimed at us, and a complaint made for someone, stay.
    expect(ours('My mum is furious with you for cancelling again.')).not.toEqual([]);
    expect(ours('My husband and I are furious about this.')).not.toEqual([]);
    const forMother = 'I want to make a formal complaint on behalf of my mother about the delays.';
    expect(ours(forMother)).toEqual(findCues(forMother, DISSATISFACTION_LEXICON).map((h) => h.cue));
    expect(ours(forMother).length).toBeGreaterThan(1);
    // The twenty-ninth round: anger at our customer, workmen and passengers fed up.
    expect(ours('Says his wife was shaken and very angry at our PH at the scene.')).toEqual([]);
    expect(ours('The removal men were fed up with the lift at the flats being out of order again.')).toEqual([]);
    expect(ours('PH says the bus passengers were all complaining at the driver when he clipped her mirror.')).toEqual([]);
    expect(ours('My husband is livid about our claim being turned down.')).not.toEqual([]);
    // The thirtieth round: the man next door, another insurer's engineer.
    expect(ours('The builder says the man next door has complained to the council about the skip.')).toEqual([]);
    expect(ours("My own insurer's engineer was annoyed the car had been moved before he got there.")).toEqual([]);
    // The thirty-seventh round: a TP or a tradesman without an article, a line manager.
    expect(ours("PH says TP was 'absolutely livid' at the scene but drove off fine.")).toEqual([]);
    expect(ours("PH said roofer was 'fuming' the scaffold hadn't arrived.")).toEqual([]);
    expect(ours("Her line manager was unhappy about the short notice, but she's back at work.")).toEqual([]);
    expect(ours('TP is unhappy with your offer and wants it reviewed.')).not.toEqual([]);
    expect(ours('I told them I was unhappy with the offer.')).not.toEqual([]);
  });
});

describe('our own words quoted back', () => {
  it('sets aside our apology formula and our offer to log a complaint, and keeps the writer saying sorry', () => {
    const ours = kept(isComplaintSignposting);
    expect(ours("She read out a line from our letter: 'we are sorry you are unhappy with our decision'.")).toEqual([]);
    expect(ours('Asked PH whether she wanted to make a complaint about it - she said no.')).toEqual([]);
    expect(ours("I'm sorry but I am very unhappy with your decision.")).not.toEqual([]);
    // The thirty-fourth round: a complaint a client might make one day.
    expect(ours("Broker asked what info we'd need if a client wanted to complain in future.")).toEqual([]);
    // The forty-first round: her rights read out, however many words lie between.
    expect(ours('Explained she can speak to Citizens Advice or refer to the ombudsman if she disagrees.')).toEqual([]);
  });
});

describe("someone else's annoyance and a complaint to the council (the forty-second round)", () => {
  it("sets aside a shop manager's annoyance and a noise complaint, and keeps a complaint to us", () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('Broker says the shop manager next door was annoyed about the scaffold.')).toEqual([]);
    expect(found('Next door have made a noise complaint to the council about the dehumidifiers.')).toBe(false);
    expect(found('I complained to the council last year; this is a complaint to you.')).toBe(true);
    expect(found('I want to make a complaint about the way my claim was handled.')).toBe(true);
  });
});

describe('complaint words that complain of nothing, read on held-out-42 (the forty-fourth round)', () => {
  it('does not read our caller hanging up, a dispute between others, a letter that came, an instruction not to accept, a habit of anger or a question asked again', () => {
    for (const text of [
      "my phone died halfway through the call yesterday sorry, that's why I hung up on you.",
      'The cleaning is a separate dispute between the landlord and his previous tenant.',
      'She took an overdose on Tuesday night, the evening the second letter came.',
      "Please don't accept any settlement or changes from her over the phone until you've spoken to me.",
      "Since the head injury Kevin can't follow what people say on the phone, loses the thread and gets angry.",
      'PH called for the third time today asking the same question (when is the car coming back).',
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('still reads being hung up on, a disputed decision and a third call chasing', () => {
    expect(found('Your handler hung up on me twice.')).toBe(true);
    expect(found('I dispute the deduction for wear and tear.')).toBe(true);
    expect(found('This is the third time I have called about the car.')).toBe(true);
  });
});

describe('complaint words that complain of nothing, read on held-out-43 (the forty-fifth round)', () => {
  it('does not read being asked who I was, stopping for breath, the phone put down by the caller, having had enough of waking up, fury with others, or a delay of our own garage', () => {
    for (const text of [
      'PH asked who I was three times and thought the accident was last week.',
      'Very confused, asked me three times who I was.',
      'PH called, v breathless, had to stop several times.',
      'since the stroke i forget whats been said as soon as i put the phone down.',
      'She\'s "had enough of waking up every morning".',
      "TP rang, furious with PH's family, not with us.",
      "I'm not upset with you at all. The delay is down to my own garage ordering the wrong headlamp twice.",
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('still reads a phone put down on the caller, fury with us and a delay of ours', () => {
    expect(found('Your handler put the phone down on me.')).toBe(true);
    expect(found("I'm furious with how this has been handled.")).toBe(true);
    expect(found('The delay is unacceptable.')).toBe(true);
  });
});

describe("someone else's feelings, read on held-out-52 (the fifty-fourth round)", () => {
  it("sets aside a girlfriend's temper and an employer's, named with an aside, and keeps a feeling about us", () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs("TP says his girlfriend's fuming with him as it's her car he was driving.")).toEqual([]);
    expect(theirs("Our client's employer, Holmes Logistics Ltd, was extremely unhappy that the van was off the road.")).toEqual([]);
    expect(theirs('My girlfriend is fuming with you for losing the photos.')).not.toEqual([]);
  });

  it("sets aside a tenant's frustration with the writer's own plumber (the fifty-sixth round)", () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs("My tenant, Aisha, was frustrated that our usual plumber couldn't get there until Monday.")).toEqual([]);
    expect(theirs('My tenant is frustrated that our claim has taken nine weeks.')).not.toEqual([]);
  });

  it("sets aside a son-in-law's anger named with an aside (the fifty-seventh round)", () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('My son-in-law, who lives with us, has been very angry about the money from the claim.')).toEqual([]);
  });

  it('reads "complained his neck hurt" as a symptom, not a complaint', () => {
    expect(found('TP driver complained his neck hurt, said he would go to hospital to be safe.')).toBe(false);
    expect(found('She complained about the delay to the repairs.')).toBe(true);
  });
});

describe('records, social media and phones that are not about us (the sixty-first round)', () => {
  it('reads wanting our conduct on record, not a threat put on record', () => {
    expect(found('I want it on record that your conduct has been shameful.')).toBe(true);
    expect(found('I want it on record that your driver followed me home after the crash.')).toBe(false);
    expect(found("He's threatened to run me over. I want this on record.")).toBe(false);
  });

  it('reads going public on social media, not threats or photos someone posted there', () => {
    expect(found("I'll be putting all of this on social media tonight.")).toBe(true);
    expect(found('He has received threatening messages on social media from the insured’s son.')).toBe(false);
    expect(found('Your insured posted photographs of the scene on social media.')).toBe(false);
  });

  it('reads having had enough of us, not of the lot of it or the pain', () => {
    expect(found("I've had enough of your excuses.")).toBe(true);
    expect(found("Ah've had enough of the lot of it. Ah've got me tablets lined up.")).toBe(false);
    expect(found('I have had enough of the pain every single day.')).toBe(false);
  });

  it('reads our decision disputed, not a matter in dispute between others or a hire firm’s rate', () => {
    expect(found('I am writing to dispute your decision to decline my claim.')).toBe(true);
    expect(found('We note that liability remains in dispute.')).toBe(false);
    expect(found('If you intend to dispute the rate, please say so within 14 days.')).toBe(false);
  });

  it('reads our handling put on Facebook, not a goodbye or someone else’s messages there', () => {
    expect(found("I'll be putting the whole saga on Facebook tonight.")).toBe(true);
    expect(found('Mum put a post on Facebook an hour ago saying goodbye to everyone.')).toBe(false);
    expect(found("Someone has been putting messages on his brother's Facebook about the crash.")).toBe(false);
  });
});

describe('words of complaint that are not one (the sixty-seventh round)', () => {
  it('does not read our leaflet sent as standard, a denial of negligence, a letter read three times, a pain doing his head in', () => {
    for (const text of [
      'Sent confirmation email and our complaints leaflet as standard.',
      'We have noted your standard paragraph about complaints.',
      'For the avoidance of doubt, our client does not wish to make a complaint.',
      'She does not accept that she was negligent, as the overflow had been checked.',
      "I've read your settlement email three times now and I'm still lost with the figures.",
      'PH has tried 3 times to do the online claim form and gets stuck at the passcode.',
      "It's been 5 weeks now and it's no better, I still can't hear on that side.",
      'The idea of this dragging on for months is more than I can cope with.',
      'TP said the pain is doing his head in.',
      "I've got nowhere to keep anything cold since the fridge went.",
      'I wanted to explain why I came home early.',
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('still reads a complaint, a refusal to accept the decision, times chased and delay', () => {
    for (const text of [
      'I want to make a complaint.',
      'I do not accept that decision.',
      "I've rung you three times now and nobody calls back.",
      "It's been 5 weeks now and still no payment.",
      'This is dragging on and on.',
      "Can you explain why I've been waiting since March?",
    ]) {
      expect(found(text), text).toBe(true);
    }
  });
});

describe('dispute resolution, a photo on her phone (the sixty-ninth round)', () => {
  it('does not read them as a complaint', () => {
    expect(found('We invite you to consider whether the matter is suitable for alternative dispute resolution.')).toBe(false);
    expect(found('PH has a photo of his insurance certificate on her phone and will upload it.')).toBe(false);
  });
});

describe('a complaint to the council, the leaflet received, a supplier still waiting, a dispute denied (the seventieth round)', () => {
  it('does not read them as a complaint', () => {
    for (const text of [
      'I made a complaint to Surrey County Council about that pothole myself.',
      'PH rang after receiving the complaints leaflet in with her settlement letter.',
      'The contractor is still waiting on a part for the boiler.',
      'We refer to your letter of 12 September disputing the daily rate.',
      'We do not understand there to be any real dispute.',
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('still reads a complaint, a customer still waiting, a dispute of ours', () => {
    expect(found('I want to make a complaint about your engineer.')).toBe(true);
    expect(found("I'm still waiting for someone to ring me back.")).toBe(true);
    expect(found('I dispute your valuation of my car.')).toBe(true);
  });
});

describe("the bodyshop's wait, a button on her phone (the seventy-first round)", () => {
  it('does not read them as a complaint', () => {
    expect(found("They said they're still waiting on the rear parking sensor bracket.")).toBe(false);
    expect(found("She just couldn't see the upload button on her phone.")).toBe(false);
  });
});

describe('not so happy (the seventy-seventh round)', () => {
  it('reads a polite complaint in plain words, and not a denial of one', () => {
    expect(found('I am not so happy with this answer because it say the claim is closed.')).toBe(true);
    expect(found("We're not too happy with the delay.")).toBe(true);
    expect(found('I am very happy with how the claim was handled.')).toBe(false);
  });
});

describe('a neighbour at No. 12, the poor lad, a witness named in brackets, her disappointment (the seventy-eighth round)', () => {
  it('sets aside the feelings of people told across an abbreviation, as a lad, or with an aside in brackets, and keeps one at us', () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('Says the neighbour at No. 12 is livid about the state of the boundary fence since the storm.')).toEqual([]);
    expect(theirs('The recovery driver was lovely, the poor lad was soaked through and fed up.')).toEqual([]);
    expect(theirs("PH says the witness (a dog walker, Mr Ellis) was 'fuming' on her behalf because the other driver drove off.")).toEqual([]);
    expect(theirs('The neighbour at No. 12 is livid with you for leaving the skip on the road.')).not.toEqual([]);
  });

  it('reads disappointment recorded for a client', () => {
    expect(found('Our client has asked us to record, with respect, her disappointment that she was not told for five weeks.')).toBe(true);
  });
});

describe('a postman, his office manager, a driver who swore at our PH (the seventy-ninth round)', () => {
  it('sets aside the temper of a postman, a delivery office manager and another driver told further back, and keeps ours', () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('PH says the postman was very shaken and quite angry at the time.')).toEqual([]);
    expect(theirs('His delivery office manager rang her later and was "fuming".')).toEqual([]);
    expect(theirs('Says the Audi driver was absolutely livid afterwards and swore at our PH, then drove off.')).toEqual([]);
    expect(theirs('The postman was fine but I am angry with you for losing my letter.')).not.toEqual([]);
  });
});

describe("someone else's stress, told in other words (the eighty-third round)", () => {
  it("sets aside a builder stressed or tearing his hair out, and keeps the writer's own stress with us", () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('PH rang to say the builder is stressed - his supplier let him down on the steel beam.')).toEqual([]);
    expect(theirs("PH said her builder is 'tearing his hair out' with the merchants.")).toEqual([]);
    expect(theirs("I'm tearing my hair out with you lot, nobody rings back.").length).toBeGreaterThan(0);
  });
});

describe('a group of other people, counted rather than owned (the eighty-fourth round)', () => {
  it('sets aside the temper of other guests and a number of diners, and keeps some who are angry with us', () => {
    const theirs = kept(isSomeoneElsesFeeling);
    expect(theirs('Other guests were furious - there was a scene in reception.')).toEqual([]);
    expect(theirs('A number of diners with bookings were understandably annoyed.')).toEqual([]);
    expect(theirs('Some of the residents are angry with you about the scaffolding.')).not.toEqual([]);
  });
});

describe('a repeat told of an event, not a chase (the eighty-sixth round)', () => {
  const cues = (text: string) => findCues(text, DISSATISFACTION_LEXICON).map((h) => h.cue);
  it('leaves "second time this week" and "the second time he had a knife" alone', () => {
    expect(cues("TP's brother followed her home from work again. Second time this week. Reported to police.")).toEqual([]);
    expect(cues('He has been round twice now, the second time he had a machete in the footwell.')).toEqual([]);
    expect(cues("This is the second time I've had to chase you for an answer.")).toContain('third time');
  });
});

describe('a confession, a sleepless night, our advice and a neighbour (the eighty-eighth round)', () => {
  it('does not read the writer owning up, lying awake or complaining to a neighbour as dissatisfaction', () => {
    for (const text of [
      "I lied on the phone because I didn't want him in trouble.",
      "I'm awake half the night going round in circles.",
      'Trading Standards info given and our contractor booked for tomorrow.',
      "The damage was done by her neighbour's son after she complained about him parking across her drive.",
    ]) {
      expect(found(text), text).toBe(false);
    }
  });

  it('still reads being lied to and months of waiting on us', () => {
    expect(found('Your handler lied to me about the payment date.')).toBe(true);
    expect(found("I've been waiting nine months for you to pay for my van.")).toBe(true);
    expect(found("I've been waiting six weeks for a decision and nobody rings back.")).toBe(true);
  });
});

describe('a little car, not the runaround (the eighty-ninth round)', () => {
  it('does not read her old runaround as a complaint, and still reads being given the runaround', () => {
    expect(found('The car is her old runaround, not the insured vehicle on this claim.')).toBe(false);
    expect(found("I've been given the runaround by your staff for weeks.")).toBe(true);
  });
});

describe('a skin complaint, roofing felt, a lost suitcase (the ninetieth round)', () => {
  it('does not read a condition, the weather or the airline as a complaint about us', () => {
    expect(found("Max's skin complaint has flared up again so I've attached the vet's invoice.")).toBe(false);
    expect(found('THE SHED ROOF FELT RIPPED OFF IN THE STORM.')).toBe(false);
    expect(found("The claim is only for my suitcase that didn't turn up in Faro.")).toBe(false);
  });

  it('still reads a complaint, being ripped off and an engineer who did not turn up', () => {
    expect(found('I want to make a complaint about your handler.')).toBe(true);
    expect(found("I'm complaining about the delay.")).toBe(true);
    expect(found('I feel ripped off by your offer.')).toBe(true);
    expect(found("Your engineer didn't turn up on Tuesday.")).toBe(true);
  });
});

describe('a dent that is killing me, asked to repeat (the ninety-first round)', () => {
  it('does not read a laugh or a language difficulty as a complaint, and still reads one', () => {
    expect(found('honestly the dent is killing me 😂 it looks like a smiley face')).toBe(false);
    expect(found('Found it hard to follow and asked me to repeat several times.')).toBe(false);
    expect(found('I have asked three times for a call back.')).toBe(true);
  });
});
