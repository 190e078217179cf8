/**
 * Contact details reduced to keys that compare equal when they name the same phone, email or
 * address however they were written: "+44 (0)7700 900123" is 07700900123, "12 Elm Rd" is
 * "12 Elm Road". Used to find one person's details on both sides of a claim.
 */

/**
 * A phone number as a UK caller would dial it: "+44 (0)7700 900123", "0044 7700 900123" and
 * "07700 900123" are one number. Other countries keep their code, so they never meet a UK one.
 */
export function phoneKey(v: string): string {
  let digits = v.replace(/\D/g, '');
  const international = /^\s*\+/.test(v) || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('44') && (international || digits.length >= 12)) {
    // The "(0)" some write after +44 is the trunk prefix, not part of the number.
    digits = `0${digits.slice(2).replace(/^0/, '')}`;
  } else if (international) {
    digits = `+${digits}`;
  }
  return digits.replace('+', '').length >= 7 ? digits : '';
}

/** Street words written short, so "12 Elm Rd" and "12 Elm Road" are one address. */
const STREET_WORDS: Record<string, string> = {
  rd: 'road',
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  cl: 'close',
  cres: 'crescent',
  cresc: 'crescent',
  dr: 'drive',
  ct: 'court',
  pl: 'place',
  sq: 'square',
  gdns: 'gardens',
  terr: 'terrace',
  ter: 'terrace',
  gr: 'grove',
  gro: 'grove',
  pk: 'park',
  hse: 'house',
  apt: 'flat',
  apartment: 'flat',
  bldg: 'building',
};
/** Words that make the number after them a flat's, not the house's ("Flat 12", "Apt 12", "Unit 12"). */
const FLAT_WORDS = new Set(['flat', 'unit', 'room', 'suite']);
/** Words a street's name ends with: "Elm Road" is the street in "12 Elm Road Leeds". */
const STREET_ENDS = new Set([
  ...Object.values(STREET_WORDS).filter((w) => w !== 'flat'),
  'way',
  'walk',
  'row',
  'hill',
  'rise',
  'mews',
  'green',
  'view',
  'parade',
  'wharf',
  'yard',
  'gate',
  'approach',
  'boulevard',
  'circus',
  'esplanade',
  'vale',
  'wynd',
  'quay',
  'embankment',
]);
const POSTCODE = /\b([a-z]{1,2}\d[a-z\d]?)\s*(\d[a-z]{2})\b/g;
const NUMBER = /^\d+[a-z]?$/;

const addressWords = (text: string) =>
  text
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w);

/** A street read from its first words, up to the word that ends a street's name. */
function streetOf(words: readonly string[]): string {
  const end = words.findIndex((w) => STREET_ENDS.has(w));
  return (end >= 0 ? words.slice(0, end + 1) : words).join(' ');
}

/**
 * An address reduced to what identifies it. With a UK postcode: the postcode, the house and flat
 * numbers, and the street (or, for a named house, its name), so the town, commas and "Rd" for
 * "Road" do not matter, but a flat numbered like a house, or the same number in another street
 * of one postcode, is another address. Without a postcode: every word, short street words
 * spelled out.
 */
export function addressKey(v: string): string {
  const lower = v.toLowerCase();
  const postcodes = [...lower.matchAll(POSTCODE)];
  const postcode = postcodes[postcodes.length - 1];
  if (!postcode) return addressWords(lower).join('');
  const parts = lower
    .slice(0, postcode.index)
    .split(',')
    .map(addressWords)
    .filter((words) => words.length > 0);
  const numbers: string[] = [];
  let house: { part: number; at: number } | undefined;
  parts.forEach((words, part) =>
    words.forEach((w, at) => {
      if (!NUMBER.test(w)) return;
      const ofFlat = at > 0 && FLAT_WORDS.has(words[at - 1]!);
      numbers.push(ofFlat ? `flat ${w}` : w);
      if (!ofFlat) house = { part, at };
    }),
  );
  const named = (words: readonly string[]) => words.filter((w) => !NUMBER.test(w) && !FLAT_WORDS.has(w));
  // The street follows the house number ("12 Elm Road", "12, Elm Road"); a named house or a block
  // of flats is named in the first part that is more than a number ("Flat 2, Elm Court").
  let street = '';
  if (house) {
    const after = parts[house.part]!.slice(house.at + 1);
    const next = after.findIndex((w) => NUMBER.test(w));
    const rest = next >= 0 ? after.slice(0, next) : after;
    const words = rest.length > 0 ? rest : named(parts.slice(house.part + 1).find((p) => named(p).length > 0) ?? []);
    street = streetOf(words);
  } else {
    street = streetOf(named(parts.find((p) => named(p).length > 0) ?? []));
  }
  return `${postcode[1]}${postcode[2]}#${numbers.sort().join(',')}#${street}`;
}

/** Each kind of contact detail reduced to the key two equal details share. */
export const contactKey = {
  phone: phoneKey,
  email: (v: string) => v.trim().toLowerCase(),
  address: addressKey,
};
