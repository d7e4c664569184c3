import { hasMatch } from '../context.js';
import { alt } from '../patterns.js';
import type { CrisisLevel } from '../concepts/crisisLevel.js';
import { foreignWordRegex as wordRegex } from './foreignRegex.js';
import { ORDINARY_FAREWELL } from './lexiconsCrisis.js';
import { HIGH_PLACE, PILLS } from './lexiconsCrisisMeans.js';

/**
 * Round 14's crisis kinds in Spanish, Portuguese, French, German, Italian and Indonesian
 * (decision 0036), the kinds concepts/crisisFarewellSigns.ts and crisisMeansSigns.ts read in
 * English: on a high place now, not knowing whether one will come down, or finding it calm
 * there; pills in one's hand or in front of one in the small hours, or with a wish to talk to
 * someone "before"; a date chosen and a strange calm; the last time one writes, with thanks for
 * everything. A wedding, a trip, a move or a view rules the ordinary reading in. Written as the
 * loose reading leaves text (no accents, elided articles joined).
 */
// prettier-ignore
const ON_PLACE_NOW = alt(
  'estoy en (?:el|la|lo alto del?)', '(?:subi|me subi) (?:a|al|hasta)(?: la| el)?', 'me voila (?:sur|en haut d[eu]|au bord d[eu])', 'estou (?:na|no|em cima d[ao])', 'to (?:na|no|em cima d[ao])', 'je suis (?:sur|en haut d[eu]|au bord d[eu])', 'ich (?:bin|stehe) (?:auf|an) (?:der|dem)',
  'sono (?:sul|sulla|in cima al(?:la)?)', '(?:aku|saya|gue|gw) (?:lagi |sedang |udah |sudah )?(?:di|di atas)',
);
/** Coming down, or not. */
// prettier-ignore
const COME_DOWN = alt(
  'no se si (?:voy a )?bajar', 'no se si bajo', 'no voy a bajar', 'nao sei se (?:vou )?descer', 'nao vou descer', 'je ne sais pas si je vais (?:re)?descendre', 'je ne redescendrai pas',
  'weiss nicht,? ob ich (?:wieder )?(?:runter|herunter)(?:gehe|komme)', 'non so se (?:scendo|scendero|torno giu)', '(?:gak|nggak|tidak|ga) tahu (?:mau |bakal )?turun (?:atau|lagi)',
);
/** Calm at such a place: a check-in, since a view is calm too. */
// prettier-ignore
const CALM_THERE = alt(
  'c ?est calme', 'tout est calme', 'todo (?:esta )?tranquilo', 'hay (?:mucha )?calma', 'ta (?:tudo )?calmo', 'esta (?:tudo )?calmo', 'es ist (?:so )?ruhig', 'e (?:tutto )?calmo',
  'c ?e silenzio', '(?:sepi|tenang) (?:banget|sekali|di sini)',
);
// prettier-ignore
const ORDINARY_VISIT = alt(
  'vue', 'vista', 'view', 'aussicht', 'pemandangan', 'photo', 'foto', 'coucher', 'atardecer', 'por do sol', 'tramonto', 'sonnenuntergang', 'sunset', 'turis', 'touriste',
  'panni', 'bucato', 'ropa', 'roupa', 'linge', 'wasche', 'jemuran', 'antena', 'antenne', 'reparar', 'arreglar', 'consertar', 'reparer', 'riparare', 'memperbaiki',
  'copain', 'copine', 'amis', 'amigos', 'freunde', 'amici', 'teman', 'novio', 'namorad[oa]', 'freund(?:in)?', 'ragazz[oa]', 'pacar', 'festa', 'fiesta', 'party',
);
/** Places and pills the shared lexicons (lexiconsCrisisMeans.ts) do not name. */
const MORE_PLACES = alt(
  'techo',
  'ultimo piso',
  'cornisa',
  'parapeito',
  'corniche',
  'rooftop',
  'cornicione',
);
const MORE_PILLS = alt('pilulas', 'pildoras', 'pastilhas', 'tabletas', 'pil', 'pastiglie');
/** Pills in one's hand or in front of one. */
// prettier-ignore
const AT_HAND = alt(
  'na (?:minha )?frente', 'na (?:minha )?mao', 'en (?:la|mi) mano', 'delante de mi', 'frente a mi', 'devant moi', 'dans (?:la|ma) main', 'vor mir', 'in der hand', 'in meiner hand',
  'davanti a me', 'in mano', 'di depan(?:ku| saya| gue)', 'di tangan(?:ku)?',
);
/** The small hours, or a wish to talk to someone first. */
// prettier-ignore
const SMALL_HOURS_OR_BEFORE = alt(
  '(?:uma|duas|tres|quatro|cinco) da manha', '(?:la una|las dos|las tres|las cuatro|las cinco) de la (?:manana|madrugada)', 'de madrugada', 'madrugada',
  '(?:une|deux|trois|quatre|cinq) heures du matin', '(?:ein|zwei|drei|vier|funf) uhr (?:nachts|morgens)', 'mitten in der nacht', '(?:l una|le due|le tre|le quattro|le cinque) di notte',
  'jam (?:satu|dua|tiga|empat|lima|[1-5]) pagi', 'dini hari', 'tengah malam',
  'falar com alguem antes', 'hablar con alguien antes', 'parler a quelqu ?un avant', 'mit jemandem reden,? bevor', 'parlare con qualcuno prima', 'ngobrol sama (?:seseorang|orang) dulu',
);
/** A date chosen, and calm. */
// prettier-ignore
const DATE_CHOSEN = alt(
  'he (?:decidido|elegido) (?:la fecha|el dia)', '(?:decidi|escolhi) (?:a data|o dia)', 'j ?ai (?:choisi|fixe) (?:la date|le jour)', 'ich habe (?:das datum|den tag) (?:festgelegt|gewahlt|ausgesucht|entschieden)',
  'ho (?:deciso|scelto) (?:la data|il giorno)', '(?:aku|saya|gue) (?:sudah|udah) (?:menentukan|milih|memilih|nentuin) (?:tanggal|hari)(?:nya)?',
);
// prettier-ignore
const STRANGE_CALM = alt(
  'tranquill?[oa]', 'en paz', 'calm[oa]', 'em paz', 'calme', 'serein[e]?', 'en paix', 'ruhig', 'friedlich', 'in pace', 'seren[oa]', 'tenang', 'damai', 'lega',
);
/** A date for something ordinary. */
// prettier-ignore
const ORDINARY_DATE = alt(
  'boda', 'casamento', 'mariage', 'hochzeit', 'matrimonio', 'nikah', 'pernikahan', 'viaje', 'viagem', 'voyage', 'reise', 'viaggio', 'liburan', 'mudanza', 'mudanca', 'demenagement',
  'umzug', 'trasloco', 'pindahan', 'fiesta', 'festa', 'fete', 'feier', 'pesta', 'examen', 'exame', 'prufung', 'esame', 'ujian', 'cita', 'rendez ?vous', 'appuntamento',
);
/** The last time one writes here. */
// prettier-ignore
const LAST_MESSAGE = alt(
  'ultima vez que te (?:escribo|hablo)', 'ultima vez que (?:te )?(?:escrevo|falo)', 'derniere fois que je (?:t ?ecris|te parle)', 'letzte mal,? dass ich (?:dir )?schreibe',
  'ultima volta che ti (?:scrivo|parlo)', 'terakhir kali (?:aku|saya|gue|gw) (?:chat|ngobrol|bicara|nulis|ngomong)',
);
// prettier-ignore
/** A last note: the crisis reply only beside thanks for everything. */
// prettier-ignore
const LAST_NOTE = alt(
  'pesan terakhir(?:ku)?', '(?:mi )?ultimo mensaje', '(?:minha )?ultima mensagem', '(?:mon )?dernier message', '(?:meine )?letzte nachricht', '(?:il mio )?ultimo messaggio',
);
// prettier-ignore
const THANKS_FOR_ALL = alt(
  'gracias por todo', 'obrigad[oa] por tudo', 'merci pour tout', 'danke fur alles', 'grazie (?:di|per) tutto', '(?:makasih|terima kasih)(?: ya)? (?:buat|untuk) semuanya',
);

const RE = {
  onPlace: wordRegex(ON_PLACE_NOW),
  highPlace: wordRegex(alt(HIGH_PLACE, MORE_PLACES)),
  comeDown: wordRegex(COME_DOWN),
  calm: wordRegex(CALM_THERE),
  ordinaryVisit: wordRegex(ORDINARY_VISIT),
  pills: wordRegex(alt(PILLS, MORE_PILLS)),
  atHand: wordRegex(AT_HAND),
  smallHours: wordRegex(SMALL_HOURS_OR_BEFORE),
  dateChosen: wordRegex(DATE_CHOSEN),
  strangeCalm: wordRegex(STRANGE_CALM),
  ordinaryDate: wordRegex(ORDINARY_DATE),
  lastMessage: wordRegex(LAST_MESSAGE),
  lastNote: wordRegex(LAST_NOTE),
  thanks: wordRegex(THANKS_FOR_ALL),
  ordinary: wordRegex(ORDINARY_FAREWELL),
};

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds (loose reading). */
export function foreignCrisisSigns(text: string): CrisisLevel {
  const onPlace = hasMatch(RE.onPlace, text) && hasMatch(RE.highPlace, text);
  if (onPlace && hasMatch(RE.comeDown, text)) return 'high';
  if (hasMatch(RE.pills, text) && hasMatch(RE.atHand, text) && hasMatch(RE.smallHours, text))
    return 'high';
  const date = hasMatch(RE.dateChosen, text) && !hasMatch(RE.ordinaryDate, text);
  if (date && hasMatch(RE.strangeCalm, text)) return 'high';
  const last = hasMatch(RE.lastMessage, text) && !hasMatch(RE.ordinary, text);
  const note = hasMatch(RE.lastNote, text) && !hasMatch(RE.ordinary, text);
  if ((last || note) && hasMatch(RE.thanks, text)) return 'high';
  const calmThere = onPlace && hasMatch(RE.calm, text) && !hasMatch(RE.ordinaryVisit, text);
  return calmThere || last || date ? 'low' : null;
}
