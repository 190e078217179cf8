import { describe, expect, it } from 'vitest';
import { complains } from './cue-readings';

describe('complaints read on held-out-57 (the fifty-ninth round)', () => {
  it('reads being hounded by our calls', () => {
    expect(complains("The way she's been hounded by your office is a disgrace to me.")).toBe(true);
    expect(complains('I feel hounded by you lot every evening.')).toBe(true);
  });

  it('does not read waiting on redundancy pay, or English not yet good enough', () => {
    expect(complains('Still waiting on her redundancy pay from the factory.')).toBe(false);
    expect(complains("Her English isn't good enough yet to speak to the assessor alone.")).toBe(false);
  });
});

describe('complaints read on held-out-58 (the sixtieth round)', () => {
  it('reads a leak back after our man fixed it, a threat to take us to the cleaners and a letter that answers none of ours', () => {
    expect(complains('The water is coming through again after your man fixed it.')).toBe(true);
    expect(complains("I'm getting a lawyer and taking yous to the cleaners.")).toBe(true);
    expect(complains('Your letter, received seven weeks after ours, answers none of the points raised.')).toBe(true);
  });

  it('does not read a footer, a complaint denied, a liar in court or a car that left without stopping', () => {
    for (const text of [
      'Authorised and regulated by the Financial Conduct Authority.',
      "She isn't unhappy with the claim. Nothing to log as a complaint.",
      "He'd rather anything than be called a liar in court.",
      'A van came out of the side road on our left without stopping.',
      'Hundreds of homes were left without power after the storm.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
    expect(complains('Your engineer left us without heating for a week.')).toBe(true);
  });
});

describe('complaints read on held-out-59 (the sixty-first round)', () => {
  it('reads not a dicky bird and ringing till blue', () => {
    expect(complains('Six weeks now and not a dicky bird from your lot.')).toBe(true);
    expect(complains("I've phoned till I'm blue in the face.")).toBe(true);
  });

  it('does not read a bird in the garden', () => {
    expect(complains('A bird got in through the broken vent and the cat went after it.')).toBe(false);
  });
});

describe('complaints read on held-out-60 (the sixty-second round)', () => {
  it('reads a scream, the wall, being mugged off, joined-up handling mocked and an outcome refused', () => {
    for (const text of [
      "TP says he 'could scream' - the garage told him we hadn't authorised it.",
      "Says he's been driven up the wall going back and forth.",
      "If that geezer comes round and mugs me off again I'll ring the papers.",
      'A letter chasing my late husband for the excess. Lovely. Really joined up.',
      "I'm afraid I'm not willing to accept that the vet fees are excluded.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a pipe joined up, a client unwilling to accept medical advice, or a scream heard', () => {
    for (const text of ['The plumber joined up the new pipework on Tuesday.', 'She heard a scream from next door and rang the police.']) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-62 (the sixty-fourth round)', () => {
  it('reads years of premiums mocked, a TikTok about how we treated her, unreasonableness, unhappiness with us', () => {
    for (const text of [
      'Declined for gradual leakage. Cheers. Really glad I paid you all these years.',
      "My granddaughter is putting a video on TikTok about how you've treated me.",
      "She said we're being unreasonable about the wet signature.",
      "She isn't happy we keep sending more links.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read premiums paid gladly, or a video of the damage', () => {
    for (const text of ["I'm glad I paid for the extra cover.", 'My son put a video on TikTok of the storm damage.']) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-64 (the sixty-sixth round)', () => {
  it('reads an objection registered, a score to guess, a shock at our letter, polite ingratitude, nobody listening, all they get', () => {
    for (const text of [
      'We register our strong objection to your handler contacting our client directly.',
      'Thanks for the satisfaction survey. I think you can guess the score.',
      'I almost had a heart attack when I opened your letter with that offer.',
      "I don't want to sound ungrateful, but the courtesy car is far too small.",
      'Six months of this and nobody there listens.',
      "I ring every week and all I get is 'it's with the team'.",
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read a fright at the damage, an objection we record to a plan, or a listening ear', () => {
    for (const text of [
      'I nearly had a heart attack when I saw the size of the branch on the car!',
      'The council recorded no objection to the planning application.',
      'The handler listened carefully and everything is sorted.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });
});

describe('complaints read on held-out-65 (the sixty-seventh round)', () => {
  it('reads pins in the eyes sooner than a call to us, and a claim handed to a solicitor', () => {
    expect(complains("Honestly I'd rather stick pins in my eyes than ring your helpline again.")).toBe(true);
    expect(complains("I've had enough. I'm handing this over to a solicitor on Monday.")).toBe(true);
  });

  it('does not read a preference about someone else or a solicitor already on the claim', () => {
    expect(complains("She'd rather walk than take the bus to the garage.")).toBe(false);
    expect(complains('Our solicitor is dealing with the injury claim against the other driver.')).toBe(false);
  });
});

describe('complaints read on held-out-66 (the sixty-eighth round)', () => {
  it('reads nobody ringing back, every person saying something different, keep your money', () => {
    expect(complains('3 weeks and still no1 has rung me back about the kitchen.')).toBe(true);
    expect(complains('Every single person I speak to tells me something completely different.')).toBe(true);
    expect(complains('Fine. Keep your money, you clearly want to.')).toBe(true);
  });

  it('does not read money kept safe or advice passed on', () => {
    expect(complains('Keep your money safe: we will never ask for your PIN.')).toBe(false);
    expect(complains('Every person I spoke to said the engineer was lovely.')).toBe(false);
  });
});

describe('complaints read on held-out-67 (the sixty-ninth round)', () => {
  it('reads a repair in scare quotes and our engineer not trusted', () => {
    expect(complains('The alarm has gone off three times since your engineer "repaired" the boiler.')).toBe(true);
    expect(complains("Somebody needs to come back today because I don't trust him.")).toBe(true);
  });

  it('does not read a repair done, or trust', () => {
    expect(complains('Your engineer repaired the boiler on Monday and it is fine.')).toBe(false);
    expect(complains('I trust your engineer to sort it.')).toBe(false);
  });
});

describe('complaints read on held-out-69 (the seventy-first round)', () => {
  it('reads the best you can manage and the way he spoke', () => {
    expect(complains('Twelve years of premiums and the best you can manage is a leaflet.')).toBe(true);
    expect(complains("After the way he spoke to me on Tuesday I won't be taking his calls.")).toBe(true);
  });

  it('does not read the best we can do, or the way he spoke to the engineer kindly', () => {
    expect(complains('This is the best we can do for now, thank you.')).toBe(false);
  });
});

describe('complaints read on held-out-70 (the seventy-second round)', () => {
  it('reads progress asked for in irony and a story for the paper', () => {
    expect(complains('Any chance the next one could have some actual progress in it?')).toBe(true);
    expect(complains('Her brother-in-law works on the Chronicle and would love a story like this.')).toBe(true);
  });

  it('does not read progress reported, or a story told', () => {
    expect(complains('The repairer reports actual progress on the roof.')).toBe(false);
    expect(complains('He told me the story of how the crash happened.')).toBe(false);
  });
});

describe('complaints read on held-out-71 (the seventy-third round)', () => {
  it('reads a wish to have been told, rudeness, smirking, the hold music, patience taught, old age while waiting, six weeks to wait', () => {
    for (const text of [
      "She mentioned, quite gently, that she'd have liked to be told before the car was taken.",
      'Your worker Mr Simon he speak to me very bad on the phone.',
      "PH asked not to deal with Kirsty again, felt she was 'smirking down the phone'.",
      'He loves our hold music and has now learnt all the words.',
      'Thank you for the excellent free lesson in patience.',
      "I'm dying of old age here waiting for this engineer.",
      'and u want me to wait 6 wks for an engineer',
    ]) {
      expect(complains(text), text).toBe(true);
    }
  });

  it('does not read being told in time, words of a song, a wait agreed', () => {
    for (const text of [
      'She was told before the car was taken and was happy with that.',
      'He knows all the words to the song.',
      'We agreed she would wait two weeks for the engineer.',
    ]) {
      expect(complains(text), text).toBe(false);
    }
  });

  it('reads letters none of which were answered and a finding of extraordinary (the eighty-third round)', () => {
    for (const text of [
      'We wrote on 2 and 16 May. Neither letter has been answered.',
      'Your claims line said there was "no note" on the file. We find that extraordinary.',
    ]) {
      expect(complains(text), text).toBe(true);
    }
    expect(complains('The engineer found the speed of the repair remarkable.')).toBe(false);
  });
});

describe('complaints read on held-out-82 (the eighty-fourth round)', () => {
  it('reads conduct called woeful and a client treated with contempt', () => {
    expect(complains('Your conduct has been woeful.')).toBe(true);
    expect(complains('She considers she has been treated with contempt.')).toBe(true);
  });

  it('does not read a contractor who was woeful at turning up, or contempt of court', () => {
    expect(complains('The roofer was woeful at turning up on time, so we changed him.')).toBe(false);
    expect(complains('He was found in contempt of court in 2019.')).toBe(false);
  });
});
