/** get_claim_section: The events oldest first, the prior claims and the diary tasks. */
import { formatMoney } from '@claims/shared';
import { compareDates } from '../../../domain/calendar/dates';
import { clipWording, fitList } from '../compact';
import { NOTE, more, type Renderer } from './section-kit';

export const events: Renderer = (claim, _today, offset) => {
  if (claim.events.length === 0) return 'No events recorded on this claim.';
  return fitList({
    head: { section: 'events', total: claim.events.length, cite: 'Cite as [event:ID].' },
    key: 'events',
    items: [...claim.events]
      .sort((a, b) => compareDates(a.date, b.date))
      .map((e) => ({ id: e.id, date: e.date, kind: e.kind, ...(e.note ? { note: clipWording(e.note, NOTE) } : {}) })),
    offset,
    howToGetMore: more('events'),
  });
};

export const priorClaims: Renderer = (claim, _today, offset) => {
  if (claim.priorClaims.length === 0) return 'No prior claims recorded on this claim.';
  return fitList({
    head: { section: 'priorClaims', total: claim.priorClaims.length },
    key: 'priorClaims',
    items: claim.priorClaims.map((p) => ({ ...p, ...(p.amount !== undefined ? { amountText: formatMoney(p.amount, claim.currency) } : {}) })),
    offset,
    howToGetMore: more('priorClaims'),
  });
};

export const tasks: Renderer = (claim, today, offset) => {
  if (claim.tasks.length === 0) return 'No tasks recorded on this claim.';
  const open = claim.tasks.filter((t) => t.status === 'open');
  return fitList({
    head: {
      section: 'tasks',
      total: claim.tasks.length,
      open: open.length,
      overdue: open.filter((t) => t.due < today).length,
      order: 'open first, by due date',
    },
    key: 'tasks',
    items: [...claim.tasks]
      .sort((a, b) => (a.status === b.status ? compareDates(a.due, b.due) : a.status === 'open' ? -1 : 1))
      .map((t) => ({
        id: t.id,
        due: t.due,
        status: t.status,
        description: clipWording(t.description, NOTE),
        ...(t.status === 'open' && t.due < today ? { overdue: true } : {}),
      })),
    offset,
    howToGetMore: more('tasks'),
  });
};
