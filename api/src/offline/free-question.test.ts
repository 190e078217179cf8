import { describe, expect, it } from 'vitest';
import { motorRearEnd } from '../../demo';
import { freeQuestionCalls } from './free-question';

const names = (message: string) => freeQuestionCalls(message, motorRearEnd).map((c) => c.name);

describe('freeQuestionCalls', () => {
  it('answers a question about a deadline from the deadlines', () => {
    expect(names('When does the Part 36 relevant period end?')).toEqual(['list_deadlines']);
  });

  it('searches the file when the question asks what something says, whatever it mentions', () => {
    expect(names('What does the claimant’s Part 36 offer say?')).toEqual(['search_claim']);
    expect(names('Quote the wording of the excess endorsement')).toEqual(['search_claim']);
  });
});
