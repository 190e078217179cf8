/**
 * The system prompt of one chat turn, in two parts. `stable` (the base prompt, the rules for
 * untrusted text and the claim header) is byte-identical across every turn of one claim on one
 * day, whatever the task, so a provider's prompt cache can hold it. `dynamic` carries what
 * changes: whether the caller can act on the screen, and either `## Task: <label>` with the
 * first calls already made (first-step.ts) and that capability's playbook, or the claim_qa playbook with the guide to the specialist tasks.
 */
import { BASE_PROMPT, CLAIM_QA_PLAYBOOK, PLAYBOOKS, UNTRUSTED_TEXT_RULES } from '@claims/prompts';
import { findCapability, type ClaimRecord } from '@claims/shared';
import { getCapability } from '../capabilities/registry';
import { buildClaimHeader } from './claim-header';
import { firstStep } from './first-step';
import { buildTaskGuide } from './task-guide';

export interface SystemPromptInput {
  claim: ClaimRecord;
  /** The quick action's capability id; absent or null for free chat. */
  capability?: string | null;
  /** `YYYY-MM-DD`: the day the turn reasons from. */
  today: string;
  canActOnScreen: boolean;
}

export interface SystemPrompt {
  stable: string;
  dynamic: string;
}

export const SCREEN_AVAILABLE = 'Screen: the handler has this claim open in the workbench and you can act on it: highlight_panel points them at a panel.';
export const SCREEN_UNAVAILABLE = "Screen: you cannot act on the handler's screen on this turn. highlight_panel is not available; skip any step that uses it.";

export function buildSystemPrompt(input: SystemPromptInput): SystemPrompt {
  const stable = [BASE_PROMPT, UNTRUSTED_TEXT_RULES, buildClaimHeader(input.claim, input.today)].join('\n\n');
  const screen = input.canActOnScreen ? SCREEN_AVAILABLE : SCREEN_UNAVAILABLE;
  const task = input.capability ? taskSection(input.capability, input.claim) : freeQuestionSection(input.claim);
  return { stable, dynamic: `${screen}\n\n${task}` };
}

function taskSection(capabilityId: string, claim: ClaimRecord): string {
  const meta = findCapability(capabilityId);
  const capability = getCapability(capabilityId);
  if (!meta || !capability) {
    throw new Error(`Unknown capability "${capabilityId}": use an id from GET /api/capabilities`);
  }
  const playbook = PLAYBOOKS[capability.id];
  if (playbook === undefined) throw new Error(`Capability "${capabilityId}" has no playbook in the prompt catalogue`);
  return `## Task: ${meta.label}\n${firstStep(capability, claim)}\n${playbook}`;
}

function freeQuestionSection(claim: ClaimRecord): string {
  return `## Question about the claim\n${CLAIM_QA_PLAYBOOK}\n\n${buildTaskGuide(claim)}`;
}
