import { describe, expect, it } from 'vitest';
import { convergentRiskToLife } from './risk-to-life-convergence';

const cue = (text: string) => convergentRiskToLife(text)?.cue;

describe('convergentRiskToLife', () => {
  it('reads a means beside finality, or two words of finality close together', () => {
    expect(cue('PH said she\'s been saving her tablets "for when the time comes".')).toBe('tablets + when the time comes');
    expect(cue("I've got the rope, I just need the nerve.")).toBe('rope + need the nerve');
    expect(cue('Caller said the only way out of this mess is for him not to be here.')).toBe('the only way out + not to be here');
    expect(cue("He said the kids will be fine, they've got their mum, and he's tired of fighting.")).toBe('will be fine + tired of fighting');
    expect(cue('She went missing last night after sending her sister a goodbye text.')).toBe('went missing + goodbye');
    expect(cue('I keep driving past the level crossing and thinking how easy it would be.')).toBe('level crossing + how easy it would be');
    expect(cue("I've been standing on the pier at night working up the courage.")).toBe('pier + working up the courage');
    expect(cue("I haven't got the strength to keep going and I don't want to.")).toBe("strength to keep going + don't want");
  });

  it('reads a vehicle driven at a wall as a means, and not coming back as finality (held-out-25)', () => {
    expect(cue("He said the car 'was meant to be my way out' and that he had driven at the wall deliberately.")).toBe('my way out + driven at the wall');
    expect(cue('im taking the dog up the cliffs and not coming back down this time')).toBe('cliffs + and not coming back down this time');
    expect(cue("The owner said the length of hose in the boot was 'for when I've finally had enough'.")).toBe(
      "length of hose + for when i've finally had enough",
    );
  });

  it('needs two different signs, un-negated, within a few lines of each other', () => {
    expect(cue('Please send the tablets list to my GP.')).toBeUndefined();
    expect(cue("I'm not tired of fighting this claim, I'll see it through. The bridge repairs are booked.")).toBeUndefined();
    expect(cue(`Goodbye for now. ${'The engineer will call on Tuesday to measure up. '.repeat(8)}The bridge is closed.`)).toBeUndefined();
    expect(cue('Goodbye and thank you, goodbye.')).toBeUndefined();
    // Not coping for much longer is one sign, not two (held-out-63, the sixty-fifth round).
    expect(cue('six weeks no kitchen and i cant do this much longer')).toBeUndefined();
    expect(cue("She said she can't do this, she won't be around much longer.")).toBeDefined();
  });

  it('does not read routine claim text as converging signs', () => {
    for (const text of [
      "Caller has a broken wrist from the accident, says she can't write or sign anything for a few weeks.",
      "I'm sorry to have to write again, but nobody has been in touch since the inspection.",
      'PH lives alone with no family nearby and no one to help her move the damaged items.',
      "I'm on universal credit and there's nothing left at the end of the month, I can't pay for the glass.",
      'The car went off the road near the bridge and the train line was closed for an hour.',
      // The forty-first round: worn out and not coping is low resilience, not finality.
      "She's just so tired of all of it and doesn't feel she can hold it all together much longer.",
      'I plan to be at the inspection on the roof on Monday.',
      'I was thinking about the traffic on the bridge when the lorry hit me.',
      "The engineer is not coming back, there's no way out of this contract for me.",
      'The van driver drove into the wall of the car park and blamed the ice.',
      'I wish the roof had been fixed before the storm.',
    ]) {
      expect(cue(text), text).toBeUndefined();
    }
  });
});

describe('left hanging, read on held-out-41 (the forty-third round)', () => {
  it('reads being left hanging as waiting, not as a means', () => {
    expect(cue("I can't take much more of being left hanging like this.")).toBeUndefined();
    expect(cue("I can't do this any more, I've thought about hanging myself.")).toBeDefined();
  });
});

describe('a thing missing a part, read on held-out-45 (the forty-seventh round)', () => {
  it('reads a postcode missing its last letter as a typo, and a person missing beside a last letter as a farewell', () => {
    expect(cue('The postcode on your letter is missing its last letter. Many thanks.')).toBeUndefined();
    expect(cue('Mum is missing since last night and left a last letter on the table.')).toBeDefined();
  });
});

describe('a farewell read on held-out-62 (the sixty-fourth round)', () => {
  it('reads where the will is beside an apology for the bother, and not a refusal to be charged', () => {
    expect(cue('Tell Daniel the rings are in the tin and the will is with Mr Price. I am sorry for all the bother I have caused.')).toBe(
      'the will is with + sorry for all the bother',
    );
    expect(cue("I am off the tablets the GP gave me. I don't want to be charged for the hire car.")).toBeUndefined();
  });
});

describe('a farewell read on held-out-88 (the ninetieth round)', () => {
  it('reads not trusting oneself beside a multi-storey, and not a lump sum, a phone call or being fed up with us', () => {
    expect(cue("I ended up on the roof of the multi-storey last week. Some days I still don't trust myself.")).toBe("multi-storey + don't trust myself");
    expect(cue("I don't trust myself with a lump sum, so pay the builder. I'm on tablets for my back.")).toBeUndefined();
    expect(cue("I don't trust myself on the phone with you. I'm on tablets for my back.")).toBeUndefined();
    expect(cue("She's had enough of dealing with you. He said it would be fine once the tiles are on.")).toBeUndefined();
  });
});
