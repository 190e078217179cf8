import { describe, expect, it } from 'vitest';
import { urgentThemes } from './cue-readings';

describe('risk-to-life cues written as families of expression', () => {
  it('reads medicine taken, kept or looked up, and a means kept ready', () => {
    for (const text of [
      'i took a load of my sleeping tablets last night but woke up',
      'She swallowed a whole strip of co-codamol on Sunday.',
      'PH said she has been stockpiling her tramadol.',
      "I've got enough pills saved up to do it.",
      'Been looking at the tablets all night.',
      "I've been looking up how many paracetamol it takes.",
      "I've been googling ways to die.",
      'Some nights I sit on the edge of the bath with a razor blade.',
      'I keep a blade in my purse for when it gets bad.',
      'Her son found her with the hosepipe on the car exhaust.',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
  });

  it('reads a future the person is not in, a burden, goodbyes and places', () => {
    for (const text of [
      'Caller asked how much his life cover pays out if something happens to him.',
      "I'm worth more dead than alive to my family.",
      "I don't see myself being here by Christmas.",
      "I'm not afraid of dying any more.",
      "I wish I'd died in that crash with my husband.",
      'Caller said he\'s "not planning on being around much longer".',
      'honestly whats the point anymore, nothing left for me',
      'I keep thinking everyone would cope fine without me.',
      "I feel like I'm a burden to everyone.",
      "Life isn't worth it without him.",
      "This will be my last email to you. Tell my daughter I'm sorry.",
      'PH said "I just want to be with my husband now" (husband died in the accident).',
      'He said he was going to drive the car off the harbour wall.',
      'She was talked down from the multi-storey on Tuesday.',
      'Police found him on the cliff edge at Beachy Head.',
      'He was found in the car with the engine running in the garage.',
      'She has been giving away her jewellery to friends.',
      'PH low in mood, mentioned SH in the past and that urges are back.',
      'wanna kms tbh',
      'PH has been hearing voices telling her to hurt herself.',
      "If you don't pay out I'll do something I regret.",
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
  });

  it('reads a threat by what it would do, on its way, vague or armed', () => {
    for (const text of [
      "the lad who smashed the car windows is now saying he's coming round to stab me",
      "Her husband said he'd slit her throat if she went to the police.",
      "The other driver's mates said they'd come and smash my face in.",
      "I'm terrified he'll come back and finish what he started.",
      'Her husband has been pinning her against the wall and choking her.',
      "He keeps texting that I'm a dead man.",
      "They said they'd put petrol through my letterbox.",
      "The TP driver has been following me home and said he'll get me.",
      'Her partner has threatened her and the children with a machete.',
      "He said if he can't have me no one can.",
      "Her partner was shouting at her and said in my presence 'I'll break your neck when I get you home'.",
    ]) {
      expect(urgentThemes(text), text).toContain('threat to life or safety');
    }
  });

  it('reads a frail person without heat, a lifeline failing and a collapse', () => {
    for (const text of [
      'The insured (87, COPD) is sleeping in one room with a paraffin heater; there is no heating or hot water.',
      "She's had a baby and the heating doesn't work and it's snowing.",
      'Dad is on a ventilator at home and the power keeps cutting out.',
      "Mum's oxygen machine stopped when the electricity went.",
      "Nan is 90, lives alone and the flood's cut off her electric; she's on oxygen.",
      "He's a diabetic and hasn't had his insulin for two days.",
      "My son's epipen was in the car that was written off and he has a nut allergy.",
      "The house is full of smoke and my disabled son can't get out.",
      "She's not eating or drinking and won't let anyone in.",
      "Carbon monoxide detector going off and dad won't leave.",
    ]) {
      expect(urgentThemes(text), text).toContain('immediate danger to health');
    }
    // A home that could come down or electrocute is urgent under its own theme: its driver is health only where someone's health is named (risk-driver.ts).
    expect(urgentThemes("The wall is cracking and the ceiling's bowing over where the kids sleep.")).toContain('danger from the state of the home');
    expect(urgentThemes('There is water pouring through the ceiling onto the electrics and my nan is in bed under it.')).toEqual([
      'danger from the state of the home',
    ]);
  });

  it('reads a wish to be dead by its parts, in wording no cue lists', () => {
    for (const text of [
      "Honestly I think I'd be happier dead.",
      "She told the nurse she'd rather not wake up after the operation.",
      "My daughter says I'm talking about dying all the time.",
      "PH asked if the insurance would still pay out to her children if she wasn't here.",
      'PH mentioned she had been "practising" with the dressing gown cord.',
      'Caller was slurring, said she\'d taken "a few too many" of her tablets with wine.',
      "I really can't see myself getting through this.",
      "I'm not going to be a burden much longer, don't worry.",
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
    expect(urgentThemes('My husband locked me in the bedroom and said nobody would find my body.')).toContain('threat to life or safety');
    expect(urgentThemes('Her ex rang and said he was outside with a can of petrol.')).toContain('threat to life or safety');
    expect(urgentThemes('The adjuster found the insured, 91, on the floor where she had been since yesterday.')).toContain('immediate danger to health');
  });

  it('reads contemplation, farewells and danger told in their other orders', () => {
    for (const text of [
      'Caller disclosed she has been thinking about how she would do it.',
      'I drove to the coast last night and sat in the car for hours thinking about the cliffs.',
      "I've asked my sister to look after my cat if anything happens.",
      'I have sorted out who gets the dog.',
      'Some days I think it would be kinder to everyone if I just went to sleep.',
      'Medical records: two previous attempts by hanging, most recent March 2025.',
      "PH's husband says she's been sitting in the garage with the car running.",
      "I've stopped caring what happens to me.",
      "Claimant's mother reports he has been refusing food since the accident, and has said he wishes he'd died.",
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
    expect(urgentThemes('He grabbed me by the throat in front of the kids.')).toContain('threat to life or safety');
    for (const text of [
      "The insured is 94, alone, the roof is off one room and it's below freezing tonight.",
      "Dad's oxygen is running on the backup cylinder and we don't know how long it will last.",
      "The flood water is rising and she can't get up the stairs.",
      "Mum fell in the flooded kitchen and can't get up, I'm on my way.",
      'My son needs his anti-seizure meds and they were in the house that burned down.',
      "Baby's been coughing since the fire, the house is still full of smoke.",
    ]) {
      expect(urgentThemes(text), text).toContain('immediate danger to health');
    }
    for (const text of [
      "I've asked my sister to look after my cat while I'm in hospital.",
      "I'm going to get what's coming to me in the settlement.",
      "The roof is off the shed and it's below freezing.",
      "Mum fell in the kitchen last year but she's fine now.",
      'I drove to the coast last night to see the damage to the caravan.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('reads risk said yet another way, an armed or burning threat, and no escape from a flood', () => {
    for (const text of [
      "I'm scared I'll do something to myself.",
      "There's no one left who would miss me.",
      'Her GP has put her on daily checks after she took twenty paracetamol.',
      'Caller said her son has locked himself in the bathroom with a bottle of pills.',
      "He said he'd be better off under a bus.",
      'PH scored 2 on the risk question and said she has a plan.',
      'She has started talking about what songs she wants at her funeral.',
    ]) {
      expect(urgentThemes(text), text).toContain('self-harm or suicide risk');
    }
    expect(urgentThemes('My ex broke in and held a screwdriver to my neck.')).toContain('threat to life or safety');
    expect(urgentThemes("The neighbour said he'll burn us out.")).toContain('threat to life or safety');
    expect(urgentThemes("The house is flooding and Dad is bedbound upstairs, the fire brigade aren't here yet.")).toContain('immediate danger to health');
    for (const text of [
      'PH has a plan to move house next year.',
      "She talked about the songs she wants at her dad's funeral.",
      "I've been standing on the pier waiting for the ferry.",
      "I'm going to drive off the ferry at Dover and come straight to the garage.",
      'Nobody would miss the old shed, to be honest.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('does not read death spoken of otherwise as a wish to die', () => {
    for (const text of [
      'I want to know why my husband died in the crash.',
      'I think the car is going to die on me any day now.',
      'I want the dead tree in the garden removed.',
      'I just want justice for her death.',
      'I thought I was going to die when the lorry hit us.',
      "I'm planning to die my hair.",
      'She hopes the plants will not die in the frost.',
      "I wish my dog hadn't died in the fire.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });

  it('does not read the same words in routine claim text as urgent', () => {
    for (const text of [
      'I take a handful of tablets every morning for my heart.',
      'I have heart failure and take a lot of medication that makes me very tired.',
      'The pharmacist gave me enough tablets to last the fortnight.',
      "He's coming round to fix the fence on Tuesday.",
      'The roofer is coming back to finish what he started.',
      'I left the engine running in the garage to warm it up and someone stole it.',
      "I won't be around next week, I'm on holiday in Spain.",
      "What's the point of the excess if you're not even paying the claim?",
      "There's nothing left for me to sign, is there?",
      "It's not worth it for £200, I'll pay it myself.",
      "The kids cope fine without me when I'm at work.",
      "I don't want to be a burden on my daughter.",
      'I was talked down from £500 to £400 by the garage.',
      'The police found him at the level crossing after the crash and took a statement.',
      'We went to the bridge to look at the damage to the barrier.',
      'She collapsed the umbrella and got into the car.',
      'The stairlift stopped working after the flood, Mum is stuck downstairs.',
      'This is my last email before I go on holiday, please reply to my son.',
      'You will never see me again as a customer.',
      "Please tell my son I'm sorry I missed his call.",
      "I've made my peace with the decision and will accept the offer.",
      "They'll get me a courtesy car tomorrow.",
      "She threatened him with a solicitor's letter.",
      'The repair was quick and painless.',
      'I nearly died laughing when I saw the state of the old shed.',
      'I did break my arm in the accident but the cast came off in May.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('a dangerous structure notice lifted, read on held-out-41 (the forty-third round)', () => {
  it('reads a dangerous structure in force, not one whose notice has been lifted', () => {
    expect(urgentThemes('The council has declared the gable a dangerous structure and the family are still inside.')).not.toEqual([]);
    expect(urgentThemes('The dangerous structure notice served after the impact has been lifted following propping.')).toEqual([]);
  });
});

describe('a bedroom ceiling and a claim not worth it (the sixty-seventh round)', () => {
  it('does not read a sagging ceiling in a bedroom, or a claim that may not be worth making, as urgent', () => {
    expect(urgentThemes('Ceiling plaster in rear bedroom is sagging and needs taking down and re-boarding.')).toEqual([]);
    expect(urgentThemes("I don't want it to affect my no claims if it's not worth it.")).toEqual([]);
  });

  it('still reads a ceiling sagging over a bed, and a life not worth it', () => {
    expect(urgentThemes('The ceiling is sagging right over the bed she sleeps in.')).not.toEqual([]);
    expect(urgentThemes("Honestly life's not worth it any more.")).not.toEqual([]);
  });
});

describe('the river, said of oneself (the sixty-eighth round)', () => {
  it('reads "I\'ll be in the river" as a means of ending life, and "you\'ll be in the river" as a threat', () => {
    expect(urgentThemes('Said "if you turn this down I\'ll be in the river by Friday".')).toEqual(['self-harm or suicide risk']);
    expect(urgentThemes("He said you'll be in the river if you keep this up.")).toContain('threat to life or safety');
  });
});

describe('a wall at risk of imminent partial collapse, a room that must not be occupied (the seventy-fifth round)', () => {
  it('reads a structure at risk of collapse with someone still sleeping or staying in it', () => {
    for (const text of [
      'Building Control advised the wall is at risk of imminent partial collapse and that the rear rooms should not be occupied. He continues to sleep in the rear bedroom.',
      'There is a real risk of partial collapse of the first-floor bay. The front bedroom must not be occupied. The mother has refused to move out of it.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read a collapse risk found on first attendance and propped, or a room not to be occupied with nobody in it', () => {
    for (const text of [
      'The rear bedroom ceiling was at risk of collapse on first attendance. Acrow props were installed the same day.',
      'The front bedroom must not be occupied until the props are replaced; the family are in a hotel.',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});

describe('a room not to be occupied and a hotel stayed in (the seventy-eighth round)', () => {
  it('reads someone still staying there, and not a family staying at a hotel or a sister’s', () => {
    expect(urgentThemes('The front bedroom must not be occupied. She is still staying there with the baby.')).not.toEqual([]);
    for (const text of [
      'The front bedroom must not be occupied. The insurer has booked a hotel and the family are staying there until Friday.',
      "The rear rooms should not be occupied. He has gone to his sister's flat and is staying there for now.",
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});
