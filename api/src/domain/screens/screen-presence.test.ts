import { describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../../../demo';
import { dissatisfactionMatches, hasDissatisfaction } from './dissatisfaction';
import { hasVulnerabilitySignals, vulnerabilitySignals } from './vulnerability-signals';

const copy = <T>(value: T): T => structuredClone(value);

describe('hasVulnerabilitySignals and hasDissatisfaction', () => {
  it('agree with the full screens on every demo claim', () => {
    for (const claim of DEMO_CLAIMS) {
      expect(hasVulnerabilitySignals(copy(claim)), claim.id).toBe(vulnerabilitySignals(copy(claim)).length > 0);
      expect(hasDissatisfaction(copy(claim)), claim.id).toBe(dissatisfactionMatches(copy(claim)).length > 0);
    }
  });

  it('count what only the learned reader finds', () => {
    const claim = copy(DEMO_CLAIMS.find((c) => c.id === 'CLM-26-005032')!);
    // "So you take my money for five months and then … you say I'm not covered": no cue names it.
    claim.correspondence = claim.correspondence.filter((m) => m.id === 'msg-008');
    expect(dissatisfactionMatches(copy(claim)).map((m) => m.category)).toEqual(['read']);
    expect(hasDissatisfaction(copy(claim))).toBe(true);
  });

  it('find nothing in a claim with nothing to find', () => {
    const claim = copy(DEMO_CLAIMS[0]!);
    claim.correspondence = [];
    claim.documents = [];
    claim.parties = claim.parties.map(({ notes: _, ...p }) => p);
    claim.events = claim.events.map(({ note: _, ...e }) => e);
    claim.tasks = [];
    claim.loss = { ...claim.loss, description: 'Rear-end collision at a roundabout.' };
    expect(hasVulnerabilitySignals(claim)).toBe(false);
    expect(hasDissatisfaction(claim)).toBe(false);
  });
});
