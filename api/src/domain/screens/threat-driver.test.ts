import { describe, expect, it } from 'vitest';
import { tellsOfThreat, threatDriver } from './threat-driver';

const driverOf = (text: string, cue: string) => threatDriver(text, text.indexOf(cue));

describe('threatDriver', () => {
  it('files a threat from someone in the home or family as domestic abuse, a life event', () => {
    expect(driverOf("PH says her ex has told people he's coming for her.", 'coming')).toBe('life_events');
    expect(driverOf('Mum’s boyfriend has been knocking her about and says he’ll finish her off.', 'finish')).toBe('life_events');
    expect(driverOf('PH disclosed her ex-husband (named driver) has threatened to torch the house.', 'torch')).toBe('life_events');
    expect(driverOf("On arrival the insured's husband was aggressive. She said he'd kill her.", 'kill')).toBe('life_events');
    expect(driverOf('TP said the man she lives with told her he would break her neck.', 'break')).toBe('life_events');
  });

  it("files a threat by a partner who became aggressive, or by a husband's family, as domestic", () => {
    expect(driverOf("During the visit the keeper's partner became aggressive. She said she was afraid he would kill her.", 'kill')).toBe('life_events');
    expect(driverOf('My husband family say if I keep the money they will kill me.', 'kill')).toBe('life_events');
  });

  it('files a threat by an unnamed "he" as domestic: people name a stranger, and rarely a partner', () => {
    expect(driverOf("Please don't send anything to the house. If he sees a letter he will kill me.", 'kill')).toBe('life_events');
  });

  it('files a threat from outside the home under no driver', () => {
    expect(driverOf('The other driver turned up at my door and said he would stab me.', 'stab')).toBeUndefined();
    expect(driverOf('The neighbour in the boundary dispute has threatened to shoot her.', 'shoot')).toBeUndefined();
    expect(driverOf('Your policyholders son keeps driving past and shouted hes going to do me in.', 'do me in')).toBeUndefined();
    expect(driverOf("I've had messages saying they will 'finish me off' if I give evidence.", 'finish')).toBeUndefined();
    expect(driverOf('My mother is being threatened by the people who hit her car: they will burn the house down.', 'burn')).toBeUndefined();
    expect(driverOf('The tenant she is evicting has threatened to stab her if she comes to the flat again.', 'stab')).toBeUndefined();
    expect(driverOf('A supervisor at the site threatened to put him in the crusher if he pursued the claim.', 'crusher')).toBeUndefined();
    expect(driverOf('TP said our policyholder’s son came to her door and said he’d break her legs.', 'break')).toBeUndefined();
    expect(driverOf("Just so you're aware, the fella next door said he'd put me six foot under.", 'put me')).toBeUndefined();
    expect(driverOf("TP's dad rang. His son's been getting messages from the insured's mates saying they'll stab him. Son is 19.", 'stab')).toBeUndefined();
    expect(driverOf("His ex-wife's new partner has threatened to kill him over the hire car.", 'kill')).toBeUndefined();
    expect(driverOf("The man I reported for the hit and run keeps sending threats: 'you'll get what's coming'.", 'coming')).toBeUndefined();
    expect(driverOf("He owes an unlicensed lender £3,000 and has been told he'll be 'stabbed' if he misses Friday.", 'told')).toBeUndefined();
  });

  it('does not take a relative who reports it for the one who threatens', () => {
    expect(driverOf("Son says a man from the other car came to mum's door and held a screwdriver to her.", 'screwdriver')).toBeUndefined();
  });
});

describe('tellsOfThreat', () => {
  // The eighty-fifth round: a complaint's "if you don't pay for the full roof I'm putting a
  // complaint in" filed a suicide note as a threat; a debt collector's "if he doesn't pay" stays.
  it('reads a demand to pay as a threat only where it is not made of us', () => {
    expect(tellsOfThreat("if you don't pay for the full roof I'm putting a complaint in")).toBe(false);
    expect(tellsOfThreat("They said if he doesn't pay by Friday they'll be round.")).toBe(true);
  });

  it('tells a threat by a weapon shown, a note, a dog set on her or being followed home (the thirty-fifth round)', () => {
    for (const text of [
      'Yesterday he held a machete up to his car window while looking at her.',
      'A note pushed through the door read "next time its you not the windows".',
      'The neighbour has set his dog on her twice and told her "he\'ll have your throat".',
      'The driver of the other car followed her home after the accident.',
      'Someone put a dead rat through my letterbox with "YOUR NEXT" on a card.',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
    expect(tellsOfThreat('He drew his finger across his throat and drove off.')).toBe(true);
    expect(tellsOfThreat('A live bullet was put through her letterbox in an envelope.')).toBe(true);
    expect(tellsOfThreat('A kitchen knife was left on her car bonnet overnight.')).toBe(true);
    expect(tellsOfThreat('i went to the bridge last night. maybe next time i wont come back')).toBe(false);
  });

  it('tells a threat from a crisis of health in a passage read as a risk to life', () => {
    expect(tellsOfThreat("The other driver found my address and said he'd put a brick through my skull.")).toBe(true);
    expect(tellsOfThreat("The lads have been messaging her saying they'll come back and torch the car.")).toBe(true);
    expect(tellsOfThreat("He said he'd be better off dead and that he'd kill himself.")).toBe(false);
    expect(tellsOfThreat('She has taken all of her tablets and is very drowsy.')).toBe(false);
  });
});

describe('tellsOfThreat, read on held-out-65 (the sixty-seventh round)', () => {
  it('tells a ditch, a note that they will all be inside, both barrels', () => {
    expect(tellsOfThreat('He said that if the claim was not dropped our client would be "cut up and left in a ditch".')).toBe(true);
    expect(tellsOfThreat('The note read "next time you\'ll all be inside when it goes up".')).toBe(true);
    expect(tellsOfThreat('He told him he would "put both barrels in" him if anyone touched the tree.')).toBe(true);
  });

  it('does not tell a threat from a shotgun kept by someone in crisis', () => {
    expect(tellsOfThreat('He said if the house goes he goes with it, and he keeps the shotgun in the cabinet.')).toBe(false);
  });
});

describe('tellsOfThreat, as told to someone else', () => {
  it('reads a threat passed on through a relative and one of harm without a weapon', () => {
    expect(tellsOfThreat("He told my brother he's going to 'do me in' over the accident.")).toBe(true);
    expect(tellsOfThreat("He said he'd make sure she never walks again.")).toBe(true);
  });
});

describe('tellsOfThreat, read on held-out-25 (the twenty-seventh round)', () => {
  it('reads a threat posted, not said, and one that names where a relative goes', () => {
    expect(tellsOfThreat('the lad i hit keeps posting on facebook that hes going to find me and stab me')).toBe(true);
    expect(tellsOfThreat('Yesterday he said he knows where my grandson goes to school.')).toBe(true);
    expect(tellsOfThreat("I'm going to kill myself, I can't do this any more.")).toBe(false);
    expect(tellsOfThreat("Her ex told her if she gives a statement he'll 'end her'.")).toBe(true);
    expect(tellsOfThreat("He put a note through the door: 'drop the claim or you're next'.")).toBe(true);
    expect(tellsOfThreat('hes sayin if she claims for the windows hes gonna do her in')).toBe(true);
    expect(tellsOfThreat("He said he'd 'gut her like a fish' if her builders touch his wall.")).toBe(true);
    expect(tellsOfThreat('The police gave me an Osman warning about the man who drove into my house.')).toBe(true);
    expect(tellsOfThreat('he left a note under my wiper sayin your next.')).toBe(true);
    expect(tellsOfThreat("I can't go on like this, your next letter will find me gone.")).toBe(false);
  });
});

describe('threatDriver, read on held-out-11 (the thirteenth round)', () => {
  it("files the other side's relative, a stranger who arrives and a victim's relative as no driver", () => {
    expect(driverOf("TP says your PH's son came to his house with a bat and said he'd finish him.", 'finish')).toBeUndefined();
    expect(driverOf('A man arrived and shouted at her that he would kill her.', 'kill')).toBeUndefined();
    expect(driverOf("the guy whos van hit mine said he'll stab me. he knows where i work", 'stab')).toBeUndefined();
    const relative = "A man she believes is your driver's brother has been threatening her son and told him he'll be waiting with a knife.";
    expect(driverOf(relative, 'knife')).toBeUndefined();
  });

  it('reads a threat passed on in the first person or as harm to come', () => {
    expect(tellsOfThreat("The dog owner told him 'next time I'll set it on your kids and watch'.")).toBe(true);
    expect(tellsOfThreat("He told her she'll 'get hurt' if she keeps on with the claim.")).toBe(true);
  });
});

describe('threatDriver, read on held-out-40 (the forty-second round)', () => {
  it("files a threat from a geezer's mates as no driver", () => {
    expect(driverOf("PH says the geezer he rear-ended has got mates who'll 'shank' him.", 'shank')).toBeUndefined();
  });

  it("files the claimant's threat as no driver, and a threat by a claimant's partner as domestic", () => {
    expect(driverOf("Insured says the claimant came in with a knife and said he'd cut him.", 'cut')).toBeUndefined();
    const partner = "At the claimant's exam her partner answered for her; her note says 'he says he'll kill me'.";
    expect(driverOf(partner, 'kill')).toBe('life_events');
  });
});

describe('tellsOfThreat and threatDriver, read on held-out-41 (the forty-third round)', () => {
  it('reads a dead man, a slit throat, a cut-up, Christmas not seen, legs had and a threat to you', () => {
    for (const text of [
      'TP said "your lad\'s a dead man when I find him".',
      'TP said at the scene "I\'ll slit your throat".',
      '"you grass me up and I\'ll cut you up, bab"',
      'says he knows people and i wont see christmas if i dont drop the claim',
      'shouted that he\'d "have his legs" if he carries on',
      'a note on the table: "next time we\'ll hurt you"',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
    expect(tellsOfThreat("He laughed and said money's no use to a dead man.")).toBe(false);
  });

  it('files intruders and an unknown caller as outsiders, unless the caller says he is her husband', () => {
    expect(driverOf('Per PH, the intruders left a note: "next time we\'ll hurt you".', 'hurt')).toBeUndefined();
    expect(driverOf("Voicemail from unknown male: 'tell her she won't see Christmas'.", 'see')).toBeUndefined();
    const husband = "Call from unknown male, withheld no., saying he's PH's husband. He has tried to strangle her.";
    expect(driverOf(husband, 'strangle')).toBe('life_events');
  });
});

describe('threatDriver, read on held-out-42 (the forty-fourth round)', () => {
  it('files a threat by a partner named in an aside ("TP (her partner, the driver) is violent") as domestic', () => {
    const text = "She alleges TP (her partner, the driver) is violent, has threatened to 'bury her in the garden'.";
    expect(driverOf(text, 'bury')).toBe('life_events');
  });
});

describe('threatDriver and tellsOfThreat, read on held-out-43 (the forty-fifth round)', () => {
  it('files "me fella", a relative the victim lives with and a partner who refused entry as domestic', () => {
    expect(driverOf('Says "me fella\'s gone radge. He says he\'ll knock me teeth doon me throat".', 'knock')).toBe('life_events');
    const lives = 'TP says his brother-in-law, who he lives with, cashed the cheque and has told him he\'ll "break his neck".';
    expect(driverOf(lives, 'break')).toBe('life_events');
    const refused = 'A male identifying himself as the insured\'s partner refused to allow the inspection and said "you\'ll be next".';
    expect(driverOf(refused, 'next')).toBe('life_events');
  });

  it('files the policyholder\'s boyfriend written as "ur customers" and an agency care worker as outsiders', () => {
    expect(driverOf('ur customers boyfriend messaged me sayin hes gonna smash my head in', 'smash')).toBeUndefined();
    expect(driverOf('Mum\'s home-care worker (agency) told mum she\'ll "have a nasty fall".', 'nasty')).toBeUndefined();
  });

  it('tells of a threat in "your dead", teeth knocked in, "you\'ll be next", a nasty fall and the pub he drinks in', () => {
    for (const text of [
      'a note on the windscreen: "your dead if you dont pay for my bike"',
      "he'll knock me teeth doon me throat",
      '"if that car gets written off you\'ll be next"',
      'told mum she\'ll "have a nasty fall" if she tells anyone',
      'messages saying he knows which pub he drinks in',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
  });
});

describe('whose threat, read on held-out-46 and held-out-47 (the forty-eighth and forty-ninth rounds)', () => {
  it('files a son, a grandson and a stepdad the person lives with, and a boyfriend named in an aside, as domestic', () => {
    expect(driverOf("PH says her lad (lives with her, 24) put his fist through the door and telt her next time it'll be her face.", 'next time')).toBe(
      'life_events',
    );
    expect(driverOf('My grandson Aaron has been living with me since the summer. He said he would put me in the ground.', 'put me')).toBe('life_events');
    expect(driverOf("Stepdad lives with him and his mum and says he'll kill him if the cheque doesn't come to him.", 'kill')).toBe('life_events');
    expect(driverOf('She described her boyfriend, the driver, punching her and telling her he would kill her.', 'kill')).toBe('life_events');
  });

  it('still files a neighbour who lives next door as an outsider', () => {
    expect(driverOf('The bloke next door said he was going to kill my dog and then me.', 'kill')).toBeUndefined();
  });
});

describe('tellsOfThreat and threatDriver, read on held-out-48 (the fiftieth round)', () => {
  it('reads a stabbing promised, a petrol bomb, "watch herself" and a threat to put her through a window', () => {
    for (const text of [
      "he says tae me, if ye pit in a claim, Ah'll stab ye, hen",
      "a text: 'we come back and petrol bomb the house with u in it'",
      "'tell her to watch herself, she won't be walking for long'",
      "said if I get that tree cut down he'll put me through me own front window",
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
  });

  it("files a partner who reads her phone as domestic, and a threat by the man two doors up or an unknown number as an outsider's", () => {
    const partner = 'my partner reads mine, hes got an app on it. he said if i claim he will finish me';
    expect(driverOf(partner, 'finish')).toBe('life_events');
    const neighbourPhone = "PH rang from a neighbour's phone. Her husband did the damage and 'he'll do me in'.";
    expect(driverOf(neighbourPhone, 'do me in')).toBe('life_events');
    expect(driverOf('the man two doors up said next time he would let the dog have her', 'let the dog')).toBeUndefined();
    expect(driverOf("a text from unknown no.: 'we come back and petrol bomb the house'", 'petrol')).toBeUndefined();
  });
});

describe('threatDriver, read on held-out-49 (the fifty-first round)', () => {
  it('files brothers as family, and agency carers, the man at number 12 and a man on the estate as outsiders', () => {
    expect(driverOf('Now my brothers say I bring shame on family and they will kill me.', 'kill')).toBe('life_events');
    expect(driverOf("one of the agency carers slapped her and said she'd 'smother her with a pillow'", 'smother')).toBeUndefined();
    expect(driverOf("the man at number 12 has now threatened me. He said he'll 'do me in'", 'do me in')).toBeUndefined();
    expect(driverOf("I borrowed off a man on the estate and he says he'll hurt my daughter", 'hurt')).toBeUndefined();
  });
});

describe('tellsOfThreat, read on held-out-50 (the fifty-second round)', () => {
  it('reads an ex following her again, "you can run" and teeth to be picked up', () => {
    expect(tellsOfThreat('my ex has been following me again. He left a note on my car saying "you can run".')).toBe(true);
    expect(tellsOfThreat("you'll be picking your teeth up off the floor")).toBe(true);
    expect(tellsOfThreat('The engineer has been following up with the garage.')).toBe(false);
  });
});

describe('threatDriver, read on held-out-51 (the fifty-third round)', () => {
  it('files an ex-girlfriend who stabbed him as domestic', () => {
    const text =
      "Linda Doyle (TP's mother) rang. Kevin's ex-girlfriend, who stabbed him in the leg last year, has been texting him that she'll 'finish what she started'.";
    expect(driverOf(text, 'finish')).toBe('life_events');
  });
});

describe('threatDriver, read on held-out-52 (the fifty-fourth round)', () => {
  it("files a brother who's been round as domestic, the other driver's mate as an outsider and an ex's mates as domestic", () => {
    const brother = 'TP rang. Said his brother\'s been round "demanding his cut" and held a kitchen knife to him and said he\'d "cut him open".';
    expect(driverOf(brother, 'cut him open')).toBe('life_events');
    expect(driverOf('ur drivers mate keeps turnin up at my work sayin hes gonna do me in proper', 'do me in')).toBeUndefined();
    expect(driverOf('my exs mates keep driving past the house. one of them made a gun sign at me', 'gun')).toBe('life_events');
  });
});

describe('threatDriver, read on held-out-53 (the fifty-fifth round)', () => {
  it('files a father named with a dashed aside and a stepdad who threw him out as domestic', () => {
    const dad = "Linda rang. Says Kevin's dad - her ex - found out about the compensation and has threatened to kill Kevin.";
    expect(driverOf(dad, 'threatened to kill')).toBe('life_events');
    const stepdad = "TP says he's sleeping in his car, his stepdad threw him out and said he'll kill him if he comes back.";
    expect(driverOf(stepdad, "he'll kill")).toBe('life_events');
  });
});

describe('outsiders named by where they live or by being seen before (the sixty-first round)', () => {
  it('files a threat from a named neighbour, the same man again or the driver she struck under no driver', () => {
    const neighbour = "Mr Pearce next door leaned over the fence and told me he would 'finish me off'.";
    expect(driverOf(neighbour, 'finish me off')).toBeUndefined();
    const again = 'On Saturday the same man got out and stood looking at my window. When I opened the curtains he drew his finger across his throat.';
    expect(driverOf(again, 'drew his finger')).toBeUndefined();
    const struck = 'Mr Doyle, the gentleman whose car I struck, said that he knows which window is my bedroom.';
    expect(driverOf(struck, 'knows which window')).toBeUndefined();
  });

  it('tells of a threat to burn someone out, run them off the road or put them in the ground', () => {
    expect(tellsOfThreat("one of them shouted through the letterbox 'we'll burn you out, grass'")).toBe(true);
    expect(tellsOfThreat("'we know your car, we'll run you off the road'")).toBe(true);
    expect(tellsOfThreat('keep your mouth shut or youll be going in the ground')).toBe(true);
    expect(tellsOfThreat('We are going to burn the garden waste out the back.')).toBe(false);
  });

  it("files a threat by a solicitor's own client's relative of the household, or the one suspected, as domestic; a relative present only as a witness is not the aggressor", () => {
    const brother = "Our client's brother, with whom he shares the family home, has become aware of the settlement and has threatened to kill our client.";
    expect(driverOf(brother, 'threatened to kill')).toBe('life_events');
    const sonInLaw = "Our client's son-in-law, who she believes damaged the conservatory, has told her she will 'go the same way as the glass'.";
    expect(driverOf(sonInLaw, 'go the same way')).toBe('life_events');
    const witness = "Your insured's brother attended our client's home and, in front of our client's partner, threatened to shoot him.";
    expect(driverOf(witness, 'threatened to shoot')).toBeUndefined();
  });
});

describe('threats read on held-out-60 (the sixty-second round)', () => {
  it('tells of a threat from the words a threat is made in: never walking again, a house done with her in it, a spade, a box', () => {
    for (const text of [
      "Messages saying he 'won't walk again, never mind claim for his neck'.",
      "They told her they'd dae the hoose next wi her in it.",
      'The fella next door came at her with a spade this morning.',
      "He said 'accidents happen to old ladies on their own'.",
      "A note on her windscreen: 'drop it or you'll burn'.",
      "He told me I'd be 'in a box' if I didn't drop the claim.",
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
    expect(tellsOfThreat('She came at the problem with a fresh pair of eyes.')).toBe(false);
  });

  it('files a threat by boys from the scheme, a man she did not know or the other side as from outside the home', () => {
    const boys = "Some boys fae the scheme torched the car and told her they'd dae the hoose next wi her in it.";
    expect(driverOf(boys, 'dae the hoose')).toBeUndefined();
    const stranger = "A man she didn't know came to her door and said 'tell him he won't walk again'.";
    expect(driverOf(stranger, "won't walk")).toBeUndefined();
  });
});

describe('threats read on held-out-63 (the sixty-fifth round)', () => {
  it('files a threat by a relative who arrived or showed up as domestic; a neighbour who arrived is still from outside', () => {
    const brother = 'At the inspection a man the third party named as his brother arrived, shouted for his cut and said he would knife him.';
    expect(driverOf(brother, 'knife him')).toBe('life_events');
    const neighbour = 'The neighbour arrived, shouted at her and said he would knife her if the fence was not paid for.';
    expect(driverOf(neighbour, 'knife her')).toBeUndefined();
  });
});

describe('threats read on held-out-64 (the sixty-sixth round)', () => {
  it("files a threat by the insured's adult son, a mechanic or an agency carer as from outside the home", () => {
    const son = "Our client has been approached by your insured's adult son, who has told him he'll end up in the canal.";
    expect(driverOf(son, 'end up in the canal')).toBeUndefined();
    const mechanic = "One of the mechanics has rung me saying he'll 'come round and do me' if I leave a bad review.";
    expect(driverOf(mechanic, 'come round and do me')).toBeUndefined();
    const carer = "She thinks her carer from the agency took it, and the carer said she'd have a fall down them stairs.";
    expect(driverOf(carer, 'fall down them stairs')).toBeUndefined();
  });

  it("still files her own adult son's threat as domestic", () => {
    const own = "Her adult son has told her she'll end up in the canal if she doesn't sign the car over.";
    expect(driverOf(own, 'end up in the canal')).toBe('life_events');
  });
});

describe('threatDriver: passengers and the other family (the sixty-seventh round)', () => {
  it('files a threat by the passengers of a taxi as from outside the home', () => {
    const text = 'Passengers who slashed the seats told PH he\'ll be stabbed "next time he works the rank".';
    expect(driverOf(text, 'stabbed')).toBeUndefined();
  });
});

describe('threatDriver: an ex in brackets, a car burnt with her in it (the sixty-ninth round)', () => {
  it('reads her ex-partner named in brackets as the one who acts', () => {
    expect(driverOf('The named driver (her ex-partner) threatened to kill her if she took him off the policy.', 'threatened')).toBe('life_events');
  });

  it("does not make the policyholder's nephew the threatened man's household", () => {
    expect(driverOf("The driver of your insured's car (PH's nephew) has told him he'll shoot him.", 'shoot')).not.toBe('life_events');
  });

  it('reads a car burnt with her in it as a threat', () => {
    expect(tellsOfThreat("Left a note saying next time it'll be the car with me in it on fire.")).toBe(true);
    expect(tellsOfThreat('The car caught fire with nobody in it.')).toBe(false);
  });
});

describe('threatDriver: a son too scared to go out (the seventy-third round)', () => {
  it('does not make a threatened son, too scared to go out, the one who acts', () => {
    const text =
      "The lads who took it have been ringing her son's mobile and said if he speaks to the police they'll come back and stab him. Son (18, lives with PH) is too scared to go out.";
    expect(driverOf(text, "'ll come back")).toBeUndefined();
  });
});

describe("threatDriver: a man saying he is someone's cousin (the seventy-fifth round)", () => {
  it("reads a stranger naming himself as another man's cousin as from outside the home, and mum who won't answer as done to", () => {
    const text =
      "A man saying he's Kevin Doyle's cousin has rang mum twice this week. \"Tidy little house you've got, be a shame if it burned with you in it.\" Mum won't answer the phone now.";
    expect(driverOf(text, 'burned with')).toBeUndefined();
    expect(driverOf("Her cousin has been ringing. He said it'd be a shame if it burned with her in it.", 'burned with')).toBe('life_events');
  });
});

describe('threatDriver: a boyfriend back soon, a named driver (the seventy-eighth round)', () => {
  it('reads a boyfriend who is back soon as one of the household, and a named driver as no outsider', () => {
    const back = "TP said can't talk long, boyfriend back soon and he 'goes mental'. Said he told her he'd kill her if she 'grassed'.";
    expect(driverOf(back, "he'd kill her")).toBe('life_events');
    const named =
      'Black box data request received from PH\'s ex-husband (named driver removed 03/24). Declined. PH disclosed that he broke her jaw and has told her he\'ll "finish the job".';
    expect(driverOf(named, 'finish the job')).toBe('life_events');
    expect(driverOf('The other driver told her he\'ll "finish the job" if she goes to court.', 'finish the job')).toBeUndefined();
  });
});

describe('tellsOfThreat, read on held-out-80 (the eighty-second round)', () => {
  it("tells a lender's or landlord's threat the reader read, so it is filed by who makes it", () => {
    for (const text of [
      'The men he owes money to have told him he\'ll be "kneecapped" if he reports them.',
      'They have said they\'ll "take a finger for every week" he\'s late.',
      'last nite he said if i dont pay by sunday ill be carried out in a bag',
      'He say if I not give him £2000 cash he will break my head and burn the shop.',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
    expect(threatDriver('landlords been round 3 times and last nite he said ill be carried out in a bag', 40)).toBeUndefined();
  });

  it('does not tell a break in the head of a report, or a finger taken in an accident', () => {
    expect(tellsOfThreat('The claimant sustained a laceration to the back of the head and a broken finger.')).toBe(false);
  });
});

describe('threatDriver and tellsOfThreat, read on held-out-82 (the eighty-fourth round)', () => {
  it("files a threat by one side's relative against the other side under no driver, and keeps one against their own", () => {
    expect(driverOf("Inbound from TP re his Golf. Says PH's son got out with a baseball bat and shouted that he'd cave his head in.", 'cave')).toBeUndefined();
    expect(driverOf("Sol emailed: their client was messaged by PH's husband, who said drop it or I'll put you in the ground.", 'put you')).toBeUndefined();
    expect(driverOf("The customer's husband turned up at our client's yard and said he'd put him in the ground.", 'put him')).toBeUndefined();
    expect(driverOf("PH's husband has threatened to kill her if she goes ahead with the claim.", 'kill')).toBe('life_events');
  });

  it('tells of a threat by a demand to drop the claim, a weapon shown, a home burned with someone in it', () => {
    for (const text of [
      "He said if she doesn't withdraw the claim she'll regret it.",
      'He got out and showed me a knife.',
      'They put a note through the door saying the house is next, with me in it.',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
    expect(tellsOfThreat('She has been holding a blade to her wrist in the bathroom.')).toBe(false);
  });
});

describe('threatDriver, strangers told in other ways (the eighty-fourth round)', () => {
  it('files a man she borrowed from, a man renting downstairs, a caller "from the claims" and "that Doyle fella" as outsiders', () => {
    expect(driverOf('Threats from a man she borrowed money from; he told her she would be inside it next time.', 'inside')).toBeUndefined();
    expect(driverOf("Man renting the flat downstairs has been threatening her - told her 'you just won't wake up'.", 'wake')).toBeUndefined();
    expect(driverOf("A man said he was 'from the claims' and said he'd come round and hurt the little ones.", 'hurt')).toBeUndefined();
    expect(driverOf("That Doyle fella has been parked outside and shouted she'd 'be next'.", 'be next')).toBeUndefined();
  });

  it('tells of a threat to cave a head in', () => {
    expect(tellsOfThreat("At the door he shouted that he'd 'cave his head in'.")).toBe(true);
  });
});

describe('tellsOfThreat, read on held-out-84 (the eighty-sixth round)', () => {
  it('tells a threat by a school known, where he sleeps or parks, a knife promised, a petrol rag', () => {
    for (const text of [
      "He has sent messages saying he knows which school our client's children attend.",
      "'WE KNOW WHERE YOU SLEEP' was sprayed across the front door.",
      'i know where he parks every nite. hes getting stabbed simple as',
      "He opened the door with a kitchen knife and said 'come round here again and I'll stick this in you'.",
      "He said to her 'open your mouth to them again and you won't wake up'.",
      "He said he would come back and that I would 'end up like the car'.",
      "He has messaged our client that he will 'finish what his wife started'.",
      'At 1am a bottle of petrol with a rag was pushed through the letterbox.',
      "He said that if I didn't change my statement he would be back.",
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
  });

  it('leaves despair in the same words alone', () => {
    expect(tellsOfThreat('I might as well walk in front of a lorry and finish what your driver started.')).toBe(false);
    expect(tellsOfThreat("Some nights I hope I won't wake up.")).toBe(false);
    expect(tellsOfThreat('The mechanic parks the Ford outside the garage.')).toBe(false);
  });
});

describe('tellsOfThreat, read on held-out-88 (the ninetieth round)', () => {
  it('reads a knife held to a face, what looked like a knife, a hammer picked up before a warning', () => {
    for (const text of [
      "One of the intruders held a kitchen knife to the insured's face and told her they would be back.",
      'He was outside his house last night with what looked like a kitchen knife.',
      'He take a big screwdriver from the boot and push me against my van.',
      'He picked up a claw hammer from the van and said "carry on with this and you\'ll need repairs".',
    ]) {
      expect(tellsOfThreat(text), text).toBe(true);
    }
  });

  it('leaves a blade held to her own wrist and a spanner picked up for a valve alone', () => {
    expect(tellsOfThreat('She has been holding a blade to her wrist in the bathroom.')).toBe(false);
    expect(tellsOfThreat('The plumber picked up a spanner and said the valve was seized.')).toBe(false);
  });
});
