import { describe, expect, it } from 'vitest';
import { humanise } from './humanise';

describe('humanise', () => {
  it('turns codes into words', () => {
    expect(humanise('escape_of_water')).toBe('Escape of water');
    expect(humanise('part36')).toBe('Part 36');
    expect(humanise('part36_relevant_period')).toBe('Part 36 relevant period');
    expect(humanise('complaint_final_response')).toBe('Complaint final response');
  });

  it('puts field names into words', () => {
    expect(humanise('daysLeft')).toBe('Days left');
    expect(humanise('policy_not_in_force')).toBe('Policy not in force');
  });
});
