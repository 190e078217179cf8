/**
 * The prompt version an answer records (D1 `answer_models.prompt_version`): the first 12 hex
 * digits of the SHA-256 of the fixed text of the system prompt (the base prompt and the rules for
 * untrusted text) and the playbook the turn followed (the capability's, or the free-question
 * playbook). The claim header, today's date and the task guide are left out: they come from the
 * claim and the code, not from the prompt catalogue. Any edit to a prompt changes the version, so
 * a complaint years later can be matched to the prompt text in the repository's history.
 */
import { BASE_PROMPT, CLAIM_QA_PLAYBOOK, PLAYBOOKS, UNTRUSTED_TEXT_RULES } from '@claims/prompts';

const HEX_DIGITS = 12;
const versions = new Map<string, Promise<string>>();

/** The text a version is the digest of; throws for a capability with no playbook. */
export function versionedPromptText(capability: string | null): string {
  const playbook = capability === null ? CLAIM_QA_PLAYBOOK : PLAYBOOKS[capability];
  if (playbook === undefined) throw new Error(`Capability "${capability}" has no playbook in the prompt catalogue`);
  return [BASE_PROMPT, UNTRUSTED_TEXT_RULES, playbook].join('\n\n');
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, HEX_DIGITS / 2), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The prompt version of a quick action (`capability`) or of a free question (null); worked out once per isolate. */
export function promptVersion(capability: string | null): Promise<string> {
  const key = capability ?? '';
  let version = versions.get(key);
  if (!version) {
    version = digest(versionedPromptText(capability));
    versions.set(key, version);
  }
  return version;
}
