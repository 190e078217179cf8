import { describe, expect, it } from 'vitest';
import { findCues } from './text-scan';
import { VULNERABILITY_LEXICON } from './vulnerability-lexicon';

const urgentThemes = (text: string) =>
  findCues(text, VULNERABILITY_LEXICON)
    .filter((h) => h.tag.urgent)
    .map((h) => h.tag.theme);

describe('risk to life read on held-out-78 (the eightieth round)', () => {
  it('reads drink with heart tablets, what she did to herself, a note saying you are next, insulin going off, a baby not felt moving, a gas heater in a closed caravan, bare conductors where children play, a threat that nobody will look for her, a clinician’s warning against an unheated house', () => {
    for (const text of [
      "A neighbour found her last Thursday after she'd taken a mix of vodka and her heart tablets.",
      'sorry if i go quiet, was in a&e again sat for what i did to myself',
      'her ex put a brick thru her car window with a note saying ur next',
      'fridge got wrecked in the flood and my insulin is going off in the warm',
      "I'm 36 weeks and since the bump on Monday I've not really felt the baby move today.",
      "we're in the caravan using a calor gas heater overnight with the windows shut, baby sleeps in with us",
      'In the cellar the conductors are exposed, at shoulder height for a child, where the grandchildren play.',
      "He has told her that if the money goes to her she will 'disappear and nobody will look for her'.",
      'Her haematologist has advised that she must not remain in an unheated property.',
    ]) {
      expect(urgentThemes(text), text).not.toEqual([]);
    }
  });

  it('does not read reduced movements monitored and over, insulin kept cold, a patio heater outside, next in line, a husband who will be cross about his car', () => {
    for (const text of [
      'She was monitored overnight for reduced fetal movements and discharged; the pregnancy continues normally.',
      'Her insulin is in the cool bag and the pharmacy has replaced the pens.',
      'The patio heater in the garden was blown over by the storm.',
      "The garage sent a text saying you're next in line for the paint shop.",
      'Laughing, said "Nigel\'s going to kill me, it\'s his pride and joy."',
    ]) {
      expect(urgentThemes(text), text).toEqual([]);
    }
  });
});
