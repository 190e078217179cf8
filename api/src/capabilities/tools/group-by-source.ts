/**
 * Findings listed source by source: a run of findings from the same source becomes one entry that
 * gives the source's id, and every field its findings all share (its date, who wrote it, whose
 * side and whom it is about), once, with the findings under it keeping only what differs. A
 * document that shows five signs about one claimant names the document, its date, its author and
 * the claimant once instead of five times. Order is kept: a source met again later (after another
 * source) starts a new entry.
 */

/**
 * `shared`: the fields lifted onto the source when every finding of the run has the same value
 * (a field none of them has stays absent). `key` names the list of findings in each entry.
 */
export function groupBySource<T extends { sourceId: string }>(
  items: readonly T[],
  shared: readonly Exclude<keyof T & string, 'sourceId'>[],
  key: string,
): Record<string, unknown>[] {
  const runs: T[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    if (run && run[0]?.sourceId === item.sourceId) run.push(item);
    else runs.push([item]);
  }
  return runs.map((run) => {
    const first = run[0] as T;
    const lifted = shared.filter((field) => run.every((item) => item[field] === first[field]));
    const group: Record<string, unknown> = { sourceId: first.sourceId };
    for (const field of lifted) if (first[field] !== undefined) group[field] = first[field];
    group[key] = run.map((item) => {
      const rest: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(item)) {
        if (field !== 'sourceId' && !lifted.includes(field as (typeof lifted)[number])) rest[field] = value;
      }
      return rest;
    });
    return group;
  });
}
