/**
 * scan_expressions_of_dissatisfaction: the complaint screen (domain/screens/dissatisfaction) as a
 * tool: the matches newest first with what was scanned and how many are not logged, paged.
 */
import * as z from 'zod';
import { plural } from '@claims/shared';
import { LOGGED_WITHIN_DAYS, dissatisfactionMatches } from '../../domain/screens/dissatisfaction';
import { fitList } from './compact';
import { defineTool } from './define-tool';

export const scanExpressionsOfDissatisfactionTool = defineTool({
  name: 'scan_expressions_of_dissatisfaction',
  description: `Screen inbound messages (the sender's own words, not quoted replies) and notes of calls we made (what the customer said, not the handler) for expressions of dissatisfaction that may be complaints under FCA DISP. A representative's letter (e.g. the policyholder's solicitor) counts as its client's words, less routine litigation and injury words. Returns \`matches[]\` newest first with \`correspondenceId\`, \`at\`, \`from\`, \`senderSide\` (policyholder_side, third_party_side: usually pursuing its claim rather than an eligible complainant, or not_known), \`onBehalfOf\`, \`cue\`, \`category\`, \`excerpt\` and \`loggedAsComplaint\` (a complaint_received event on that day or within ${LOGGED_WITHIN_DAYS} days after; \`receivedBeforeLogged\` gives the DISP dates from the message when it was logged later); \`openComplaintEventId\` names an earlier complaint still open that day. A screen: the decision is the handler's, and if in doubt it is a complaint.`,
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in a long list (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Reading the correspondence for complaints…',
  run: ({ offset }, { claim }) => {
    const matches = dissatisfactionMatches(claim);
    const inbound = claim.correspondence.filter((m) => m.direction === 'inbound').length;
    const callsMade = claim.correspondence.filter((m) => m.direction === 'outbound' && m.channel === 'phone').length;
    const notLogged = matches.filter((m) => !m.loggedAsComplaint && !m.openComplaintEventId).length;
    return {
      result: fitList({
        head: {
          inboundScanned: inbound,
          ...(callsMade ? { notesOfCallsWeMadeScanned: callsMade } : {}),
          matchCount: matches.length,
          notLoggedAndNoOpenComplaint: notLogged,
          rule: `Logged = a complaint_received event on the message's day or up to ${LOGGED_WITHIN_DAYS} days after.`,
          ...(matches.length === 0
            ? {
                note:
                  inbound + callsMade === 0
                    ? 'No inbound messages on this claim to screen.'
                    : `No expressions of dissatisfaction found in ${plural(inbound, 'inbound message')}${callsMade ? ` and ${plural(callsMade, 'note')} of calls we made` : ''}. These are a word screen and a learned reader: read recent messages before ruling a complaint out.`,
              }
            : matches.some((m) => m.category === 'read')
              ? {
                  note: 'Category "read": no listed words matched; a learned reader weighed the whole message, and is wrong more often than a cue. Read it before deciding it is a complaint.',
                }
              : {}),
        },
        key: 'matches',
        items: matches,
        offset,
        howToGetMore: (next) => `Call scan_expressions_of_dissatisfaction with offset ${next} for older matches.`,
      }),
    };
  },
});
