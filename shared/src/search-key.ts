/**
 * Text reduced to what a search across claims compares: lower case, accents folded, letters and
 * digits only. "CLM-26-004211" is "clm26004211", "WU17 HKD" is "wu17hkd", "O’Brien" is "obrien".
 * The Worker stores terms this way and reads a query this way, so both sides always agree.
 */
import { foldForMatching } from './fold-accents';

export function searchKey(text: string): string {
  return foldForMatching(text).replace(/[^\p{L}\p{N}]/gu, '');
}
