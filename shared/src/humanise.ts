/**
 * A code or a field name as words for a person, the same on the page, in offline answers and in
 * the tools' sentences: "escape_of_water" → "Escape of water", "daysLeft" → "Days left",
 * "part36" → "Part 36".
 */
export function humanise(code: string): string {
  const words = code
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
