import { describe, expect, it } from 'vitest';
import { convergentRiskToLife } from './risk-to-life-convergence';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const urgentCues = (text: string) => findCues(text, VULNERABILITY_LEXICON).filter((h) => h.tag.urgent);
const isUrgent = (text: string) => urgentCues(text).length > 0;

describe('risk to life said without a death word or a weapon', () => {
  it('reads a future doubted, sleep without waking, the point of going on asked', () => {
    for (const text of [
      "Honestly I don't think I'll still be here by the spring, so do what you like with the car.",
      'He has stopped caring whether he lives, his daughter says.',
      'Some nights I want to close my eyes and never open them.',
      'Some mornings I wish the lorry had finished the job.',
      "He said he won't make it to Christmas the way things are going.",
      'She said she would like to go to sleep and not wake, and that frightened me.',
      "Caller asked me what's the point in going on when everything keeps going wrong.",
      "I can't see any point in getting up in the morning now.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a high place visited without an errand, and how easy a crash would be', () => {
    expect(isUrgent('Her brother found her sitting on the railway bridge at 2am, just staring at the tracks.')).toBe(true);
    expect(isUrgent("He's been up on the viaduct 'just thinking', his wife says.")).toBe(true);
    expect(isUrgent('On the motorway I keep thinking how easy it would be to swerve under a lorry.')).toBe(true);
  });

  it('reads threats in everyday words and a partner said to be violent', () => {
    for (const text of [
      "The lad from the other car keeps texting that he's going to do me over.",
      'Her ex has been knocking her around again, her mum told us.',
      'He threatened to throw her through the window.',
      "He says if I go to the police I'll end up in hospital.",
      "She's been told they'll get someone to sort him out once and for all.",
      "He told me next time it'll be my head, not the windscreen.",
      'Her husband is very violent when he has been drinking.',
      "The message says I'll get knifed if I don't withdraw the claim.",
      "The bloke from the other car keeps turning up saying he'll have me.",
      'He smacked her about in front of the kids again last week.',
      "They said they'd sort me out proper if I kept going with the claim.",
      "Her partner has told her she'll be in the ground before she sees a penny.",
      "He's been hitting her again, she had bruises on her arms.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a lifeline medicine or machine lost by its effect', () => {
    expect(isUrgent('His epipens were in the glovebox and the car is at the salvage yard, he has none left.')).toBe(true);
    expect(isUrgent('The fridge has been off since Friday with her insulin in it.')).toBe(true);
    expect(isUrgent("Dad's oxygen concentrator is running off an extension lead from next door.")).toBe(true);
    expect(isUrgent('He dialyses overnight on a machine plumbed into the mains, and the water has been shut off since the leak.')).toBe(true);
    expect(isUrgent('Carbon monoxide alarm sounding when the engineer arrived.')).toBe(true);
  });

  it('reads arrangements made before a death when two of them meet', () => {
    expect(convergentRiskToLife("She's put her affairs in order and left letters for the grandchildren.")).toBeDefined();
    expect(convergentRiskToLife('He gave the cat away to a friend and has been saying his goodbyes.')).toBeDefined();
    expect(convergentRiskToLife("My will is done and everything's ready for when I'm gone.")).toBeDefined();
    expect(convergentRiskToLife("I've sorted out who's having the cat and written to each of the kids.")).toBeDefined();
    expect(convergentRiskToLife('She showed her son where the will is kept and said sorry for being a burden.')).toBeDefined();
    expect(convergentRiskToLife("Dad's put labels on his things saying who they're for and cancelled his papers.")).toBeDefined();
  });

  it('reads an overdose, a weapon, a threat and a danger told plainly (the eighth round)', () => {
    for (const text of [
      'Her son rang: she was taken in after taking too many of her pills.',
      'honestly might just swallow the lot and not wake up.',
      "can't do this no more, going to end it tonight",
      'He held a knife to her throat until she gave him the keys.',
      "Her ex has got a knife and says he's coming round tonight.",
      "The other driver keeps texting that he's going to smash my face in.",
      'He knows where my kids go to school, he said so.',
      "He said he'll hurt the cat and then me.",
      'She was found on the bathroom floor unable to get up after a fall in the night.',
      "Dad's not answering his phone or the door since Tuesday.",
      "I'm 30 weeks and there's bleeding since the crash.",
      "The baby hasn't been moving since the accident this morning.",
      'PH was slurring and confused when I rang back.',
      'She banged her head on the cupboard and is on her own.',
      "He hasn't eaten for three days since the fire.",
      'The tenant upstairs is trapped on the top floor since the stairs went.',
      'His concentrator is on the circuit the electrician left dead.',
      "She's 88 and hasn't had the heating on since the boiler claim.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a death wished in a euphemism, harm admitted, slang threats and a body failing (the tenth round)', () => {
    for (const text of [
      'dont think ill be around to see this claim finished tbh. sorry for all the hassle',
      "I don't really think I'll be here much longer, so speak to my son.",
      "Client told the broker she's been thinking of taking the easy way out since the fire.",
      "Mum keeps saying she's ready to go and join Dad.",
      'He says he just wants to be with my late mum now.',
      'Multiple recent cuts to the forearm, which she acknowledged were self-inflicted.',
      "His partner said he OD'd on his painkillers last week.",
      'the neighbour says hell stab me if i park there again',
      "They said he'll be carried out in a box.",
      "If it isn't paid he'll sort your driver out, she won't walk again.",
      'Her speech was slurred and one side of her face felt funny.',
      'Suspected stroke, called 999 for her.',
      "He's been coughing up blood since the crash this morning.",
      "Mum's on a syringe driver and its battery's nearly flat, the power's been off all day.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    for (const text of [
      "I don't think I'll be around for the inspection on Tuesday, I'm at work.",
      "I won't be around to see the engineer, my neighbour has a key.",
      'The other driver took the easy way out and admitted liability.',
      'She wants to join Dad at the caravan for the weekend.',
      'Injuries that are self-inflicted are not covered by the policy.',
      'An odd noise came from the boiler.',
      'He will be dealt with by our recovery team.',
      'The tiles were delivered in a box on Monday.',
      'The consultant fears he will never walk again.',
      'Hell of a job getting the van out.',
      'History of a suspected stroke in 2015, fully recovered.',
      "TP's wife rang, unhappy we keep calling her husband at work. Wants it to stop.",
      'She has had no further symptoms since and takes no medication.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      "I don't think I'll be here on Tuesday when the surveyor calls, can we move it?",
      "I doubt I'll still be here at five, so please ring before then.",
      'Close your eyes and never mind the noise, the builders said.',
      "What's the point of sending a form if nobody reads it?",
      'I was on the motorway bridge at 8am when the lorry hit me.',
      'He drove over the railway bridge just after the crash.',
      'How easy would it be to drive the car into the garage with the door bent?',
      'The fitter will do the door over again next week.',
      'The insurer could have ended up in a right mess with the paperwork.',
      'The storm was violent and brought the chimney down.',
      'Her inhaler is in her handbag as usual.',
      'The CO alarm at the neighbour’s was sounding, not ours.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(convergentRiskToLife('I have written a letter to the council and one to my MP about the drains.')).toBeUndefined();
    expect(convergentRiskToLife('We put the house in order after the builders left.')).toBeUndefined();
    expect(convergentRiskToLife('I gave the dog to my sister for the week while the floors dry.')).toBeUndefined();
    expect(isUrgent("The garage said they'd sort it out for good this time.")).toBe(false);
    expect(isUrgent('He said he will have the car done by Friday.')).toBe(false);
    expect(isUrgent("The parts won't make it to the garage before Christmas.")).toBe(false);
    expect(isUrgent('The other car was hitting me from behind when I braked.')).toBe(false);
    expect(convergentRiskToLife("I've labelled the boxes so the removal men know where they're going.")).toBeUndefined();
    for (const text of [
      'The garage took too many days over the repair.',
      'Please keep the baby monitor off so it does not wake up the twins.',
      'The engineer is coming for the car tomorrow at ten.',
      'The fitter found the old carpet on the kitchen floor.',
      "We haven't eaten out since the kitchen flooded.",
      'The loft hatch was trapped on the landing side.',
      'The TV circuit the electrician left is dead, please send him back.',
      "We haven't put the heating on yet this year, it's been mild.",
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });

  it('reads a farewell note, treatment out of reach, a home too cold, and threats to a relative (the eleventh round)', () => {
    for (const text of [
      'My sister found the kind of note nobody wants to find on the kitchen table this morning.',
      'She cannot get to her dialysis now the adapted van is off the road.',
      'The renal unit can’t fit him in until Monday and he needs it three times a week.',
      "We've had no running water for two days. His leg ulcers need dressing twice a day.",
      "Dad's oxygen concentrator got water in it when the tank burst.",
      'Her asthma is awful with the damp, we were at A&E again last night.',
      'PH is 88 and still without working heating, the engineer cannot come until next week.',
      "The house is so cold since the leak took out the boiler, and he's on chemo.",
      'Mum is frail and the boiler is still dead after the flood.',
      "Her ex said he'd kill mum if she went to the police.",
      "They told him they'd come round and cut him if he carried on with the claim.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    expect(convergentRiskToLife("I've made my arrangements. There won't be anybody here by the time you write again.")).toBeDefined();
  });

  it('does not read the same words where they are not a sign (the eleventh round)', () => {
    for (const text of [
      "I'm due in three weeks and we've got no hot water since the boiler went in the flood.",
      'The hire company will cut him off if the invoice is not paid.',
      'She found a note from the other driver on her windscreen.',
      'The hospital appointment was moved, she can attend the new one.',
      'No water damage was found in the loft.',
      'The room was so cold the plaster would not dry, so the fitters brought heaters.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(convergentRiskToLife("I've made my arrangements for the hire car.")).toBeUndefined();
  });
});

describe('risk to life told by what is happening (the twelfth round)', () => {
  it('reads affairs put in order, a crash on purpose, hurting to feel something, and threats in other words', () => {
    for (const text of [
      "He said if the claim is turned down he'll just drive into a wall.",
      "She's been cutting her arms to feel something, her sister says.",
      "Her ex is out next month and has told people he's 'coming for her'.",
      'There was a threat, made in front of the neighbours, to stab him.',
      'The fire was started deliberately and he says he will come back and finish the job.',
      "They said if she gives evidence 'your house goes up next'.",
      "He shouted that she was 'dead' if she signed anything.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads a lifeline running out: medicine, breath, a fall, sparks, a hypo, water or charge for a machine', () => {
    for (const text of [
      'PH has 2 days of warfarin left and the rest is in the sealed flat.',
      'Her hydrocortisone is in the house. She ran out yesterday and has been sick twice.',
      "He's rationing his heart tablets until the road reopens.",
      "Mum is on oxygen and she's gone blue round the lips after the stairs.",
      'Her pendant alarm was ruined in the leak and she lay on the floor for five hours.',
      'There are sparks coming from the socket next to the cot.',
      "He's a type 1 diabetic, no food since the crash, shaky and confused.",
      'I am on home haemodialysis and the plumber has capped off the water to that room.',
      'His ventilator is down to one battery left since the car with the spares was stolen.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      'I have left a letter for my daughter with the spare key so she can let the builder in.',
      'The builder said he will come back and finish the job on Monday.',
      'The engineer found the socket was sparking once in 2019 and replaced it; it is fine now.',
      'She has plenty of warfarin; the pharmacy delivered on Friday.',
      'The smoke alarm battery ran out and has been replaced.',
      'The tenant is coming for the keys at 3 on Friday.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-11 (the thirteenth round)', () => {
  it('reads self-harm after bad news, threats of being dealt with, and lifelines without power or water', () => {
    for (const text of [
      'He says he cut himself last night after the letter from the hire company came.',
      'Might as well go back to cutting, nothing else works.',
      "The messages say he will be 'dealt with' if the claim goes ahead.",
      "She shouted that he 'won't see Christmas'.",
      'Our client has been threatened with serious violence by associates of the third party.',
      'The flood knocked the power out for the whole street and her husband dialyses overnight at home.',
      'Her son is ventilated at night and the current battery lasts until about 4am.',
      'Her CPAP machine was damaged in the flood and she must not sleep without it.',
      'The roof has been leaking down the wall onto the sockets in her bedroom.',
      'There is exposed live wiring where the ceiling came down.',
      "My leg's gone hot and red where they stitched it and I've got a temperature and the shakes.",
      "She's in the unheated house, it's freezing tonight and she has Parkinson's.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads affairs settled beside words of finality', () => {
    for (const text of [
      "I've made sure my sister knows where the documents are. I won't be dealing with it after this week.",
      "I've updated my will and left her a note with everything she needs. I just want it all tidied up.",
      "I've given the dog to my neighbour and cleared my bills. Thanks for everything.",
      "If you don't hear from me again, the keys are at number 14. I've made my decision.",
      "He left a voicemail saying sorry and there's a rope missing from the van.",
      "I've written a letter for my son and put the house papers together so he knows where everything is.",
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read a bereavement by suicide, an accident, or thanks as a risk to the writer', () => {
    for (const text of [
      'Her husband died by suicide last week and she wants the claim handled by letter.',
      'He cut himself on the broken glass while clearing up.',
      'The power was off for an hour on Tuesday; the fridge is fine.',
      "My phone battery won't last the night, so please email me.",
      'The spare car batteries were stolen from the garage.',
      'When she came home water was pouring through the light fitting; the electrician has made it safe.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(convergentRiskToLife('Thanks for everything, the car looks great and the cheque has cleared.')).toBeUndefined();
  });
});

describe('risk to life read on held-out-12 (the fourteenth round)', () => {
  it('reads a referral already made, a home that could fall on whoever stays, no water for someone frail, self-neglect, gas and a weapon', () => {
    for (const text of [
      'Adjuster raised a welfare concern with our vulnerable customer team after the visit.',
      'Son has made an urgent safeguarding referral to the council about his father.',
      'The rear wall is bowing badly after the impact and the family are still sleeping in the back room.',
      'Despite a prohibition notice being served, the tenant refuses to leave the first floor.',
      'Nan has had no running water for three days now and she is 91 and can barely stand.',
      'Neighbour says he has stopped eating since the fire and is sitting in the cold house all day.',
      'Since the van hit the wall outside, the hallway smells like rotten eggs.',
      'He came back with a machete and said he will use it if we go to court.',
      'Somebody had sprayed "you\'re dead" on her garage door.',
      "Her doctor was told she'd done it to herself again over the weekend.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads farewells in other words as converging signs', () => {
    for (const text of [
      "Thanks for trying with it all. Won't be needing my van back. Take care of yourselves.",
      'Sorry for everything. Tell Amy I love her.',
      "Cannae see a way through this. There's only one way out now.",
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      'Welfare check call as per the large-loss process: PH settled at her sister’s, no needs.',
      'If the house becomes uninhabitable during the strip-out we will pay for a hotel; PH said she would be staying put with her sister.',
      'The garden wall is leaning and will be rebuilt; nobody lives at the property.',
      'The roof is sagging over the garage; the owners moved out in March.',
      'Water was turned off for an hour while the plumber fitted the new valve; mum (84) was out at the day centre.',
      'The gas fire was condemned last year and has been removed.',
      'My back is killing me after all the lifting.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-13 (the fifteenth round)', () => {
  it('reads searches for a dose, a head banged against a wall, hiding from a knife, where someone will be found, fumes, sparking wiring, a roof not safe, medicine gone with the car', () => {
    for (const text of [
      'Her son found searches on her phone about how many co-codamol it would take.',
      'He keeps banging his head against the wall when the bills come.',
      "I'm hiding in the box room, he's got a hammer.",
      "They told him he'd end up found in the river if he talks.",
      "He said she'd better watch herself walking home.",
      'Fumes spilling into the bedroom from the boiler cupboard since the van hit the wall.',
      'The wiring in the hall is still sparking and the kids are asleep upstairs.',
      'Building control said the roof is not safe but they have gone back in to sleep.',
      "Her EpiPens were in the car when it was towed, and she's without them.",
      'He is not managing his diabetes since the flood and was found wandering outside at night.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads farewells and affairs settled in other words as converging signs', () => {
    for (const text of [
      'I just wanted to say thank you for being kind to me. Make sure the money goes to my sister.',
      "She's put everything in order and paid off all her debts, she said.",
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      'PH said she is at the end of her rope with the builders and cannot take any more delays.',
      "I feel like I'm banging my head against a brick wall with your complaints team.",
      'The flue was found blocked at the annual service and cleared; the boiler was fine.',
      'His insulin is in the car; he will bring the car round later.',
    ]) {
      expect(isUrgent(text) || convergentRiskToLife(text) !== undefined, text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-14 (the sixteenth round)', () => {
  it('reads threats by the children or the car, "or I\'ll kill you", a threat "when he gets home", smoke from drying kit, a last cylinder, a hosepipe kept ready and a cold room by its degrees', () => {
    for (const text of [
      'The note said that if she keeps talking her kids will get hurt.',
      'He told her she would end up like her car if she went to the police.',
      "I heard him shout 'get off the phone or I'll kill you'.",
      "He's found the letter and says he'll kill me when he gets back tonight.",
      'There is smoke coming from the dryer the contractor left running in the hall.',
      "Dad's on oxygen and he's down to the last cylinder left, the supplier can't get through the flood.",
      'Her brother found a hosepipe in the boot and the garage door taped up.',
      "It's 3 degrees in mum's house and she is 91 with COPD.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    expect(
      convergentRiskToLife("She texted her neighbour to look after the cat for me and now she isn't answering the door."),
      'a farewell to a neighbour',
    ).toBeDefined();
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      'The call handler kept cutting me off and would not let me finish.',
      "He'll kill me when he sees the bill for the alloys, ha.",
      'He kept cutting in front of me on the motorway before the crash.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-15 (the seventeenth round)', () => {
  it('reads a hedged reassurance, a life threatened in other words, treatment and supplies out of reach, a home giving way and a cold home for a named illness', () => {
    for (const text of [
      "I'm not going to do anything stupid tonight. Probably.",
      "He told me last week that if I divorce him I won't live to spend the money.",
      'police say hes a danger to me and the kids. hes said hell set the house alight with us in it',
      'I told your staff my ex is dangerous. He has now turned up outside.',
      'The neighbour has been arrested after threatening the insured with a machete.',
      "I'm 40 miles from the dialysis unit and transport won't take me. I've missed two sessions now.",
      'TP in temporary accommodation, no fridge for his insulin.',
      'Her stoma supplies were in the car when it was nicked.',
      "He's used his blue inhaler 10 times today.",
      'The rear wall has moved significantly. The insured, who is bed-bound, sleeps in the rear bedroom.',
      "The stairs partly gave way yesterday and she's still using them.",
      'ive got sickle cell. its been 6 degrees in the house all week since the heating went.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    expect(
      convergentRiskToLife("Please pay whatever's due into my daughter's account. I won't be needing it. Sorry for any trouble I've caused."),
      'money left to a daughter, with an apology',
    ).toBeDefined();
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      "I won't be needing the hire car after Friday, sorry for any trouble I've caused.",
      "Don't worry, I'm not going to do anything stupid like sign it without reading it.",
      'He has not missed any dialysis sessions since the transport was arranged.',
      'The wall was moved in the 1990s when the kitchen was extended.',
      'I can only assume you are hoping I will die of old age before it is paid.',
    ]) {
      expect(isUrgent(text) || convergentRiskToLife(text) !== undefined, text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-16 (the eighteenth round)', () => {
  it('reads self-harm by its marks, threats by what is coming, a brittle condition in crisis, seizures again, water round the sockets and a referral noted', () => {
    for (const text of [
      'LA flagged: PH has fresh cuts on both forearms.',
      'PH was found with her wrists cut on Saturday.',
      "He told him to pass on that 'the old girl will get what's coming' if she doesn't pay up.",
      "A note through my door said 'drop the claim or you're next'.",
      'Her new bloke has threatened to throw her out of the window.',
      "TP rang at 2am threatening to 'come round and do her' over the claim.",
      'Last time he held me under the bath water.',
      'Our client is a brittle asthmatic and the damp has led to two hospital admissions in a month.',
      "I've had none for 3 days and had 2 seizures.",
      'He has had repeated hypoglycaemic episodes living alone.',
      'Found him alone downstairs, unable to stand, water round the sockets.',
      'Ambulance called by contractor. Safeguarding referral.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    expect(convergentRiskToLife('By the time this reaches you it will be my son who reads it. I have made my peace.'), 'a farewell').toBeDefined();
  });

  it('does not read the same words where they are not a sign', () => {
    for (const text of [
      "You're next in the queue for a call back.",
      "You'll get what's coming to you from the settlement once it is agreed.",
      'She asked whether a safeguarding referral would be needed.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-17 (the nineteenth round)', () => {
  it('reads farewells in other words, self-harm again, threats in dialect or by a last week, homes that give way, smoke from a stove, and cold told by its degrees', () => {
    for (const text of [
      'I cut myself worse than usual this time.',
      "Last one said 'enjoy your last week'.",
      'my boyfriend smashed the phone and said im next',
      "He's been at the windae shouting he'll come back and dae me an aw.",
      'PH has moved back into the fire-damaged bungalow. Roof structure unsafe.',
      'The gable wall has moved since the storm. Her husband is refusing to leave.',
      "The front bay has dropped another inch. He won't leave - he's 91.",
      'Water tracking through the hall light fitting with the circuit still live.',
      "The loft fills with smoke whenever the woodburner's lit.",
      'She has been cooking on a camping stove in the living room since the fire.',
      'My father live with us, 84, he have the lung disease. Heating broken 2 weeks now.',
      'The house has been at 9C since the roof damage. PH has dementia.',
      "It was 5C in there last night; she's 81.",
      'PH is on home oxygen and the supplier cannot get cylinders to her; she has one left.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    for (const text of [
      'do u even need me for the rest of this. not planning on sticking around much longer tbh',
      'it wont matter after this week anyway, ive decided. just make sure my mum gets the money',
      "I'm giving everything away this week. I won't be needing any of it where I'm going.",
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read a loss told after the event, a pharmacy’s stock or a denial in a report as urgent', () => {
    for (const text of [
      'She returned at 19:30 to find water coming through the kitchen light fitting and part of the ceiling on the floor.',
      'Stock claim at the pharmacy: antidepressants, insulin and controlled drugs destroyed by water.',
      'He does not report any suicidal ideation.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-19 (the twenty-first round)', () => {
  it('reads a place visited, a height weighed up, a means sat with or found, a fall nobody heard, a pregnancy bleeding and a ceiling over a bed', () => {
    for (const text of [
      "She's been walking up to the Tay Bridge at night and standing at the rail.",
      'I have been down to the weir every evening and stood there a long while.',
      'He asked whether it was high enough to do the job.',
      'I keep sitting in the car in the garage with the door shut.',
      'Their son found him in the shed with a rope last night.',
      'He says he has kept two cartridges back for himself.',
      'sory i was in hospitl after i took to many pills on purpse',
      "Carer found her on the bathroom floor; she'd fallen and couldn't reach the phone.",
      "Nan's not answering. She rang Tuesday saying she'd had a fall.",
      "She's 36 weeks pregnant and has been bleeding since the crash.",
      'using the blue inhaler every 15 mins and its not touching it',
      "The ceiling is bowing right over my husband's hospital bed.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    for (const text of [
      'Left the spare key with Pat for after. Sorry for all the bother.',
      "I've no reason to keep going. I've said goodbye to my sister.",
      'He had emptied all his medication onto the table and there were envelopes addressed to each of his children.',
      'i wont b around 2 sign it. told my m8 he can hav the bike',
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read a seat belt, a walk by the river or a cosmetic crack as urgent', () => {
    for (const text of [
      'Driver was found in his seat with the belt still fastened; no injuries.',
      'We walk down to the river every evening with the dog.',
      'Hairline cracking to the bedroom ceiling, cosmetic only, from settlement; redecorate.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(convergentRiskToLife('I have put the receipts in an envelope for you. Sorry for the delay.')).toBeUndefined();
  });
});

describe('risk to life read on held-out-20 (the twenty-second round)', () => {
  it('reads threats by a photo, by "getting it" and by a knife again, lifelines and care that cannot reach, and a drop left open', () => {
    for (const text of [
      "He sent me a photo of my sister's front door with 'soon' under it.",
      "He posted her address online saying 'she's getting it'.",
      'says i wont make it home alive',
      'My stepdad goes for mum with a kitchen knife when he has had a drink.',
      "I can't talk, he's got the knife again.",
      "He was attacked with a machete and they told her they'll 'finish the job'.",
      "He's coming for it, and for her.",
      'The crash broke his insulin pump and his sugars are all over the place.',
      'Dad has a heart pump that must be kept charged, and the storm cut the power.',
      'The van hit the gas meter and it is still hissing.',
      "Dad's on a syringe driver and the district nurses can't get in.",
      'The contractor removed the stair balustrade, leaving a three-metre open drop.',
      'The chimney stack is rocking in the wind.',
      "I've taken the lot.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
    for (const text of [
      'ive decided. when the money comes through it goes to the kids. i just need it sorted before i go',
      "I'll be sorting out who gets what this weekend. Don't bother sending anyone to look at the roof.",
      "Mum texted 'sorry for everything, look after the cats'.",
      "I won't need the money for the car. Tell my boy I tried.",
      "I can't do this any more. I've written my note.",
    ]) {
      expect(convergentRiskToLife(text), text).toBeDefined();
    }
  });

  it('does not read the same words in ordinary use as urgent', () => {
    for (const text of [
      "I've taken the lot to the tip, so the garage is clear.",
      'The carers cannot get in until the scaffold is down on Tuesday; she is staying with her son meanwhile.',
      'Gas meter replaced by Cadent; no leak found.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
    expect(convergentRiskToLife('Please look after the dog while we are away. Our flight is at six.')).toBeUndefined();
  });
});

describe('risk to life read on held-out-26 (the twenty-eighth round)', () => {
  it('reads shocks from the taps, a bed beneath a bowing ceiling, and a threat typed without its apostrophe', () => {
    for (const text of [
      'Electrician reports shocks from the kitchen taps and sink. Occupants PH and grandson (4).',
      'She was in bed beneath the bowed ceiling throughout my visit.',
      'my husband said hed slit my throat if i claimed for the tv he smashed',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a danger put right at once, a death by suicide, a claim wanted over, or a car door as urgent', () => {
    for (const text of [
      'just so you know the gas leak from the weekend was fixed the same day by cadent, everyones fine',
      "I saw the water coming through the light fitting, but the plumber was here in half an hour and it's all off now.",
      'Water was pouring out of the light fitting. But your plumber was marvellous and had it all turned off within the hour.',
      'My stepfather took his own life last month and it was Mum who found him.',
      'honestly this has broken me. i just want it to be over. pls can the solicitors stop ringing',
      'The rear-hinged (suicide) rear doors are undamaged.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-27 (the twenty-ninth round)', () => {
  it('reads pills put by, a level crossing stood at, a head held under water, oxygen down to the last, a bed under a collapsing ceiling', () => {
    for (const text of [
      "PH mentioned near the end of today's call she has been 'putting her sleeping pills by, just in case'.",
      'I keep walking down to the level crossing at the end of our road and standing there.',
      'When her partner left the room she said he held her head under the bath water last week.',
      "His portable oxygen cylinders are still in the van, and he's down to his last one at home.",
      'The ceiling had partially collapsed and the rest was bellying with water. Her son was in his specialist bed directly underneath.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read a film title, quoted car doors, a leak made safe or an entrapment long over as urgent', () => {
    for (const text of [
      'Rear-hinged ("suicide") doors; nearside rear door damaged at the hinge line.',
      'The contents include vintage film posters ("Suicide Squad", "Jaws").',
      'Gas leak at the kitchen meter: Cadent attended at 21:10 and made safe, capping the supply.',
      'He reports being trapped in the cab for twenty minutes before the fire service released him.',
      'I was walking down to the bridge and standing there waiting for the bus when the car hit me.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-28 (the thirtieth round)', () => {
  it('does not read a driver cut up on a roundabout, or anything missing from a form, as urgent', () => {
    for (const text of [
      "PH says the TP was furious at the scene, shouting that she'd cut him up.",
      'I have done my best with the form. If anything is missing, please tell me and I will find it.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-29 (the thirty-first round)', () => {
  it('reads a packet swallowed, a threat to the children, sockets sparking by a bed, live wires where a toddler plays', () => {
    for (const text of [
      // Declining help is no sign the danger has passed.
      'Gas leak in the kitchen, PH declined to leave the house.',
      'PH said she wants to end it all; she declined a referral to the crisis team.',
      "His mother said he's in hospital after swallowing a packet of paracetamol on Friday.",
      "The child's father has said he will take the children and kill them all.",
      "he's 88 an' on oxygen an' the sockets by his bed have started sparkin.",
      "Live conductors are exposed 40 cm above floor level, in the area where the insured's toddler plays.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read an entrapment or unconsciousness at the scene, or an idiom of a cross husband, as urgent', () => {
    for (const text of [
      'He was unconscious at the scene for an estimated ten minutes.',
      'Her right foot was trapped in the footwell and the fire service assisted her out.',
      'My husband will kill me when he sees the car.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-30 (the thirty-second round)', () => {
  it('reads self-harm in slang, a second overdose, a police threat-to-life warning, a grave promised or drawn, heat and a hanging limb', () => {
    for (const text of [
      "Sorry I didn't answer Saturday, was in the Royal, ended up doing me arms in again. All stitched now like.",
      "PH's husband said she's on Ward 7 after 'another go with the tablets' last Thursday.",
      'Sorry my english is not good. My husband he say me he want to finish his life.',
      "An Osman warning has been served in respect of PH's former partner.",
      "The fella next door said he'd put me six foot under if any more of that wall came down on his car.",
      'This morning there was a drawing of a gravestone with my reg number on it under the wiper.',
      "It's been 33 degrees in the house this week. I have MS and heat makes me properly ill.",
      "A large limb from the oak is hanging over PH's conservatory, held by one strap. PH is still sitting in the conservatory as it's the only warm room.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('does not read hanging on, a grave as an idiom, or a warm day outside as urgent', () => {
    for (const text of [
      "Towards the end she said she's 'just about hanging on' with everything and can't cope with any more surprises.",
      'This claim will put me in an early grave, I swear.',
      'It was 33 degrees outside on the day of the fire, the fire service said.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('risk to life read on held-out-31 (the thirty-third round)', () => {
  it('reads an overdose taken on purpose, a bag and a note, a balcony, a shotgun asked after, "by choice" and Scots', () => {
    for (const text of [
      'PH disclosed recent A&E attendance after deliberately taking too much of her prescribed sertraline.',
      'Nan was found by her carers on Tuesday with a plastic bag and a note.',
      'I am not strong now. Every day I think to jump from my balcony.',
      'Mum asked me last week where Dad used to keep his shotgun.',
      "TP told their agent he 'hasn't got long left, by choice' and wrote his will yesterday.",
      "Said 'am no wantin tae be here ony mair hen'.",
      "Said she's been keeping her pills back.",
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('reads threats to stab, to "do her in", at gunpoint, and lifelines lost: no carers for days, a suction machine, methadone, seizures five a day', () => {
    for (const text of [
      "Messages from the insured's mates saying they'll stab him when they see him.",
      "The landlord turned up drunk and threatened to 'do her in'.",
      'TP was threatened at gunpoint by an associate of our insured driver.',
      'boiler still not fixed since the leak, its meant to be -3 tonite and my husband has copd, hes 88',
      'Her suction machine, which she needs for her tracheostomy, was damaged in the escape of water.',
      'my carers havent come for 3 days cos the agency shut down',
      "Her methadone script was taken in the burglary. She's withdrawing, sick and shaking.",
      'The flat has no heating and his seizures have gone from one a week to five a day.',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });

  it('still reads "he\'ll kill me when he sees the car" as an idiom', () => {
    expect(isUrgent("He'll kill me when he sees the car.")).toBe(false);
  });
});

describe('risk to life read on held-out-32 (the thirty-fourth round)', () => {
  it('reads a phone off for good, money not to be around for, a bridge, a bullet, a road threat, fumes in the cabin and a head hurt and drowsy', () => {
    for (const text of [
      'cnt do this no more. sorry. dont ring me im turning my phone off 2nite for good',
      'pls can u put the payment in my sisters name. i wont be round to spend it.',
      'He was found by police on the Humber Bridge yesterday evening.',
      "Since he gave his statement he's been told in the street he'll 'get a bullet'.",
      "She said he's threatened before to 'run her off the road'.",
      'Evidence of exhaust gases entering the cabin via the damaged rear floor pan.',
      'my husband has fallen twice today, hes got a cut on his head thats still bleeding and hes very drowsy',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });
});

describe('risk to life read on held-out-33 (the thirty-fifth round)', () => {
  it('reads self-harm as "SH" or fresh marks, threats coming back or promised to find her', () => {
    for (const text of [
      'sry not been replying, been back on the SH big time since the flood',
      'ive got fresh marks all up my arms and i cant have anyone in the house seeing them',
      'the lads that nicked my car have put it on snapchat that theyre coming back for me',
      'When refused he said "tell her I\'ll find her anyway and she knows what happens then".',
    ]) {
      expect(isUrgent(text), text).toBe(true);
    }
  });
});

describe('risk to life read on held-out-34 (the thirty-sixth round)', () => {
  it('does not read a bend called "Suicide Corner", a week away, or writing for a mother as urgent', () => {
    for (const text of [
      'The accident was on the bend the locals call "Suicide Corner", TP came round too wide.',
      "Sorry for the slow reply, and I won't be around much this week either - off to my sister's.",
      'Writing for my mum again. Her emails seem to disappear into thin air.',
    ]) {
      expect(isUrgent(text), text).toBe(false);
    }
  });
});

describe('a baby in the womb not moving, read on held-out-40 (the forty-second round)', () => {
  it("reads 'hasn't moved much' and a baby not felt kicking, quoted or not", () => {
    expect(isUrgent("32 wks pregnant; she said the baby 'hasn't moved much' since the shunt.")).toBe(true);
    expect(isUrgent("I can't feel the baby kicking today.")).toBe(true);
  });

  it('does not read advice given in case, or a baby not moving house', () => {
    expect(isUrgent('The midwife said to ring if the baby is not moving as much.')).toBe(false);
    expect(isUrgent('We are staying put: the baby is not moving rooms until the ceiling is fixed.')).toBe(false);
  });
});

describe('no heating or power for someone frail, read on held-out-41 (the forty-third round)', () => {
  it('reads a flood that took out the electric and the heating with a mother of 94 in the house', () => {
    expect(isUrgent("The flood's took out the electric and the heating, and she's in with her mam who's 94 with dementia.")).toBe(true);
    expect(isUrgent('The storm took out the power for an hour; the freezer contents are claimed.')).toBe(false);
  });
});
