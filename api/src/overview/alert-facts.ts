/**
 * The facts behind each alert on a claim, as data: the rules (alert-rules.ts) find them and
 * alert-words.ts writes them in a handler's words, so the rules hold no English.
 */
import type { AlertKind, AlertSeverity, MatterPanel } from '@claims/shared';
import type { Deadline } from '../domain/deadlines/deadline-rules';

export type AlertAbout =
  | {
      kind: 'cover_in_doubt';
      /** What puts cover in doubt, most serious first. */
      reasons: ('not_in_force' | 'premium_arrears' | 'loss_near_cover_end')[];
      lossDate: string;
      inceptionDate: string;
      /** The last day of cover: expiry, or the cancellation date when earlier. */
      coverEnds: string;
      cancelledOn?: string;
      premiumStatus: 'in_arrears' | 'unpaid' | 'paid' | 'instalments_current';
      arrearsSince?: string;
    }
  | {
      kind: 'open_complaint';
      receivedOn: string;
      finalResponse: Pick<Deadline, 'due' | 'daysLeft' | 'basis'>;
      /** The summary resolution window, while it is still open. */
      summaryResolution?: Pick<Deadline, 'due' | 'daysLeft'>;
    }
  | {
      kind: 'open_complaint';
      /** Expressions of dissatisfaction neither logged nor part of an open complaint. */
      unlogged: number;
      newestOn: string;
      cue: string;
    }
  | {
      kind: 'vulnerability';
      side: 'policyholder_side';
      /** One cue in the file's own words per theme ("panic attacks", "bereavement"), health first. */
      cues: string[];
      urgent: boolean;
      /** Notes record the customer's needs. */
      recorded: boolean;
      /** A note says to record them, not yet done. */
      toDo: boolean;
    }
  | { kind: 'vulnerability'; side: 'third_party_side'; urgent: true }
  | { kind: 'risk_flags'; codes: { code: string; severity: 'high' | 'medium' }[] }
  | { kind: 'overdue' | 'due_soon'; deadline: Deadline }
  | { kind: 'part36_running'; by: string; offerDate: string; deadline: Deadline }
  | { kind: 'limitation_near'; deadline: Deadline }
  | { kind: 'litigation'; issuedOn?: string; threats: number; newestThreatOn?: string; from?: string };

export interface AlertFact {
  severity: AlertSeverity;
  panel: MatterPanel;
  /** Citation-form ids, the most useful first. */
  sources: string[];
  about: AlertAbout;
}

export type AlertKindOf<K extends AlertKind> = Extract<AlertAbout, { kind: K }>;
