/** The "help" capability: what the assistant can do on this claim. */
import type { Capability } from './types';
import { listCapabilitiesTool } from './tools/list-capabilities';

export const whatCanYouDo: Capability = {
  id: 'what_can_you_do',
  promptId: 'what_can_you_do',
  tools: [listCapabilitiesTool],
  thinkingLevel: 'low',
};

export const HELP: Capability[] = [whatCanYouDo];
