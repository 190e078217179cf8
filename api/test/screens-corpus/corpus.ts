/**
 * The labelled corpus the vulnerability and complaint screens are measured on (LABELLING.md):
 * short texts as they appear in UK claim files, each with what a vulnerable-customer or
 * complaints lead expects a reader to notice. `tuning` is what screen changes are made against;
 * `held-out` was kept from them until it was measured once, then read; `held-out-2` was written
 * after that, measured once and then read too; `held-out-3` was written before the next change,
 * measured once and then read; `held-out-4` was written before the change after that, measured
 * once and then read too; `held-out-5` was written apart from the change after that, measured
 * once after it, and its misses read to describe them (docs/screens.md); `held-out-6` was written
 * blind (from LABELLING.md alone, without reading any screen's code, cue list or scores) before
 * the reader's round, measured after it, and its misses read in the round after that;
 * `held-out-7` was written blind in the same way before that round, measured once after it, and
 * read in the ninth round; `held-out-8` was written blind before the ninth round, measured once
 * after it and read in the tenth; `held-out-9` was written blind before the tenth round, scored
 * after it and read in the eleventh; `held-out-10` to `held-out-14` were each written blind
 * before a round, scored once after it and read in the round after that (the learned reader does
 * not learn from held-out-14: train-reader.ts); `held-out-15` was written blind before the
 * sixteenth round, scored after it and read in the seventeenth; `held-out-16` was written blind
 * before the seventeenth round, scored after it and read in the eighteenth; `held-out-17` was
 * written blind during the seventeenth round, scored after the eighteenth and read in the
 * nineteenth; `held-out-18` was written blind during the eighteenth round, scored after the
 * nineteenth and read in the twentieth; `held-out-19` was written blind during the nineteenth
 * round, scored after the twentieth and read in the twenty-first; `held-out-20` was written blind
 * during the twentieth round, scored after the twenty-first and read in the twenty-second;
 * `held-out-21` was written blind during the twenty-first round, scored after the twenty-second
 * and read in the twenty-third; `held-out-22` was written blind during the twenty-second round,
 * scored before and after the twenty-third and read in the twenty-fourth; `held-out-23` was
 * written blind during the twenty-third round and scored before and after the twenty-fourth
 * (neither read nor learned from since); `held-out-24` was written blind during the twenty-fourth round,
 * scored before and after the twenty-fifth and learned from in the twenty-sixth; `held-out-25` was
 * written blind during the twenty-fifth round, scored before and after the twenty-sixth and
 * learned from in the twenty-seventh; `held-out-26` was written blind during the twenty-sixth
 * round, scored before and after the twenty-seventh and learned from in the twenty-eighth;
 * `held-out-27` was written blind during the twenty-seventh round, scored before and after the
 * twenty-eighth and learned from in the twenty-ninth; `held-out-28` was written blind during the
 * twenty-eighth round, scored before and after the twenty-ninth and learned from in the
 * thirtieth; `held-out-29` was written blind during the twenty-ninth round, scored before and after
 * the thirtieth and learned from in the thirty-first; `held-out-30` was written blind during the
 * thirtieth round, scored before and after the thirty-first and learned from in the thirty-second;
 * `held-out-31` was written blind during the thirty-first round, scored before and after the
 * thirty-second and learned from in the thirty-third; `held-out-32` was written blind during the
 * thirty-second round, scored before and after the thirty-third and learned from in the
 * thirty-fourth; `held-out-33` was written blind during the thirty-third round, scored before and
 * after the thirty-fourth and learned from in the thirty-fifth; `held-out-34` was written blind
 * during the thirty-fourth round, scored before and after the thirty-fifth and learned from in the
 * thirty-sixth; `held-out-35` was written blind during the thirty-fifth round, scored before and
 * after the thirty-sixth and learned from in the thirty-seventh; `held-out-36` was written blind
 * during the thirty-sixth round, scored before and after the thirty-seventh and learned from in
 * the thirty-eighth; `held-out-37` was written blind during the thirty-seventh round, scored
 * before and after the thirty-eighth and learned from in the thirty-ninth; `held-out-38` was
 * written blind during the thirty-seventh round too, scored before and after the thirty-ninth and
 * learned from in the fortieth; `held-out-39` was written blind during the thirty-ninth round,
 * scored before and after the fortieth and learned from in the forty-first; `held-out-40` was
 * written blind during the fortieth round, scored before and after the forty-first and learned
 * from in the forty-second; `held-out-41` was written blind during the forty-first round, scored
 * before and after the forty-second and learned from in the forty-third; `held-out-42` was
 * written blind during the forty-second round, scored before and after the forty-third and
 * learned from in the forty-fourth; `held-out-43` was written blind during the forty-third round,
 * scored before and after the forty-fourth and learned from in the forty-fifth; `held-out-44` was
 * written blind during the forty-fourth round, scored before and after the forty-fifth and
 * learned from in the forty-sixth; `held-out-45` was written blind during the forty-fifth round,
 * scored before and after the forty-sixth and learned from in the forty-seventh; `held-out-46`
 * was written blind during the forty-sixth round, scored before and after the forty-seventh and
 * learned from in the forty-eighth; `held-out-47` was written blind during the forty-seventh
 * round, scored before and after the forty-eighth and learned from in the forty-ninth;
 * `held-out-48` was written blind during the forty-eighth round, scored before and after the
 * forty-ninth and learned from in the fiftieth; `held-out-49` was written blind during the
 * forty-ninth round, scored before and after the fiftieth and learned from in the fifty-first;
 * `held-out-50` was written blind during the fiftieth round, scored before and after the
 * fifty-first and learned from in the fifty-second; `held-out-51` was written blind during the
 * fifty-first round, scored before and after the fifty-second and learned from in the fifty-third;
 * `held-out-52` was written blind during the fifty-second round, scored before and after the
 * fifty-third and learned from in the fifty-fourth; `held-out-53` was written blind during the
 * fifty-third round, scored before and after the fifty-fourth and learned from in the fifty-fifth;
 * `held-out-54` was written blind during the fifty-fourth round, scored before and after the
 * fifty-fifth and learned from in the fifty-sixth; `held-out-55` was written blind during the
 * fifty-fifth round, scored before and after the fifty-sixth and learned from in the fifty-seventh;
 * `held-out-56` was written blind during the fifty-sixth round, scored before and after the
 * fifty-seventh and learned from in the fifty-eighth; `held-out-57` was written blind during the
 * fifty-seventh round, scored before and after the fifty-eighth and learned from in the
 * fifty-ninth; `held-out-58` was written blind during the fifty-eighth round, scored before and
 * after the fifty-ninth and learned from in the sixtieth; `held-out-59` was written blind during
 * the fifty-ninth round, scored before and after the sixtieth and learned from in the sixty-first;
 * `held-out-60` was written blind during the sixtieth round, scored before and after the
 * sixty-first and learned from in the sixty-second; `held-out-61` was written blind during the
 * sixty-first round, scored before and after the sixty-second and learned from in the
 * sixty-third; `held-out-62` was written blind during the sixty-second round, scored before and
 * after the sixty-third and learned from in the sixty-fourth; `held-out-63` was written blind
 * during the sixty-third round, scored before and after the sixty-fourth and learned from in the
 * sixty-fifth; `held-out-64` was written blind during the sixty-fourth round, scored before and
 * after the sixty-fifth and learned from in the sixty-sixth; `held-out-65` was written blind
 * during the sixty-fifth round, scored before and after the sixty-sixth and learned from in the
 * sixty-seventh; `held-out-66` was written blind during the sixty-sixth round, scored before and
 * after the sixty-seventh and learned from in the sixty-eighth; `held-out-67` was written blind
 * during the sixty-seventh round, scored before and after the sixty-eighth and learned from in the
 * sixty-ninth; `held-out-68` was written blind during the sixty-eighth round, scored before and
 * after the sixty-ninth and learned from in the seventieth; `held-out-69` was written blind during
 * the sixty-ninth round, scored before and after the seventieth and learned from in the
 * seventy-first; `held-out-70` was written blind during the seventieth round, scored before and
 * after the seventy-first and learned from in the seventy-second; `held-out-71` was written blind
 * during the seventy-first round, scored before and after the seventy-second and learned from in
 * the seventy-third; `held-out-72` was written blind during the seventy-second round, scored before
 * and after the seventy-third and learned from in the seventy-fourth; `held-out-73` was written
 * blind during the seventy-third round, scored before and after the seventy-fourth and learned from
 * in the seventy-fifth; `held-out-74` was written blind during the seventy-fourth round, scored
 * before and after the seventy-fifth and learned from in the seventy-sixth; `held-out-75` was
 * written blind during the seventy-fifth round, scored before and after the seventy-sixth and
 * learned from in the seventy-seventh; `held-out-76` was written blind during the seventy-sixth
 * round, scored before and after the seventy-seventh and learned from in the seventy-eighth;
 * `held-out-77` was written blind during the seventy-seventh round, scored before and after the
 * seventy-eighth and learned from in the seventy-ninth; `held-out-78` was written blind during the
 * seventy-eighth round, scored before and after the seventy-ninth and learned from in the
 * eightieth; `held-out-79` was written blind during the seventy-ninth round, scored before and
 * after the eightieth and learned from in the eighty-first; `held-out-80` was written blind during
 * the eightieth round, scored before and after the eighty-first and learned from in the
 * eighty-second; `held-out-81` was written blind during the eighty-first round, scored before and
 * after the eighty-second and learned from in the eighty-third; `held-out-82` was written blind
 * during the eighty-second round, scored before and after the eighty-third and learned from in the
 * eighty-fourth; `held-out-83` was written blind during the eighty-third round, scored before and
 * after the eighty-fourth and learned from in the eighty-fifth; `held-out-84` was written blind
 * during the eighty-fourth round, scored before and after the eighty-fifth and learned from in the
 * eighty-sixth; `held-out-85` was written blind during the eighty-fifth round, scored before and
 * after the eighty-sixth and learned from in the eighty-seventh; `held-out-86` was written blind
 * during the eighty-sixth round, scored before and after the eighty-seventh and learned from in the
 * eighty-eighth; `held-out-87` was written blind during the eighty-sixth round, scored before and
 * after the eighty-eighth and learned from in the eighty-ninth; `held-out-88` was written blind
 * during the eighty-eighth round, scored before and after the eighty-ninth and learned from in the
 * ninetieth; `held-out-89` was written blind during the eighty-eighth round, scored before and
 * after the ninetieth and learned from in the ninety-first; `held-out-90` was written blind during
 * the ninetieth round and is the unseen set now. A change after it needs a new set written first.
 */
import * as z from 'zod';
import heldOut2Dissatisfaction from './held-out-2/dissatisfaction.json';
import heldOut2Mixed from './held-out-2/mixed.json';
import heldOut2NearMisses from './held-out-2/near-misses.json';
import heldOut2RiskToLife from './held-out-2/risk-to-life.json';
import heldOut2Vulnerability from './held-out-2/vulnerability.json';
import heldOut3Dissatisfaction from './held-out-3/dissatisfaction.json';
import heldOut3Mixed from './held-out-3/mixed.json';
import heldOut3NearMisses from './held-out-3/near-misses.json';
import heldOut3RiskToLife from './held-out-3/risk-to-life.json';
import heldOut3Vulnerability from './held-out-3/vulnerability.json';
import heldOut4Dissatisfaction from './held-out-4/dissatisfaction.json';
import heldOut4Mixed from './held-out-4/mixed.json';
import heldOut4NearMisses from './held-out-4/near-misses.json';
import heldOut4RiskToLife from './held-out-4/risk-to-life.json';
import heldOut4Vulnerability from './held-out-4/vulnerability.json';
import heldOut5Dissatisfaction from './held-out-5/dissatisfaction.json';
import heldOut5Mixed from './held-out-5/mixed.json';
import heldOut5NearMisses from './held-out-5/near-misses.json';
import heldOut5RiskToLife from './held-out-5/risk-to-life.json';
import heldOut5Vulnerability from './held-out-5/vulnerability.json';
import heldOut6Dissatisfaction from './held-out-6/dissatisfaction.json';
import heldOut6Mixed from './held-out-6/mixed.json';
import heldOut6NearMisses from './held-out-6/near-misses.json';
import heldOut6RiskToLife from './held-out-6/risk-to-life.json';
import heldOut6Vulnerability from './held-out-6/vulnerability.json';
import heldOut7Dissatisfaction from './held-out-7/dissatisfaction.json';
import heldOut7Mixed from './held-out-7/mixed.json';
import heldOut7NearMisses from './held-out-7/near-misses.json';
import heldOut7RiskToLife from './held-out-7/risk-to-life.json';
import heldOut7Vulnerability from './held-out-7/vulnerability.json';
import heldOut8Dissatisfaction from './held-out-8/dissatisfaction.json';
import heldOut8Mixed from './held-out-8/mixed.json';
import heldOut8NearMisses from './held-out-8/near-misses.json';
import heldOut8RiskToLife from './held-out-8/risk-to-life.json';
import heldOut8Vulnerability from './held-out-8/vulnerability.json';
import heldOut9Dissatisfaction from './held-out-9/dissatisfaction.json';
import heldOut9Mixed from './held-out-9/mixed.json';
import heldOut9NearMisses from './held-out-9/near-misses.json';
import heldOut9RiskToLife from './held-out-9/risk-to-life.json';
import heldOut9Vulnerability from './held-out-9/vulnerability.json';
import heldOut10Dissatisfaction from './held-out-10/dissatisfaction.json';
import heldOut10Mixed from './held-out-10/mixed.json';
import heldOut10NearMisses from './held-out-10/near-misses.json';
import heldOut10RiskToLife from './held-out-10/risk-to-life.json';
import heldOut10Vulnerability from './held-out-10/vulnerability.json';
import heldOut11Dissatisfaction from './held-out-11/dissatisfaction.json';
import heldOut11Mixed from './held-out-11/mixed.json';
import heldOut11NearMisses from './held-out-11/near-misses.json';
import heldOut11RiskToLife from './held-out-11/risk-to-life.json';
import heldOut11Vulnerability from './held-out-11/vulnerability.json';
import heldOut12Dissatisfaction from './held-out-12/dissatisfaction.json';
import heldOut12Mixed from './held-out-12/mixed.json';
import heldOut12NearMisses from './held-out-12/near-misses.json';
import heldOut12RiskToLife from './held-out-12/risk-to-life.json';
import heldOut12Vulnerability from './held-out-12/vulnerability.json';
import heldOut13Dissatisfaction from './held-out-13/dissatisfaction.json';
import heldOut13Mixed from './held-out-13/mixed.json';
import heldOut13NearMisses from './held-out-13/near-misses.json';
import heldOut13RiskToLife from './held-out-13/risk-to-life.json';
import heldOut13Vulnerability from './held-out-13/vulnerability.json';
import heldOut14Dissatisfaction from './held-out-14/dissatisfaction.json';
import heldOut14Mixed from './held-out-14/mixed.json';
import heldOut14NearMisses from './held-out-14/near-misses.json';
import heldOut14RiskToLife from './held-out-14/risk-to-life.json';
import heldOut14Vulnerability from './held-out-14/vulnerability.json';
import heldOut15Dissatisfaction from './held-out-15/dissatisfaction.json';
import heldOut15Mixed from './held-out-15/mixed.json';
import heldOut15NearMisses from './held-out-15/near-misses.json';
import heldOut15RiskToLife from './held-out-15/risk-to-life.json';
import heldOut15Vulnerability from './held-out-15/vulnerability.json';
import heldOut16Dissatisfaction from './held-out-16/dissatisfaction.json';
import heldOut16Mixed from './held-out-16/mixed.json';
import heldOut16NearMisses from './held-out-16/near-misses.json';
import heldOut16RiskToLife from './held-out-16/risk-to-life.json';
import heldOut16Vulnerability from './held-out-16/vulnerability.json';
import heldOut17Dissatisfaction from './held-out-17/dissatisfaction.json';
import heldOut17Mixed from './held-out-17/mixed.json';
import heldOut17NearMisses from './held-out-17/near-misses.json';
import heldOut17RiskToLife from './held-out-17/risk-to-life.json';
import heldOut17Vulnerability from './held-out-17/vulnerability.json';
import heldOut18Dissatisfaction from './held-out-18/dissatisfaction.json';
import heldOut18Mixed from './held-out-18/mixed.json';
import heldOut18NearMisses from './held-out-18/near-misses.json';
import heldOut18RiskToLife from './held-out-18/risk-to-life.json';
import heldOut18Vulnerability from './held-out-18/vulnerability.json';
import heldOut19Dissatisfaction from './held-out-19/dissatisfaction.json';
import heldOut19Mixed from './held-out-19/mixed.json';
import heldOut19NearMisses from './held-out-19/near-misses.json';
import heldOut19RiskToLife from './held-out-19/risk-to-life.json';
import heldOut19Vulnerability from './held-out-19/vulnerability.json';
import heldOut20Dissatisfaction from './held-out-20/dissatisfaction.json';
import heldOut20Mixed from './held-out-20/mixed.json';
import heldOut20NearMisses from './held-out-20/near-misses.json';
import heldOut20RiskToLife from './held-out-20/risk-to-life.json';
import heldOut20Vulnerability from './held-out-20/vulnerability.json';
import heldOut21Dissatisfaction from './held-out-21/dissatisfaction.json';
import heldOut21Mixed from './held-out-21/mixed.json';
import heldOut21NearMisses from './held-out-21/near-misses.json';
import heldOut21RiskToLife from './held-out-21/risk-to-life.json';
import heldOut21Vulnerability from './held-out-21/vulnerability.json';
import heldOut22Dissatisfaction from './held-out-22/dissatisfaction.json';
import heldOut22Mixed from './held-out-22/mixed.json';
import heldOut22NearMisses from './held-out-22/near-misses.json';
import heldOut22RiskToLife from './held-out-22/risk-to-life.json';
import heldOut22Vulnerability from './held-out-22/vulnerability.json';
import heldOut23Dissatisfaction from './held-out-23/dissatisfaction.json';
import heldOut23Mixed from './held-out-23/mixed.json';
import heldOut23NearMisses from './held-out-23/near-misses.json';
import heldOut23RiskToLife from './held-out-23/risk-to-life.json';
import heldOut23Vulnerability from './held-out-23/vulnerability.json';
import heldOut24Dissatisfaction from './held-out-24/dissatisfaction.json';
import heldOut24Mixed from './held-out-24/mixed.json';
import heldOut24NearMisses from './held-out-24/near-misses.json';
import heldOut24RiskToLife from './held-out-24/risk-to-life.json';
import heldOut24Vulnerability from './held-out-24/vulnerability.json';
import heldOut25Dissatisfaction from './held-out-25/dissatisfaction.json';
import heldOut25Mixed from './held-out-25/mixed.json';
import heldOut25NearMisses from './held-out-25/near-misses.json';
import heldOut25RiskToLife from './held-out-25/risk-to-life.json';
import heldOut25Vulnerability from './held-out-25/vulnerability.json';
import heldOut26Dissatisfaction from './held-out-26/dissatisfaction.json';
import heldOut26Mixed from './held-out-26/mixed.json';
import heldOut26NearMisses from './held-out-26/near-misses.json';
import heldOut26RiskToLife from './held-out-26/risk-to-life.json';
import heldOut26Vulnerability from './held-out-26/vulnerability.json';
import heldOut27Dissatisfaction from './held-out-27/dissatisfaction.json';
import heldOut27Mixed from './held-out-27/mixed.json';
import heldOut27NearMisses from './held-out-27/near-misses.json';
import heldOut27RiskToLife from './held-out-27/risk-to-life.json';
import heldOut27Vulnerability from './held-out-27/vulnerability.json';
import heldOut28Dissatisfaction from './held-out-28/dissatisfaction.json';
import heldOut28Mixed from './held-out-28/mixed.json';
import heldOut28NearMisses from './held-out-28/near-misses.json';
import heldOut28RiskToLife from './held-out-28/risk-to-life.json';
import heldOut28Vulnerability from './held-out-28/vulnerability.json';
import heldOut29Dissatisfaction from './held-out-29/dissatisfaction.json';
import heldOut29Mixed from './held-out-29/mixed.json';
import heldOut29NearMisses from './held-out-29/near-misses.json';
import heldOut29RiskToLife from './held-out-29/risk-to-life.json';
import heldOut29Vulnerability from './held-out-29/vulnerability.json';
import heldOut30Dissatisfaction from './held-out-30/dissatisfaction.json';
import heldOut30Mixed from './held-out-30/mixed.json';
import heldOut30NearMisses from './held-out-30/near-misses.json';
import heldOut30RiskToLife from './held-out-30/risk-to-life.json';
import heldOut30Vulnerability from './held-out-30/vulnerability.json';
import heldOut31Dissatisfaction from './held-out-31/dissatisfaction.json';
import heldOut31Mixed from './held-out-31/mixed.json';
import heldOut31NearMisses from './held-out-31/near-misses.json';
import heldOut31RiskToLife from './held-out-31/risk-to-life.json';
import heldOut31Vulnerability from './held-out-31/vulnerability.json';
import heldOut32Dissatisfaction from './held-out-32/dissatisfaction.json';
import heldOut32Mixed from './held-out-32/mixed.json';
import heldOut32NearMisses from './held-out-32/near-misses.json';
import heldOut32RiskToLife from './held-out-32/risk-to-life.json';
import heldOut32Vulnerability from './held-out-32/vulnerability.json';
import heldOut33Dissatisfaction from './held-out-33/dissatisfaction.json';
import heldOut33Mixed from './held-out-33/mixed.json';
import heldOut33NearMisses from './held-out-33/near-misses.json';
import heldOut33RiskToLife from './held-out-33/risk-to-life.json';
import heldOut33Vulnerability from './held-out-33/vulnerability.json';
import heldOut34Dissatisfaction from './held-out-34/dissatisfaction.json';
import heldOut34Mixed from './held-out-34/mixed.json';
import heldOut34NearMisses from './held-out-34/near-misses.json';
import heldOut34RiskToLife from './held-out-34/risk-to-life.json';
import heldOut34Vulnerability from './held-out-34/vulnerability.json';
import heldOut35Dissatisfaction from './held-out-35/dissatisfaction.json';
import heldOut35Mixed from './held-out-35/mixed.json';
import heldOut35NearMisses from './held-out-35/near-misses.json';
import heldOut35RiskToLife from './held-out-35/risk-to-life.json';
import heldOut35Vulnerability from './held-out-35/vulnerability.json';
import heldOut36Dissatisfaction from './held-out-36/dissatisfaction.json';
import heldOut36Mixed from './held-out-36/mixed.json';
import heldOut36NearMisses from './held-out-36/near-misses.json';
import heldOut36RiskToLife from './held-out-36/risk-to-life.json';
import heldOut36Vulnerability from './held-out-36/vulnerability.json';
import heldOut37Dissatisfaction from './held-out-37/dissatisfaction.json';
import heldOut37Mixed from './held-out-37/mixed.json';
import heldOut37NearMisses from './held-out-37/near-misses.json';
import heldOut37RiskToLife from './held-out-37/risk-to-life.json';
import heldOut37Vulnerability from './held-out-37/vulnerability.json';
import heldOut38Dissatisfaction from './held-out-38/dissatisfaction.json';
import heldOut38Mixed from './held-out-38/mixed.json';
import heldOut38NearMisses from './held-out-38/near-misses.json';
import heldOut38RiskToLife from './held-out-38/risk-to-life.json';
import heldOut38Vulnerability from './held-out-38/vulnerability.json';
import heldOut39Dissatisfaction from './held-out-39/dissatisfaction.json';
import heldOut39Mixed from './held-out-39/mixed.json';
import heldOut39NearMisses from './held-out-39/near-misses.json';
import heldOut39RiskToLife from './held-out-39/risk-to-life.json';
import heldOut39Vulnerability from './held-out-39/vulnerability.json';
import heldOut40Dissatisfaction from './held-out-40/dissatisfaction.json';
import heldOut40Mixed from './held-out-40/mixed.json';
import heldOut40NearMisses from './held-out-40/near-misses.json';
import heldOut40RiskToLife from './held-out-40/risk-to-life.json';
import heldOut40Vulnerability from './held-out-40/vulnerability.json';
import heldOut41Dissatisfaction from './held-out-41/dissatisfaction.json';
import heldOut41Mixed from './held-out-41/mixed.json';
import heldOut41NearMisses from './held-out-41/near-misses.json';
import heldOut41RiskToLife from './held-out-41/risk-to-life.json';
import heldOut41Vulnerability from './held-out-41/vulnerability.json';
import heldOut42Dissatisfaction from './held-out-42/dissatisfaction.json';
import heldOut42Mixed from './held-out-42/mixed.json';
import heldOut42NearMisses from './held-out-42/near-misses.json';
import heldOut42RiskToLife from './held-out-42/risk-to-life.json';
import heldOut42Vulnerability from './held-out-42/vulnerability.json';
import heldOut43Dissatisfaction from './held-out-43/dissatisfaction.json';
import heldOut43Mixed from './held-out-43/mixed.json';
import heldOut43NearMisses from './held-out-43/near-misses.json';
import heldOut43RiskToLife from './held-out-43/risk-to-life.json';
import heldOut43Vulnerability from './held-out-43/vulnerability.json';
import heldOut44Dissatisfaction from './held-out-44/dissatisfaction.json';
import heldOut44Mixed from './held-out-44/mixed.json';
import heldOut44NearMisses from './held-out-44/near-misses.json';
import heldOut44RiskToLife from './held-out-44/risk-to-life.json';
import heldOut44Vulnerability from './held-out-44/vulnerability.json';
import heldOut45Dissatisfaction from './held-out-45/dissatisfaction.json';
import heldOut45Mixed from './held-out-45/mixed.json';
import heldOut45NearMisses from './held-out-45/near-misses.json';
import heldOut46Dissatisfaction from './held-out-46/dissatisfaction.json';
import heldOut46Mixed from './held-out-46/mixed.json';
import heldOut46NearMisses from './held-out-46/near-misses.json';
import heldOut47Dissatisfaction from './held-out-47/dissatisfaction.json';
import heldOut47Mixed from './held-out-47/mixed.json';
import heldOut47NearMisses from './held-out-47/near-misses.json';
import heldOut48Dissatisfaction from './held-out-48/dissatisfaction.json';
import heldOut48Mixed from './held-out-48/mixed.json';
import heldOut48NearMisses from './held-out-48/near-misses.json';
import heldOut49Dissatisfaction from './held-out-49/dissatisfaction.json';
import heldOut49Mixed from './held-out-49/mixed.json';
import heldOut49NearMisses from './held-out-49/near-misses.json';
import heldOut50Dissatisfaction from './held-out-50/dissatisfaction.json';
import heldOut50Mixed from './held-out-50/mixed.json';
import heldOut50NearMisses from './held-out-50/near-misses.json';
import heldOut51Dissatisfaction from './held-out-51/dissatisfaction.json';
import heldOut51Mixed from './held-out-51/mixed.json';
import heldOut51NearMisses from './held-out-51/near-misses.json';
import heldOut52Dissatisfaction from './held-out-52/dissatisfaction.json';
import heldOut52Mixed from './held-out-52/mixed.json';
import heldOut52NearMisses from './held-out-52/near-misses.json';
import heldOut53Dissatisfaction from './held-out-53/dissatisfaction.json';
import heldOut53Mixed from './held-out-53/mixed.json';
import heldOut53NearMisses from './held-out-53/near-misses.json';
import heldOut54Dissatisfaction from './held-out-54/dissatisfaction.json';
import heldOut54Mixed from './held-out-54/mixed.json';
import heldOut54NearMisses from './held-out-54/near-misses.json';
import heldOut55Dissatisfaction from './held-out-55/dissatisfaction.json';
import heldOut55Mixed from './held-out-55/mixed.json';
import heldOut55NearMisses from './held-out-55/near-misses.json';
import heldOut56Dissatisfaction from './held-out-56/dissatisfaction.json';
import heldOut56Mixed from './held-out-56/mixed.json';
import heldOut56NearMisses from './held-out-56/near-misses.json';
import heldOut57Dissatisfaction from './held-out-57/dissatisfaction.json';
import heldOut57Mixed from './held-out-57/mixed.json';
import heldOut57NearMisses from './held-out-57/near-misses.json';
import heldOut58Dissatisfaction from './held-out-58/dissatisfaction.json';
import heldOut58Mixed from './held-out-58/mixed.json';
import heldOut58NearMisses from './held-out-58/near-misses.json';
import heldOut59Dissatisfaction from './held-out-59/dissatisfaction.json';
import heldOut59Mixed from './held-out-59/mixed.json';
import heldOut59NearMisses from './held-out-59/near-misses.json';
import heldOut60Dissatisfaction from './held-out-60/dissatisfaction.json';
import heldOut60Mixed from './held-out-60/mixed.json';
import heldOut60NearMisses from './held-out-60/near-misses.json';
import heldOut61Dissatisfaction from './held-out-61/dissatisfaction.json';
import heldOut61Mixed from './held-out-61/mixed.json';
import heldOut61NearMisses from './held-out-61/near-misses.json';
import heldOut62Dissatisfaction from './held-out-62/dissatisfaction.json';
import heldOut62Mixed from './held-out-62/mixed.json';
import heldOut62NearMisses from './held-out-62/near-misses.json';
import heldOut62RiskToLife from './held-out-62/risk-to-life.json';
import heldOut62Vulnerability from './held-out-62/vulnerability.json';
import heldOut63Dissatisfaction from './held-out-63/dissatisfaction.json';
import heldOut63Mixed from './held-out-63/mixed.json';
import heldOut63NearMisses from './held-out-63/near-misses.json';
import heldOut63RiskToLife from './held-out-63/risk-to-life.json';
import heldOut63Vulnerability from './held-out-63/vulnerability.json';
import heldOut64Dissatisfaction from './held-out-64/dissatisfaction.json';
import heldOut64Mixed from './held-out-64/mixed.json';
import heldOut64NearMisses from './held-out-64/near-misses.json';
import heldOut64RiskToLife from './held-out-64/risk-to-life.json';
import heldOut64Vulnerability from './held-out-64/vulnerability.json';
import heldOut65Dissatisfaction from './held-out-65/dissatisfaction.json';
import heldOut65Mixed from './held-out-65/mixed.json';
import heldOut65NearMisses from './held-out-65/near-misses.json';
import heldOut65RiskToLife from './held-out-65/risk-to-life.json';
import heldOut65Vulnerability from './held-out-65/vulnerability.json';
import heldOut66Dissatisfaction from './held-out-66/dissatisfaction.json';
import heldOut66Mixed from './held-out-66/mixed.json';
import heldOut66NearMisses from './held-out-66/near-misses.json';
import heldOut66RiskToLife from './held-out-66/risk-to-life.json';
import heldOut66Vulnerability from './held-out-66/vulnerability.json';
import heldOut67Dissatisfaction from './held-out-67/dissatisfaction.json';
import heldOut67Mixed from './held-out-67/mixed.json';
import heldOut67NearMisses from './held-out-67/near-misses.json';
import heldOut67RiskToLife from './held-out-67/risk-to-life.json';
import heldOut67Vulnerability from './held-out-67/vulnerability.json';
import heldOut68Dissatisfaction from './held-out-68/dissatisfaction.json';
import heldOut68Mixed from './held-out-68/mixed.json';
import heldOut68NearMisses from './held-out-68/near-misses.json';
import heldOut68RiskToLife from './held-out-68/risk-to-life.json';
import heldOut68Vulnerability from './held-out-68/vulnerability.json';
import heldOut69Dissatisfaction from './held-out-69/dissatisfaction.json';
import heldOut69Mixed from './held-out-69/mixed.json';
import heldOut69NearMisses from './held-out-69/near-misses.json';
import heldOut69RiskToLife from './held-out-69/risk-to-life.json';
import heldOut69Vulnerability from './held-out-69/vulnerability.json';
import heldOut70Dissatisfaction from './held-out-70/dissatisfaction.json';
import heldOut70Mixed from './held-out-70/mixed.json';
import heldOut70NearMisses from './held-out-70/near-misses.json';
import heldOut70RiskToLife from './held-out-70/risk-to-life.json';
import heldOut70Vulnerability from './held-out-70/vulnerability.json';
import heldOut71Dissatisfaction from './held-out-71/dissatisfaction.json';
import heldOut71Mixed from './held-out-71/mixed.json';
import heldOut71NearMisses from './held-out-71/near-misses.json';
import heldOut71RiskToLife from './held-out-71/risk-to-life.json';
import heldOut71Vulnerability from './held-out-71/vulnerability.json';
import heldOut72Dissatisfaction from './held-out-72/dissatisfaction.json';
import heldOut72Mixed from './held-out-72/mixed.json';
import heldOut72NearMisses from './held-out-72/near-misses.json';
import heldOut72RiskToLife from './held-out-72/risk-to-life.json';
import heldOut72Vulnerability from './held-out-72/vulnerability.json';
import heldOut73Dissatisfaction from './held-out-73/dissatisfaction.json';
import heldOut73Mixed from './held-out-73/mixed.json';
import heldOut73NearMisses from './held-out-73/near-misses.json';
import heldOut73RiskToLife from './held-out-73/risk-to-life.json';
import heldOut73Vulnerability from './held-out-73/vulnerability.json';
import heldOut74Dissatisfaction from './held-out-74/dissatisfaction.json';
import heldOut74Mixed from './held-out-74/mixed.json';
import heldOut74NearMisses from './held-out-74/near-misses.json';
import heldOut74RiskToLife from './held-out-74/risk-to-life.json';
import heldOut74Vulnerability from './held-out-74/vulnerability.json';
import heldOut75Dissatisfaction from './held-out-75/dissatisfaction.json';
import heldOut75Mixed from './held-out-75/mixed.json';
import heldOut75NearMisses from './held-out-75/near-misses.json';
import heldOut75RiskToLife from './held-out-75/risk-to-life.json';
import heldOut75Vulnerability from './held-out-75/vulnerability.json';
import heldOut76Dissatisfaction from './held-out-76/dissatisfaction.json';
import heldOut76Mixed from './held-out-76/mixed.json';
import heldOut76NearMisses from './held-out-76/near-misses.json';
import heldOut76RiskToLife from './held-out-76/risk-to-life.json';
import heldOut76Vulnerability from './held-out-76/vulnerability.json';
import heldOut77Dissatisfaction from './held-out-77/dissatisfaction.json';
import heldOut77Mixed from './held-out-77/mixed.json';
import heldOut77NearMisses from './held-out-77/near-misses.json';
import heldOut77RiskToLife from './held-out-77/risk-to-life.json';
import heldOut77Vulnerability from './held-out-77/vulnerability.json';
import heldOut78Dissatisfaction from './held-out-78/dissatisfaction.json';
import heldOut78Mixed from './held-out-78/mixed.json';
import heldOut78NearMisses from './held-out-78/near-misses.json';
import heldOut78RiskToLife from './held-out-78/risk-to-life.json';
import heldOut78Vulnerability from './held-out-78/vulnerability.json';
import heldOut79Dissatisfaction from './held-out-79/dissatisfaction.json';
import heldOut79Mixed from './held-out-79/mixed.json';
import heldOut79NearMisses from './held-out-79/near-misses.json';
import heldOut79RiskToLife from './held-out-79/risk-to-life.json';
import heldOut79Vulnerability from './held-out-79/vulnerability.json';
import heldOut80Dissatisfaction from './held-out-80/dissatisfaction.json';
import heldOut80Mixed from './held-out-80/mixed.json';
import heldOut80NearMisses from './held-out-80/near-misses.json';
import heldOut80RiskToLife from './held-out-80/risk-to-life.json';
import heldOut80Vulnerability from './held-out-80/vulnerability.json';
import heldOut81Dissatisfaction from './held-out-81/dissatisfaction.json';
import heldOut81Mixed from './held-out-81/mixed.json';
import heldOut81NearMisses from './held-out-81/near-misses.json';
import heldOut81RiskToLife from './held-out-81/risk-to-life.json';
import heldOut81Vulnerability from './held-out-81/vulnerability.json';
import heldOut82Dissatisfaction from './held-out-82/dissatisfaction.json';
import heldOut82Mixed from './held-out-82/mixed.json';
import heldOut82NearMisses from './held-out-82/near-misses.json';
import heldOut82RiskToLife from './held-out-82/risk-to-life.json';
import heldOut82Vulnerability from './held-out-82/vulnerability.json';
import heldOut83Dissatisfaction from './held-out-83/dissatisfaction.json';
import heldOut83Mixed from './held-out-83/mixed.json';
import heldOut83NearMisses from './held-out-83/near-misses.json';
import heldOut83RiskToLife from './held-out-83/risk-to-life.json';
import heldOut83Vulnerability from './held-out-83/vulnerability.json';
import heldOut84Dissatisfaction from './held-out-84/dissatisfaction.json';
import heldOut84Mixed from './held-out-84/mixed.json';
import heldOut84NearMisses from './held-out-84/near-misses.json';
import heldOut84RiskToLife from './held-out-84/risk-to-life.json';
import heldOut84Vulnerability from './held-out-84/vulnerability.json';
import heldOut85Dissatisfaction from './held-out-85/dissatisfaction.json';
import heldOut85Mixed from './held-out-85/mixed.json';
import heldOut85NearMisses from './held-out-85/near-misses.json';
import heldOut85RiskToLife from './held-out-85/risk-to-life.json';
import heldOut85Vulnerability from './held-out-85/vulnerability.json';
import heldOut86Dissatisfaction from './held-out-86/dissatisfaction.json';
import heldOut86Mixed from './held-out-86/mixed.json';
import heldOut86NearMisses from './held-out-86/near-misses.json';
import heldOut86RiskToLife from './held-out-86/risk-to-life.json';
import heldOut86Vulnerability from './held-out-86/vulnerability.json';
import heldOut87Dissatisfaction from './held-out-87/dissatisfaction.json';
import heldOut87Mixed from './held-out-87/mixed.json';
import heldOut87NearMisses from './held-out-87/near-misses.json';
import heldOut87RiskToLife from './held-out-87/risk-to-life.json';
import heldOut87Vulnerability from './held-out-87/vulnerability.json';
import heldOut88Dissatisfaction from './held-out-88/dissatisfaction.json';
import heldOut88Mixed from './held-out-88/mixed.json';
import heldOut88NearMisses from './held-out-88/near-misses.json';
import heldOut88RiskToLife from './held-out-88/risk-to-life.json';
import heldOut88Vulnerability from './held-out-88/vulnerability.json';
import heldOut89Dissatisfaction from './held-out-89/dissatisfaction.json';
import heldOut89Mixed from './held-out-89/mixed.json';
import heldOut89NearMisses from './held-out-89/near-misses.json';
import heldOut89RiskToLife from './held-out-89/risk-to-life.json';
import heldOut89Vulnerability from './held-out-89/vulnerability.json';
import heldOut90Dissatisfaction from './held-out-90/dissatisfaction.json';
import heldOut90Mixed from './held-out-90/mixed.json';
import heldOut90NearMisses from './held-out-90/near-misses.json';
import heldOut90RiskToLife from './held-out-90/risk-to-life.json';
import heldOut90Vulnerability from './held-out-90/vulnerability.json';
import heldOut61RiskToLife from './held-out-61/risk-to-life.json';
import heldOut61Vulnerability from './held-out-61/vulnerability.json';
import heldOut60RiskToLife from './held-out-60/risk-to-life.json';
import heldOut60Vulnerability from './held-out-60/vulnerability.json';
import heldOut59RiskToLife from './held-out-59/risk-to-life.json';
import heldOut59Vulnerability from './held-out-59/vulnerability.json';
import heldOut58RiskToLife from './held-out-58/risk-to-life.json';
import heldOut58Vulnerability from './held-out-58/vulnerability.json';
import heldOut57RiskToLife from './held-out-57/risk-to-life.json';
import heldOut57Vulnerability from './held-out-57/vulnerability.json';
import heldOut56RiskToLife from './held-out-56/risk-to-life.json';
import heldOut56Vulnerability from './held-out-56/vulnerability.json';
import heldOut55RiskToLife from './held-out-55/risk-to-life.json';
import heldOut55Vulnerability from './held-out-55/vulnerability.json';
import heldOut54RiskToLife from './held-out-54/risk-to-life.json';
import heldOut54Vulnerability from './held-out-54/vulnerability.json';
import heldOut53RiskToLife from './held-out-53/risk-to-life.json';
import heldOut53Vulnerability from './held-out-53/vulnerability.json';
import heldOut52RiskToLife from './held-out-52/risk-to-life.json';
import heldOut52Vulnerability from './held-out-52/vulnerability.json';
import heldOut51RiskToLife from './held-out-51/risk-to-life.json';
import heldOut51Vulnerability from './held-out-51/vulnerability.json';
import heldOut50RiskToLife from './held-out-50/risk-to-life.json';
import heldOut50Vulnerability from './held-out-50/vulnerability.json';
import heldOut49RiskToLife from './held-out-49/risk-to-life.json';
import heldOut49Vulnerability from './held-out-49/vulnerability.json';
import heldOut48RiskToLife from './held-out-48/risk-to-life.json';
import heldOut48Vulnerability from './held-out-48/vulnerability.json';
import heldOut47RiskToLife from './held-out-47/risk-to-life.json';
import heldOut47Vulnerability from './held-out-47/vulnerability.json';
import heldOut46RiskToLife from './held-out-46/risk-to-life.json';
import heldOut46Vulnerability from './held-out-46/vulnerability.json';
import heldOut45RiskToLife from './held-out-45/risk-to-life.json';
import heldOut45Vulnerability from './held-out-45/vulnerability.json';
import heldOutDissatisfaction from './held-out/dissatisfaction.json';
import heldOutMixed from './held-out/mixed.json';
import heldOutNearMisses from './held-out/near-misses.json';
import heldOutRiskToLife from './held-out/risk-to-life.json';
import heldOutVulnerability from './held-out/vulnerability.json';
import routineAdmin from './routine/admin.json';
import routineMoreChasers from './routine/more-chasers.json';
import routineMoreDamage from './routine/more-damage.json';
import routineMoreMedical from './routine/more-medical.json';
import routineMoreArrangements from './routine/more-arrangements.json';
import routineMoreEndings from './routine/more-endings.json';
import routineMoreIdioms from './routine/more-idioms.json';
import routineMoreConsiderate from './routine/more-considerate.json';
import routineMoreQuestions from './routine/more-questions.json';
import routineIntakeCalls from './routine/intake-calls.json';
import routineDocuments from './routine/documents.json';
import routineHardAdminMoney from './routine/hard-admin-money.json';
import routineHardAccidents from './routine/hard-accidents.json';
import routineHardEmergencies from './routine/hard-emergencies.json';
import routineHardFamily from './routine/hard-family.json';
import routineHardInjuries from './routine/hard-injuries.json';
import routineHardLitigation from './routine/hard-litigation.json';
import routineHardLogistics from './routine/hard-logistics.json';
import routineHardMessages from './routine/hard-messages.json';
import routineHardMinorInjuries from './routine/hard-minor-injuries.json';
import routineSceneInjuries from './routine/scene-injuries.json';
import routineHardMoney from './routine/hard-money.json';
import routineHardReports from './routine/hard-reports.json';
import routineHome from './routine/home.json';
import routineLiabilityCommercial from './routine/liability-commercial.json';
import routineMotor from './routine/motor.json';
import routineReports from './routine/reports.json';
import tuningDissatisfaction from './tuning/dissatisfaction.json';
import tuningMixed from './tuning/mixed.json';
import tuningNearMisses from './tuning/near-misses.json';
import tuningRiskToLife from './tuning/risk-to-life.json';
import tuningVulnerability from './tuning/vulnerability.json';

/** How the text sits in a claim file; each maps to a correspondence item or a document. */
export const TEXT_KINDS = [
  'call_note', // a call the caller made to us, as the handler noted it
  'outbound_call_note', // a call we made, as the handler noted it
  'email',
  'letter',
  'portal_message',
  'handler_note', // an internal file note
  'medical_report',
  'engineer_report',
  'loss_adjuster_report',
] as const;

/** Who wrote or said it. */
export const WRITERS = [
  'policyholder',
  'policyholder_family',
  'policyholder_solicitor',
  'broker',
  'third_party',
  'third_party_family',
  'claimant_solicitor',
  'credit_hire',
  'medical_expert',
  'engineer',
  'loss_adjuster',
  'handler',
] as const;

/** Who the labelled signs concern. */
export const SUBJECTS = ['policyholder', 'policyholder_family', 'third_party', 'nobody'] as const;

export const DRIVER_LABELS = ['health', 'life_events', 'resilience', 'capability'] as const;
/** What a text may be labelled with; `none` stands alone and marks a near miss. */
export const LABELS = ['risk_to_life', ...DRIVER_LABELS, 'dissatisfaction', 'none'] as const;
export type Label = (typeof LABELS)[number];

const CorpusTextSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+-\d{2}$/, 'an id is letters, a hyphen and two digits, e.g. "htp-07"'),
    category: z.string().min(3),
    kind: z.enum(TEXT_KINDS),
    from: z.enum(WRITERS),
    about: z.enum(SUBJECTS),
    expect: z.array(z.enum(LABELS)).min(1),
    text: z.string().min(10).max(2000),
  })
  .superRefine((t, ctx) => {
    if (t.expect.includes('none') && t.expect.length > 1) ctx.addIssue({ code: 'custom', message: `${t.id}: "none" cannot be combined with other labels` });
    if (new Set(t.expect).size !== t.expect.length) ctx.addIssue({ code: 'custom', message: `${t.id}: a label is repeated` });
    // A risk to life is always someone's: the screen must say whose.
    if (t.expect.includes('risk_to_life') && t.about === 'nobody') ctx.addIssue({ code: 'custom', message: `${t.id}: a risk to life is someone's` });
    const writtenBy: Partial<Record<(typeof TEXT_KINDS)[number], (typeof WRITERS)[number]>> = {
      handler_note: 'handler',
      medical_report: 'medical_expert',
      engineer_report: 'engineer',
      loss_adjuster_report: 'loss_adjuster',
    };
    const must = writtenBy[t.kind];
    if (must && t.from !== must) ctx.addIssue({ code: 'custom', message: `${t.id}: a ${t.kind} is written by the ${must}, not ${t.from}` });
    if (!must && ['handler', 'medical_expert', 'engineer', 'loss_adjuster'].includes(t.from)) {
      ctx.addIssue({ code: 'custom', message: `${t.id}: ${t.from} writes reports or notes, not a ${t.kind}` });
    }
  });

export type CorpusText = z.infer<typeof CorpusTextSchema>;

export const HALVES = [
  'tuning',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
  'held-out-9',
  'held-out-10',
  'held-out-11',
  'held-out-12',
  'held-out-13',
  'held-out-14',
  'held-out-15',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-20',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
  'held-out-26',
  'held-out-27',
  'held-out-28',
  'held-out-29',
  'held-out-30',
  'held-out-31',
  'held-out-32',
  'held-out-33',
  'held-out-34',
  'held-out-35',
  'held-out-36',
  'held-out-37',
  'held-out-38',
  'held-out-39',
  'held-out-40',
  'held-out-41',
  'held-out-42',
  'held-out-43',
  'held-out-44',
  'held-out-45',
  'held-out-46',
  'held-out-47',
  'held-out-48',
  'held-out-49',
  'held-out-50',
  'held-out-51',
  'held-out-52',
  'held-out-53',
  'held-out-54',
  'held-out-55',
  'held-out-56',
  'held-out-57',
  'held-out-58',
  'held-out-59',
  'held-out-60',
  'held-out-61',
  'held-out-62',
  'held-out-63',
  'held-out-64',
  'held-out-65',
  'held-out-66',
  'held-out-67',
  'held-out-68',
  'held-out-69',
  'held-out-70',
  'held-out-71',
  'held-out-72',
  'held-out-73',
  'held-out-74',
  'held-out-75',
  'held-out-76',
  'held-out-77',
  'held-out-78',
  'held-out-79',
  'held-out-80',
  'held-out-81',
  'held-out-82',
  'held-out-83',
  'held-out-84',
  'held-out-85',
  'held-out-86',
  'held-out-87',
  'held-out-88',
  'held-out-89',
  'held-out-90',
] as const;
/** The set no screen change has looked at: the targets are judged on it. */
export const UNSEEN: Half = 'held-out-90';
export type Half = (typeof HALVES)[number];

function parseHalf(half: Half | 'routine', files: unknown[]): CorpusText[] {
  const parsed = z.array(CorpusTextSchema).safeParse(files.flat());
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`The ${half} half of the screens corpus is malformed; fix these entries:\n${first.join('\n')}`);
  }
  return parsed.data;
}

export function loadCorpus(): Record<Half, CorpusText[]> {
  return {
    tuning: parseHalf('tuning', [tuningVulnerability, tuningRiskToLife, tuningDissatisfaction, tuningMixed, tuningNearMisses]),
    'held-out': parseHalf('held-out', [heldOutVulnerability, heldOutRiskToLife, heldOutDissatisfaction, heldOutMixed, heldOutNearMisses]),
    'held-out-2': parseHalf('held-out-2', [heldOut2Vulnerability, heldOut2RiskToLife, heldOut2Dissatisfaction, heldOut2Mixed, heldOut2NearMisses]),
    'held-out-3': parseHalf('held-out-3', [heldOut3Vulnerability, heldOut3RiskToLife, heldOut3Dissatisfaction, heldOut3Mixed, heldOut3NearMisses]),
    'held-out-4': parseHalf('held-out-4', [heldOut4Vulnerability, heldOut4RiskToLife, heldOut4Dissatisfaction, heldOut4Mixed, heldOut4NearMisses]),
    'held-out-5': parseHalf('held-out-5', [heldOut5Vulnerability, heldOut5RiskToLife, heldOut5Dissatisfaction, heldOut5Mixed, heldOut5NearMisses]),
    'held-out-6': parseHalf('held-out-6', [heldOut6Vulnerability, heldOut6RiskToLife, heldOut6Dissatisfaction, heldOut6Mixed, heldOut6NearMisses]),
    'held-out-7': parseHalf('held-out-7', [heldOut7Vulnerability, heldOut7RiskToLife, heldOut7Dissatisfaction, heldOut7Mixed, heldOut7NearMisses]),
    'held-out-8': parseHalf('held-out-8', [heldOut8Vulnerability, heldOut8RiskToLife, heldOut8Dissatisfaction, heldOut8Mixed, heldOut8NearMisses]),
    'held-out-9': parseHalf('held-out-9', [heldOut9Vulnerability, heldOut9RiskToLife, heldOut9Dissatisfaction, heldOut9Mixed, heldOut9NearMisses]),
    'held-out-10': parseHalf('held-out-10', [heldOut10Vulnerability, heldOut10RiskToLife, heldOut10Dissatisfaction, heldOut10Mixed, heldOut10NearMisses]),
    'held-out-11': parseHalf('held-out-11', [heldOut11Vulnerability, heldOut11RiskToLife, heldOut11Dissatisfaction, heldOut11Mixed, heldOut11NearMisses]),
    'held-out-12': parseHalf('held-out-12', [heldOut12Vulnerability, heldOut12RiskToLife, heldOut12Dissatisfaction, heldOut12Mixed, heldOut12NearMisses]),
    'held-out-13': parseHalf('held-out-13', [heldOut13Vulnerability, heldOut13RiskToLife, heldOut13Dissatisfaction, heldOut13Mixed, heldOut13NearMisses]),
    'held-out-14': parseHalf('held-out-14', [heldOut14Vulnerability, heldOut14RiskToLife, heldOut14Dissatisfaction, heldOut14Mixed, heldOut14NearMisses]),
    'held-out-15': parseHalf('held-out-15', [heldOut15Vulnerability, heldOut15RiskToLife, heldOut15Dissatisfaction, heldOut15Mixed, heldOut15NearMisses]),
    'held-out-16': parseHalf('held-out-16', [heldOut16Vulnerability, heldOut16RiskToLife, heldOut16Dissatisfaction, heldOut16Mixed, heldOut16NearMisses]),
    'held-out-17': parseHalf('held-out-17', [heldOut17Vulnerability, heldOut17RiskToLife, heldOut17Dissatisfaction, heldOut17Mixed, heldOut17NearMisses]),
    'held-out-18': parseHalf('held-out-18', [heldOut18Vulnerability, heldOut18RiskToLife, heldOut18Dissatisfaction, heldOut18Mixed, heldOut18NearMisses]),
    'held-out-19': parseHalf('held-out-19', [heldOut19Vulnerability, heldOut19RiskToLife, heldOut19Dissatisfaction, heldOut19Mixed, heldOut19NearMisses]),
    'held-out-20': parseHalf('held-out-20', [heldOut20Vulnerability, heldOut20RiskToLife, heldOut20Dissatisfaction, heldOut20Mixed, heldOut20NearMisses]),
    'held-out-21': parseHalf('held-out-21', [heldOut21Vulnerability, heldOut21RiskToLife, heldOut21Dissatisfaction, heldOut21Mixed, heldOut21NearMisses]),
    'held-out-22': parseHalf('held-out-22', [heldOut22Vulnerability, heldOut22RiskToLife, heldOut22Dissatisfaction, heldOut22Mixed, heldOut22NearMisses]),
    'held-out-23': parseHalf('held-out-23', [heldOut23Vulnerability, heldOut23RiskToLife, heldOut23Dissatisfaction, heldOut23Mixed, heldOut23NearMisses]),
    'held-out-24': parseHalf('held-out-24', [heldOut24Vulnerability, heldOut24RiskToLife, heldOut24Dissatisfaction, heldOut24Mixed, heldOut24NearMisses]),
    'held-out-25': parseHalf('held-out-25', [heldOut25Vulnerability, heldOut25RiskToLife, heldOut25Dissatisfaction, heldOut25Mixed, heldOut25NearMisses]),
    'held-out-26': parseHalf('held-out-26', [heldOut26Vulnerability, heldOut26RiskToLife, heldOut26Dissatisfaction, heldOut26Mixed, heldOut26NearMisses]),
    'held-out-27': parseHalf('held-out-27', [heldOut27Vulnerability, heldOut27RiskToLife, heldOut27Dissatisfaction, heldOut27Mixed, heldOut27NearMisses]),
    'held-out-28': parseHalf('held-out-28', [heldOut28Vulnerability, heldOut28RiskToLife, heldOut28Dissatisfaction, heldOut28Mixed, heldOut28NearMisses]),
    'held-out-29': parseHalf('held-out-29', [heldOut29Vulnerability, heldOut29RiskToLife, heldOut29Dissatisfaction, heldOut29Mixed, heldOut29NearMisses]),
    'held-out-30': parseHalf('held-out-30', [heldOut30Vulnerability, heldOut30RiskToLife, heldOut30Dissatisfaction, heldOut30Mixed, heldOut30NearMisses]),
    'held-out-31': parseHalf('held-out-31', [heldOut31Vulnerability, heldOut31RiskToLife, heldOut31Dissatisfaction, heldOut31Mixed, heldOut31NearMisses]),
    'held-out-32': parseHalf('held-out-32', [heldOut32Vulnerability, heldOut32RiskToLife, heldOut32Dissatisfaction, heldOut32Mixed, heldOut32NearMisses]),
    'held-out-33': parseHalf('held-out-33', [heldOut33Vulnerability, heldOut33RiskToLife, heldOut33Dissatisfaction, heldOut33Mixed, heldOut33NearMisses]),
    'held-out-34': parseHalf('held-out-34', [heldOut34Vulnerability, heldOut34RiskToLife, heldOut34Dissatisfaction, heldOut34Mixed, heldOut34NearMisses]),
    'held-out-35': parseHalf('held-out-35', [heldOut35Vulnerability, heldOut35RiskToLife, heldOut35Dissatisfaction, heldOut35Mixed, heldOut35NearMisses]),
    'held-out-36': parseHalf('held-out-36', [heldOut36Vulnerability, heldOut36RiskToLife, heldOut36Dissatisfaction, heldOut36Mixed, heldOut36NearMisses]),
    'held-out-37': parseHalf('held-out-37', [heldOut37Vulnerability, heldOut37RiskToLife, heldOut37Dissatisfaction, heldOut37Mixed, heldOut37NearMisses]),
    'held-out-38': parseHalf('held-out-38', [heldOut38Vulnerability, heldOut38RiskToLife, heldOut38Dissatisfaction, heldOut38Mixed, heldOut38NearMisses]),
    'held-out-39': parseHalf('held-out-39', [heldOut39Vulnerability, heldOut39RiskToLife, heldOut39Dissatisfaction, heldOut39Mixed, heldOut39NearMisses]),
    'held-out-40': parseHalf('held-out-40', [heldOut40Vulnerability, heldOut40RiskToLife, heldOut40Dissatisfaction, heldOut40Mixed, heldOut40NearMisses]),
    'held-out-41': parseHalf('held-out-41', [heldOut41Vulnerability, heldOut41RiskToLife, heldOut41Dissatisfaction, heldOut41Mixed, heldOut41NearMisses]),
    'held-out-42': parseHalf('held-out-42', [heldOut42Vulnerability, heldOut42RiskToLife, heldOut42Dissatisfaction, heldOut42Mixed, heldOut42NearMisses]),
    'held-out-43': parseHalf('held-out-43', [heldOut43Vulnerability, heldOut43RiskToLife, heldOut43Dissatisfaction, heldOut43Mixed, heldOut43NearMisses]),
    'held-out-44': parseHalf('held-out-44', [heldOut44Vulnerability, heldOut44RiskToLife, heldOut44Dissatisfaction, heldOut44Mixed, heldOut44NearMisses]),
    'held-out-45': parseHalf('held-out-45', [heldOut45Vulnerability, heldOut45RiskToLife, heldOut45Dissatisfaction, heldOut45Mixed, heldOut45NearMisses]),
    'held-out-46': parseHalf('held-out-46', [heldOut46Vulnerability, heldOut46RiskToLife, heldOut46Dissatisfaction, heldOut46Mixed, heldOut46NearMisses]),
    'held-out-47': parseHalf('held-out-47', [heldOut47Vulnerability, heldOut47RiskToLife, heldOut47Dissatisfaction, heldOut47Mixed, heldOut47NearMisses]),
    'held-out-48': parseHalf('held-out-48', [heldOut48Vulnerability, heldOut48RiskToLife, heldOut48Dissatisfaction, heldOut48Mixed, heldOut48NearMisses]),
    'held-out-49': parseHalf('held-out-49', [heldOut49Vulnerability, heldOut49RiskToLife, heldOut49Dissatisfaction, heldOut49Mixed, heldOut49NearMisses]),
    'held-out-50': parseHalf('held-out-50', [heldOut50Vulnerability, heldOut50RiskToLife, heldOut50Dissatisfaction, heldOut50Mixed, heldOut50NearMisses]),
    'held-out-51': parseHalf('held-out-51', [heldOut51Vulnerability, heldOut51RiskToLife, heldOut51Dissatisfaction, heldOut51Mixed, heldOut51NearMisses]),
    'held-out-52': parseHalf('held-out-52', [heldOut52Vulnerability, heldOut52RiskToLife, heldOut52Dissatisfaction, heldOut52Mixed, heldOut52NearMisses]),
    'held-out-53': parseHalf('held-out-53', [heldOut53Vulnerability, heldOut53RiskToLife, heldOut53Dissatisfaction, heldOut53Mixed, heldOut53NearMisses]),
    'held-out-54': parseHalf('held-out-54', [heldOut54Vulnerability, heldOut54RiskToLife, heldOut54Dissatisfaction, heldOut54Mixed, heldOut54NearMisses]),
    'held-out-55': parseHalf('held-out-55', [heldOut55Vulnerability, heldOut55RiskToLife, heldOut55Dissatisfaction, heldOut55Mixed, heldOut55NearMisses]),
    'held-out-56': parseHalf('held-out-56', [heldOut56Vulnerability, heldOut56RiskToLife, heldOut56Dissatisfaction, heldOut56Mixed, heldOut56NearMisses]),
    'held-out-57': parseHalf('held-out-57', [heldOut57Vulnerability, heldOut57RiskToLife, heldOut57Dissatisfaction, heldOut57Mixed, heldOut57NearMisses]),
    'held-out-58': parseHalf('held-out-58', [heldOut58Vulnerability, heldOut58RiskToLife, heldOut58Dissatisfaction, heldOut58Mixed, heldOut58NearMisses]),
    'held-out-59': parseHalf('held-out-59', [heldOut59Vulnerability, heldOut59RiskToLife, heldOut59Dissatisfaction, heldOut59Mixed, heldOut59NearMisses]),
    'held-out-60': parseHalf('held-out-60', [heldOut60Vulnerability, heldOut60RiskToLife, heldOut60Dissatisfaction, heldOut60Mixed, heldOut60NearMisses]),
    'held-out-61': parseHalf('held-out-61', [heldOut61Vulnerability, heldOut61RiskToLife, heldOut61Dissatisfaction, heldOut61Mixed, heldOut61NearMisses]),
    'held-out-62': parseHalf('held-out-62', [heldOut62Vulnerability, heldOut62RiskToLife, heldOut62Dissatisfaction, heldOut62Mixed, heldOut62NearMisses]),
    'held-out-63': parseHalf('held-out-63', [heldOut63Vulnerability, heldOut63RiskToLife, heldOut63Dissatisfaction, heldOut63Mixed, heldOut63NearMisses]),
    'held-out-64': parseHalf('held-out-64', [heldOut64Vulnerability, heldOut64RiskToLife, heldOut64Dissatisfaction, heldOut64Mixed, heldOut64NearMisses]),
    'held-out-65': parseHalf('held-out-65', [heldOut65Vulnerability, heldOut65RiskToLife, heldOut65Dissatisfaction, heldOut65Mixed, heldOut65NearMisses]),
    'held-out-66': parseHalf('held-out-66', [heldOut66Vulnerability, heldOut66RiskToLife, heldOut66Dissatisfaction, heldOut66Mixed, heldOut66NearMisses]),
    'held-out-67': parseHalf('held-out-67', [heldOut67Vulnerability, heldOut67RiskToLife, heldOut67Dissatisfaction, heldOut67Mixed, heldOut67NearMisses]),
    'held-out-68': parseHalf('held-out-68', [heldOut68Vulnerability, heldOut68RiskToLife, heldOut68Dissatisfaction, heldOut68Mixed, heldOut68NearMisses]),
    'held-out-69': parseHalf('held-out-69', [heldOut69Vulnerability, heldOut69RiskToLife, heldOut69Dissatisfaction, heldOut69Mixed, heldOut69NearMisses]),
    'held-out-70': parseHalf('held-out-70', [heldOut70Vulnerability, heldOut70RiskToLife, heldOut70Dissatisfaction, heldOut70Mixed, heldOut70NearMisses]),
    'held-out-71': parseHalf('held-out-71', [heldOut71Vulnerability, heldOut71RiskToLife, heldOut71Dissatisfaction, heldOut71Mixed, heldOut71NearMisses]),
    'held-out-72': parseHalf('held-out-72', [heldOut72Vulnerability, heldOut72RiskToLife, heldOut72Dissatisfaction, heldOut72Mixed, heldOut72NearMisses]),
    'held-out-73': parseHalf('held-out-73', [heldOut73Vulnerability, heldOut73RiskToLife, heldOut73Dissatisfaction, heldOut73Mixed, heldOut73NearMisses]),
    'held-out-74': parseHalf('held-out-74', [heldOut74Vulnerability, heldOut74RiskToLife, heldOut74Dissatisfaction, heldOut74Mixed, heldOut74NearMisses]),
    'held-out-75': parseHalf('held-out-75', [heldOut75Vulnerability, heldOut75RiskToLife, heldOut75Dissatisfaction, heldOut75Mixed, heldOut75NearMisses]),
    'held-out-76': parseHalf('held-out-76', [heldOut76Vulnerability, heldOut76RiskToLife, heldOut76Dissatisfaction, heldOut76Mixed, heldOut76NearMisses]),
    'held-out-77': parseHalf('held-out-77', [heldOut77Vulnerability, heldOut77RiskToLife, heldOut77Dissatisfaction, heldOut77Mixed, heldOut77NearMisses]),
    'held-out-78': parseHalf('held-out-78', [heldOut78Vulnerability, heldOut78RiskToLife, heldOut78Dissatisfaction, heldOut78Mixed, heldOut78NearMisses]),
    'held-out-79': parseHalf('held-out-79', [heldOut79Vulnerability, heldOut79RiskToLife, heldOut79Dissatisfaction, heldOut79Mixed, heldOut79NearMisses]),
    'held-out-80': parseHalf('held-out-80', [heldOut80Vulnerability, heldOut80RiskToLife, heldOut80Dissatisfaction, heldOut80Mixed, heldOut80NearMisses]),
    'held-out-81': parseHalf('held-out-81', [heldOut81Vulnerability, heldOut81RiskToLife, heldOut81Dissatisfaction, heldOut81Mixed, heldOut81NearMisses]),
    'held-out-82': parseHalf('held-out-82', [heldOut82Vulnerability, heldOut82RiskToLife, heldOut82Dissatisfaction, heldOut82Mixed, heldOut82NearMisses]),
    'held-out-83': parseHalf('held-out-83', [heldOut83Vulnerability, heldOut83RiskToLife, heldOut83Dissatisfaction, heldOut83Mixed, heldOut83NearMisses]),
    'held-out-84': parseHalf('held-out-84', [heldOut84Vulnerability, heldOut84RiskToLife, heldOut84Dissatisfaction, heldOut84Mixed, heldOut84NearMisses]),
    'held-out-85': parseHalf('held-out-85', [heldOut85Vulnerability, heldOut85RiskToLife, heldOut85Dissatisfaction, heldOut85Mixed, heldOut85NearMisses]),
    'held-out-86': parseHalf('held-out-86', [heldOut86Vulnerability, heldOut86RiskToLife, heldOut86Dissatisfaction, heldOut86Mixed, heldOut86NearMisses]),
    'held-out-87': parseHalf('held-out-87', [heldOut87Vulnerability, heldOut87RiskToLife, heldOut87Dissatisfaction, heldOut87Mixed, heldOut87NearMisses]),
    'held-out-88': parseHalf('held-out-88', [heldOut88Vulnerability, heldOut88RiskToLife, heldOut88Dissatisfaction, heldOut88Mixed, heldOut88NearMisses]),
    'held-out-89': parseHalf('held-out-89', [heldOut89Vulnerability, heldOut89RiskToLife, heldOut89Dissatisfaction, heldOut89Mixed, heldOut89NearMisses]),
    'held-out-90': parseHalf('held-out-90', [heldOut90Vulnerability, heldOut90RiskToLife, heldOut90Dissatisfaction, heldOut90Mixed, heldOut90NearMisses]),
  };
}

/**
 * Routine texts of claim files (`routine/`): nothing in them for a vulnerable-customer or
 * complaints lead to notice; the `hard-` files are the near ones (accidents nobody was hurt in,
 * minor injuries, family named in passing, litigation that is the claim itself, incidents already
 * made safe, payments and polite chasers, minor injuries and A&E visits that ended in discharge);
 * the `more-` files are more of the near ones. Not a scored set: the learned reader
 * (train-reader.ts) learns from them what the bulk of a file looks like, so that schedules,
 * reserves and engineers' findings do not read as signs.
 */
export function loadRoutine(): CorpusText[] {
  const texts = parseHalf('routine', [
    routineMoreChasers,
    routineMoreConsiderate,
    routineMoreQuestions,
    routineIntakeCalls,
    routineMoreDamage,
    routineMoreMedical,
    routineMoreArrangements,
    routineMoreEndings,
    routineMoreIdioms,
    routineMotor,
    routineHome,
    routineLiabilityCommercial,
    routineReports,
    routineAdmin,
    routineDocuments,
    routineHardAccidents,
    routineHardFamily,
    routineHardInjuries,
    routineHardLitigation,
    routineHardLogistics,
    routineHardMessages,
    routineHardMoney,
    routineHardReports,
    routineHardEmergencies,
    routineHardAdminMoney,
    routineHardMinorInjuries,
    routineSceneInjuries,
  ]);
  const labelled = texts.find((t) => t.expect.length !== 1 || t.expect[0] !== 'none');
  if (labelled) throw new Error(`${labelled.id}: a routine text is labelled "none" and nothing else; move it to a scored set.`);
  return texts;
}
