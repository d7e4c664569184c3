import { alt, gap, wordRegex } from './patterns.js';
import { slurHash } from './slurHash.js';

/**
 * Slurs against protected groups, as FNV-1a hashes of their normalised spellings (and plurals),
 * so the repository stays clean. Checked token by token on the "loose" normalised text, where
 * letter runs are capped at two: that keeps "Niger" (the country) apart from the slur.
 */
const SLUR_HASHES = new Set<number>([
  2758825305, 114692382, 3656079069, 3145298922, 3262742255, 3242348436, 2593608971, 3560672232,
  3027855589, 2971640866, 3573646226, 845323059, 2505785029, 3567499394, 2439660291, 1514678608,
  594944398, 3489104199, 3691556361, 3685394958, 336914794, 3052073563, 2649410707, 2023785632,
  4137990222, 2186151943, 2285825857, 2903673782, 3203111068, 2078392381, 1937589700, 2234826517,
  2491417249, 2542039190, 919192496, 43985913, 4010308924, 2572200797, 4183830597, 3362514178,
  4064161250, 3907107651, 4146676842, 787886939, 4253324943, 330935988, 4090638839, 1474556620,
  2897868054, 1304251903, 3034060482, 1630255267, 4203129625, 3422541790, 2235558830, 2694860007,
  1584456691, 733356672, 1912252788, 1956124165, 3881336588, 2941301997, 568910705, 1671257126,
  3667375780, 4090811509, 543175953, 1500776774, 4027873459, 2956596800, 1170029689, 3538256830,
  1578156065, 1717485846, 2472705780, 2332896901,
]);

export function containsSlur(loose: string): boolean {
  for (const token of loose.split(' ')) {
    if (token.length >= 3 && SLUR_HASHES.has(slurHash(token))) return true;
  }
  return false;
}

// prettier-ignore
const GROUP = alt(
  'jews', 'jewish people', 'muslims', 'muslim people', 'christians', 'catholics', 'hindus', 'sikhs',
  'blacks', 'black people', 'black men', 'black women', 'whites', 'white people', 'asians',
  'asian people', 'chinese(?: people)?', 'mexicans', 'latinos', 'latinas', 'hispanics', 'arabs',
  'africans', 'indians', 'immigrants', 'migrants', 'refugees', 'foreigners', 'gays', 'gay people',
  'gay men', 'lesbians', 'homosexuals', 'bisexuals', 'trans people', 'transgender people',
  'trans women', 'trans men', 'disabled people', 'autistic people', 'gypsies', 'roma', 'women',
  'men', 'females',
);
// "I hate men" after a break-up is venting, not a dehumanising statement.
// prettier-ignore
const GROUP_FOR_HATE_VERB = alt(
  'jews', 'muslims', 'christians', 'catholics', 'hindus', 'sikhs', 'blacks', 'black people',
  'whites', 'white people', 'asians', 'chinese people', 'mexicans', 'latinos', 'hispanics', 'arabs',
  'africans', 'indians', 'immigrants', 'migrants', 'refugees', 'gays', 'gay people', 'lesbians',
  'homosexuals', 'trans people', 'transgender people', 'disabled people', 'autistic people',
  'gypsies',
);
// prettier-ignore
const DEHUMANISING = alt(
  'animals', 'vermin', 'rats', 'cockroaches', 'roaches', 'parasites', 'sub ?human', 'inferior',
  'savages', 'a disease', 'a plague', 'a cancer', 'filth', 'scum', 'not human', 'less than human',
  'subhumans', 'genetically inferior', 'mentally ill', 'abominations?', 'an abomination',
  'pedophiles', 'groomers', 'terrorists', 'evil', 'property', 'apes', 'monkeys', 'disgusting',
  'freaks', 'degenerates', 'perverts',
);
// prettier-ignore
const ELIMINATION = alt(
  'die', 'be killed', 'be exterminated', 'be gassed', 'be shot', 'be hanged', 'be deported', 'burn',
  'be wiped out', 'not exist', 'be locked up', 'be sterili[sz]ed', 'be banned', 'go back',
);

// prettier-ignore
const HATE = alt(
  `${GROUP} (?:are|r|is)${gap(3, ['not', 'never', 'arent', 'no'])} ${DEHUMANISING}`,
  `${GROUP}(?: [a-z]+){0,4} (?:should|must|need to|ought to|deserve to) (?:all )?${ELIMINATION}`,
  `(?:kill|gas|exterminate|deport|burn|hang|shoot|wipe out|get rid of|eradicate|purge) (?:all )?(?:the |those |these )?${GROUP}`,
  `(?:i )?hate (?:all )?(?:the |those |these )?${GROUP_FOR_HATE_VERB}`,
  `death to (?:all )?(?:the )?${GROUP}`,
  `${GROUP} (?:dont|do not) deserve (?:rights|to live|to exist)`, 'white power', 'heil hitler',
  'sieg heil', '1488', '14 88', 'race war', 'master race', 'white genocide', 'great replacement',
  'hitler was right', 'holocaust (?:never happened|was fake|is a lie|was a hoax|didnt happen)',
  'go back to (?:your|ur) (?:own )?(?:country|jungle)',
  '(?:send|ship|deport) (?:them|those people|these people) (?:all )?back to (?:africa|mexico|their (?:own )?countr(?:y|ies)|where they came from)',
);

export const HATE_RE = wordRegex(HATE);
