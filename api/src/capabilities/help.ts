/** The "help" capability: what the assistant can do on this claim. */
import { callFirst } from './first-calls';
import type { Capability } from './types';
import { listCapabilitiesTool } from './tools/list-capabilities';

export const whatCanYouDo: Capability = {
  id: 'what_can_you_do',
  firstCalls: [callFirst(listCapabilitiesTool)],
  thinkingLevel: 'low',
};

export const HELP: Capability[] = [whatCanYouDo];
