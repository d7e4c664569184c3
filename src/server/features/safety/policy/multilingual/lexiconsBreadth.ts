import { alt } from '../patterns.js';

/**
 * Round 12's breadth of the prohibited kinds in Spanish, Portuguese, French, German, Italian and
 * Indonesian (decision 0034), added beside the lexicons of the same name in lexiconsActs.ts and
 * lexiconsPeople.ts: intent in word order and idioms the lexicons missed, an age "as if you were",
 * something put in a drink, too drunk to react, force in spite of a no, monkeys and "not human"
 * as dehumanising, and crimes named in ordinary words. Loose reading, as those lexicons.
 */
// prettier-ignore
export const SEXUAL_BREADTH = alt(
  '(?:werden|wird|wirst) intim', 'cerita dewasa', 'safad[oa]s?', 'putaria',
  '(?:roleplay|rp|rol|juego de rol|rollenspiel|jeu de role|gioco di ruolo) (?:bem |muito |mas |mais |molto |tres |sehr )?(?:picante|piccante|quente|caliente|heiss|chaud|epice|panas)',
  '(?:heiss|caliente|quente|chaud|piccante|picante|panas) (?:und|y|e|et|dan) romanti[a-z]+',
);
/** An age asked to be played: "as if you were 14". */
// prettier-ignore
export const MINOR_BREADTH = alt(
  '(?:tivesse|tuvieras|tuviera|avais|hattest|waerst|warst|avessi|umurmu|umur kamu) (?:1[0-7]|[5-9])(?! anos de| ans de| jahre lang)',
);
/** Always non-consent: something in a drink, too drunk to react, forced to serve. */
// prettier-ignore
export const NON_CONSENT_BREADTH = alt(
  '(?:algo|quelque chose|etwas|qualcosa|sesuatu) (?:na|en la|en su|dans son|dans sa|in ihr|in ihren|in sein|in seinen|nel suo|nella sua|nel|ke(?: dalam)?) (?:bebida|verre|boisson|getrank|drink|bicchiere|minuman)(?:nya)?',
  '(?:demasiado|muy) borrach[oa] para (?:reaccionar|decir que no|negarse|defenderse)', '(?:bebad[oa]|bebad[oa] demais) para (?:reagir|dizer nao|se defender)',
  'trop (?:ivre|saoule?) pour (?:reagir|dire non|refuser|se defendre)', 'zu betrunken,? (?:um )?(?:zu reagieren|nein zu sagen|sich zu wehren)',
  'troppo ubriac[ao] per (?:reagire|dire di no|rifiutare|difendersi)', 'terlalu mabuk (?:untuk|buat) (?:melawan|menolak|sadar)',
  'dipaksa (?:melayani|tidur|berhubungan|bercinta)',
);
/** Force "even though" she said no: with a refusal, non-consent. */
// prettier-ignore
export const FORCED_ANYWAY = alt(
  '(?:obliga|fuerza|forca|obriga|force|zwingt|costringe|obbliga|memaksa)(?: [a-z]+){0,2} (?:aunque|embora|mesmo que|meme si|obwohl|anche se|walaupun|meskipun)',
);
// prettier-ignore
export const DEHUMANISING_BREADTH = alt(
  '(?:a|aux|avec|com|con|mit|dengan) (?:des |os |los |gli )?(?:singes|macacos|affen|scimmie|monyet)', 'bukan manusia', 'no son humanos', 'nao sao humanos',
  'ne sont pas (?:des )?humains', 'keine menschen', 'non sono umani',
);
// prettier-ignore
export const CRIME_BREADTH = alt(
  '(?:fabriquer|faire|produire|hacer|fabricar|fazer|produzir|herstellen|produrre|fare|bikin|membuat) (?:de la |la |a |della |)?(?:cocaine|cocaina|kokain|crack|metanfetamina|methamphetamine|sabu)',
  '(?:handy|telefon|smartphone) (?:meiner|meines|seiner|ihrer|von meiner) [a-z]+ orten', 'orten,? ohne dass (?:sie|er) es merkt',
  'arma (?:caseira|casera|fatta in casa)', 'arme artisanale', 'selbstgebaute (?:waffe|pistole)', 'senjata rakitan', '(?:nao apite|no suene|ne sonne pas) (?:no|en el|au) detect[a-z]+',
);
// prettier-ignore
export const KIN_BREADTH = alt(
  '(?:pai|mae) e (?:filha|filho)', '(?:padre|madre) e (?:hija|hijo)', '(?:pere|mere) et (?:sa |son )?(?:fille|fils)', '(?:vater|mutter) und (?:tochter|sohn)',
  '(?:padre|madre) e (?:figlia|figlio)', '(?:ayah|ibu) dan anak(?: perempuan| laki laki)?(?:nya)?', 'echte geschwister',
);
