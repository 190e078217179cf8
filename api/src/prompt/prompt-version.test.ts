import { BASE_PROMPT, CLAIM_QA_PLAYBOOK, PLAYBOOKS, UNTRUSTED_TEXT_RULES } from '@claims/prompts';
import { CAPABILITY_IDS } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { promptVersion, versionedPromptText } from './prompt-version';

async function sha256Hex(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('promptVersion', () => {
  it('is the first 12 hex digits of the SHA-256 of the base prompt, the untrusted-text rules and the playbook', async () => {
    const text = [BASE_PROMPT, UNTRUSTED_TEXT_RULES, PLAYBOOKS.policy_validation].join('\n\n');
    expect(versionedPromptText('policy_validation')).toBe(text);
    expect(await promptVersion('policy_validation')).toBe((await sha256Hex(text)).slice(0, 12));
    expect(await promptVersion(null)).toBe((await sha256Hex([BASE_PROMPT, UNTRUSTED_TEXT_RULES, CLAIM_QA_PLAYBOOK].join('\n\n'))).slice(0, 12));
  });

  it('differs between playbooks and is the same on every call', async () => {
    const versions = await Promise.all(CAPABILITY_IDS.map((id) => promptVersion(id)));
    for (const version of versions) expect(version).toMatch(/^[0-9a-f]{12}$/);
    const distinctPlaybooks = new Set(CAPABILITY_IDS.map((id) => PLAYBOOKS[id]));
    expect(new Set(versions).size).toBe(distinctPlaybooks.size);
    expect(versions).not.toContain(await promptVersion(null));
    expect(await promptVersion(CAPABILITY_IDS[0]!)).toBe(versions[0]);
  });

  it('refuses a capability with no playbook rather than recording a version of nothing', () => {
    expect(() => versionedPromptText('no_such_capability')).toThrow(/no playbook/);
  });
});
