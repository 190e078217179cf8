/**
 * Source ids as tool results and rules name them (`msg:c5`, `event:e1`): the model copies them
 * into its citation markers, so every rule and tool spells them the same way.
 */
/** Cite markers the playbooks ask for: `[doc:ID]`, `[msg:ID]`, `[event:ID]`, `[party:ID]`. */
export const cite = {
  doc: (id: string) => `doc:${id}`,
  msg: (id: string) => `msg:${id}`,
  event: (id: string) => `event:${id}`,
  party: (id: string) => `party:${id}`,
  offer: (id: string) => `offer:${id}`,
  payment: (id: string) => `payment:${id}`,
  recovery: (id: string) => `recovery:${id}`,
  task: (id: string) => `task:${id}`,
  policy: (number: string) => `policy:${number}`,
} as const;
