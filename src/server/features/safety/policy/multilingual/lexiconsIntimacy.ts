import { hasMatch } from '../context.js';
import { alt } from '../patterns.js';
import { foreignWordRegex } from './foreignRegex.js';

/**
 * Round 13's breadth in Spanish, Portuguese, French, German, Italian and Indonesian (decision
 * 0035), added beside lexiconsBreadth.ts: intimacy words the lexicons lacked (íntimo, intim,
 * torride, panas, piccante and their kin), a school year with the number after it ("Klasse 8")
 * or a French class name ("en seconde"), someone asleep or drunk "taken advantage of", a drink
 * spiked in secret, blackmail with photos, and crisis kinds (ending it, vanishing unnoticed,
 * medicine kept for weeks, a last day chosen, no future). Loose reading, as those lexicons.
 */
// prettier-ignore
export const SEXUAL_INTIMACY = alt(
  '(?:rol|roleplay|rp|juego|escena|historia|relato|jeu|histoire|gioco|storia|cerita|rollenspiel|cena|conto) (?:muy |bem |mais |molto |tres |sehr |ganz )?intim[oaei]s?',
  '(?:ganz|sehr|richtig) intim', '(?:kommen uns|kommen wir uns) (?:naher|nahe|ganz nah)', '(?:heisse|erotische|versaute) geschichte', '(?:devenir|devenait|devenions|deviens|devient|devenons) intimes?',
  '(?:scene|histoire|nuit|rends (?:ca|la|le)|rendre (?:ca|la|le)|ecris (?:une|un)) torride', 'torride',
  '(?:storia|scena|racconto|notte) (?:molto |un po )?piccante', '(?:fica|ficar|que fica|deixa) (?:bem |muito )?(?:picante|quente)',
  '(?:cerita|kisah|adegan|roleplay) (?:yang )?(?:panas|hot|mesra banget)',
);
/** A school year with the number after it, and French class names of pupils under 16. */
// prettier-ignore
export const MINOR_CLASS = alt(
  '(?:in der |in die |in )klasse (?:[1-9]|10)(?![0-9])', 'en (?:seconde|troisieme|quatrieme|cinquieme|sixieme)(?! guerre| main| chance| langue)', 'collegienne',
  't avais (?:1[0-7]|[5-9]) ans', '(?:quince|catorce|trece|doce) anitos',
);
/** Asleep while it happens: with a bed entered or "taken advantage of", non-consent. */
// prettier-ignore
export const WHILE_ASLEEP = alt(
  'mientras (?:ella )?duerme', 'enquanto (?:ela )?dorme', 'pendant qu ?(?:elle|il) dort', 'wahrend (?:sie|er) schlaft', 'mentre (?:lei |lui )?dorme', '(?:saat|ketika|waktu) dia (?:sedang )?tidur',
);
/** Asleep, unconscious or drunk, and "taken advantage of" or told to go on. */
// prettier-ignore
export const TAKES_ADVANTAGE = alt(
  'se aprovech[ae]n?(?: de (?:ella|el))?', 'aprovecharse de (?:ella|el)', 'se aproveita(?:r)?(?: dela| dele)?', 'profite(?:r)? d (?:elle|lui)',
  'sie ausnutzen', 'nutzt (?:sie|das) aus', 'approfitta(?:re)? di (?:lei|lui)', 'memanfaatkan (?:dia|dirinya)',
);
// prettier-ignore
export const NON_CONSENT_PRESSURE = alt(
  '(?:betrunken|bewusstlos|benebelt)(?: [a-z]+){0,4} (?:(?:kann|konnte) (?:nicht mehr|kaum) nein sagen|(?:nicht mehr|kaum) nein sagen (?:kann|konnte))', '(?:ya )?no puede decir que no', 'nao consegue (?:mais )?dizer (?:que )?nao',
  'ne peut plus dire non', 'non riesce (?:piu )?a dire (?:di )?no', 'tidak (?:bisa|mampu) (?:lagi )?menolak',
  '(?:ihr|ihm) heimlich (?:etwas |was )?(?:ins|in ihr|in sein) (?:glas|getrank)', '(?:echarle|ponerle) (?:algo )?(?:en (?:su|el) (?:vaso|copa|bebida))? (?:a escondidas|sin que (?:se de cuenta|lo sepa))',
  '(?:glisser|mettre|verser) (?:quelque chose |un truc )?dans son verre', '(?:mettergli|metterle|mettere) (?:qualcosa )?(?:di nascosto )?nel (?:suo )?bicchiere',
  '(?:colocar|por|botar) (?:algo )?(?:escondido )?no copo (?:dela|dele)', '(?:campur|masukkan|taruh) (?:sesuatu|obat) (?:diam diam )?ke (?:gelas|minuman)(?:nya)?',
  '(?:ricattala|ricattarla|ricattalo|chantajearla|chantajeala|chantageia la|chantagear ela|erpresse sie|la faire chanter|peras dia)(?: [a-z]+){0,10} (?:foto|fotos|photos|bilder|bildern|fotonya)',
);
/** Crisis: the crisis reply. */
// prettier-ignore
export const CRISIS_RESOLVE_HIGH = alt(
  '(?:veux|vais|voudrais|dois) (?:juste |simplement |vraiment )?en finir(?! avec (?!la vie|tout))',
  '(?:ninguem|nadie|personne|niemand|nessuno|tidak ada yang)(?: [a-z]+){0,3} (?:ia|iria|notaria|remarquerait|wurde|merken|noterebbe|accorgerebbe|sadar)(?: [a-z]+){0,3} (?:se eu sumisse|se eu desaparecesse|si desapareciera|si desapareciese|si je disparaissais|wenn ich verschwinde|wenn ich verschwinden wurde|se sparissi|kalau aku (?:menghilang|hilang))',
  '(?:se eu sumisse|se eu desaparecesse|si desapareciera|si je disparaissais|se sparissi)(?: [a-z]+){0,4} (?:ninguem|nadie|personne|nessuno) (?:ia|iria|notaria|remarquerait|noterebbe|se ne accorgerebbe)',
  '(?:guardando|juntando|acumulando|guardo|gardant|je garde|sammle|conservo|sto conservando|menyimpan|mengumpulkan) (?:os |as |las |los |mis |meus |mes |les |die |le |i )?(?:remedios|comprimidos|pilulas|pastillas|pastilhas|medicaments|comprimes|tabletten|pillen|pastiglie|pillole|obat)(?: [a-z]+){0,2} (?:faz|ha|hace|desde|depuis|seit|da|sejak) (?:semanas|meses|dias|semaines|mois|wochen|monaten|settimane|mesi|berminggu minggu|minggu|bulan)',
);
/** The last day named, beside a date chosen or nobody suspecting: the crisis reply. */
export const LAST_DAY = alt(
  'ultimo (?:giorno|dia)',
  'dernier jour',
  'letzte(?:r|n)? tag',
  'hari terakhir(?:ku)?',
);
// prettier-ignore
export const LAST_DAY_MARK = alt(
  '(?:ho deciso|ya decidi|ja decidi|jai choisi|j ai choisi|ich habe)(?: [a-z]+){0,2} (?:la data|el dia|la fecha|a data|la date|das datum|den tag)',
  '(?:nessuno|nadie|ninguem|personne|niemand|tidak ada yang) (?:sospetta|sospecha|suspeita|ne se doute|ahnt|curiga)', '(?:ho gia|ya|ja|j ai deja|habe schon) (?:sistemato|arregle|organizei|tout range|alles geregelt)',
);
export const ORDINARY_LAST_DAY = alt(
  'lavoro',
  'trabajo',
  'trabalho',
  'travail',
  'arbeit',
  'kerja',
  'vacanz[ae]',
  'vacaciones',
  'ferias',
  'vacances',
  'urlaub',
  'liburan',
  'scuola',
  'escuela',
  'ecole',
  'schule',
  'sekolah',
  'matrimonio',
  'boda',
  'casamento',
  'mariage',
  'hochzeit',
  'pernikahan',
);
/** No future for me: the check-in. */
// prettier-ignore
export const CRISIS_RESOLVE_LOW = alt(
  '(?:nessun|ningun|nenhum|aucun|keine|tidak ada) (?:futuro|avenir|zukunft|masa depan) (?:per me|para mi|para mim|pour moi|fur mich|(?:untuk|bagi) (?:ku|aku|saya))',
);

const RESOLVE = {
  high: foreignWordRegex(CRISIS_RESOLVE_HIGH),
  lastDay: foreignWordRegex(LAST_DAY),
  lastDayMark: foreignWordRegex(LAST_DAY_MARK),
  ordinaryLastDay: foreignWordRegex(ORDINARY_LAST_DAY),
  low: foreignWordRegex(CRISIS_RESOLVE_LOW),
};

/** Round 13's foreign crisis kinds: 'high' → the crisis reply, 'low' → check-in, else null. */
export function foreignCrisisResolve(text: string): 'high' | 'low' | null {
  if (hasMatch(RESOLVE.high, text)) return 'high';
  const lastDay = hasMatch(RESOLVE.lastDay, text) && hasMatch(RESOLVE.lastDayMark, text);
  if (lastDay && !hasMatch(RESOLVE.ordinaryLastDay, text)) return 'high';
  return hasMatch(RESOLVE.low, text) ? 'low' : null;
}
