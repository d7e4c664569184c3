import { hasMatch } from '../context.js';
import { alt } from '../patterns.js';
import { foreignWordRegex as wordRegex } from './foreignRegex.js';
import { ORDINARY_FAREWELL } from './lexiconsCrisis.js';
import { HIGH_PLACE, NOW, PILLS } from './lexiconsCrisisMeans.js';

/**
 * Round 12's breadth of crisis signals in Spanish, Portuguese, French, German, Italian and
 * Indonesian (decision 0034), the kinds concepts/crisisBreadth.ts reads in English: vanishing
 * for good, no sense in going on, a high place with a goodbye or "the end", pills collected,
 * sleeping and never waking, a burden with "easier without me", a means bought for tonight.
 * Written as the loose reading leaves text (no accents, elided articles joined).
 */
// prettier-ignore
const VANISH_FOREVER = alt(
  'desaparecer para siempre', 'desaparecer (?:pra|para) sempre', 'sumir (?:pra|para) sempre', 'disparaitre (?:pour toujours|a jamais)',
  'fur immer verschwinden', 'fur immer weg sein', '(?:sparire|scomparire) per sempre', '(?:menghilang|hilang|pergi) (?:untuk )?selamanya',
  // round 14 (decision 0036): "for good" in Portuguese and Spanish
  '(?:sumir|desaparecer|ir embora) de vez(?! (?:pra|para|pro|na|no|em|da|do) )', 'desaparecer de una vez', 'irme de una vez',
);
// prettier-ignore
const NO_SENSE = alt(
  'no (?:le )?(?:veo|encuentro) (?:ningun |mas )?sentido (?:a|en) (?:seguir|vivir|continuar|nada)', '(?:ja )?nao (?:vejo|encontro) (?:mais )?(?:nenhum )?sentido em (?:continuar|viver|seguir|nada)',
  '(?:je )?ne vois plus (?:de |le |aucun )?sens a (?:continuer|vivre)', 'sehe keinen sinn mehr (?:im leben|zu leben|weiterzumachen|in allem)',
  'non (?:vedo|trovo) piu (?:nessun |un |il )?senso (?:a|nel|di) (?:continuare|vivere|andare avanti)', '(?:tidak|gak|nggak) ada (?:gunanya|artinya) (?:lagi )?(?:hidup|melanjutkan|bertahan)',
);
/** A goodbye or "this is the end" said from a high place. */
// prettier-ignore
const GOODBYE_OR_END = alt(
  'despedirme', 'despedir(?:me)? de alguien', 'me despedir', 'despedir de alguem', 'dire adieu', 'faire mes adieux', 'mich verabschieden', 'abschied nehmen',
  'salutare qualcuno', 'dire addio', 'pamit', 'berpamitan', 'selamat tinggal', 'es el fin(?:al)?', 'e o fim', 'c est la fin', 'ist das ende', 'e la fine', 'ini (?:akhirnya|akhir)',
);
// prettier-ignore
const COLLECTED = alt(
  'juntado', 'acumulado', 'acumule', 'junte', 'juntei', 'acumulei', 'collectionne', 'accumule', 'mis de cote', 'gesammelt', 'gehortet', 'gespart', 'horte', 'horten', 'sammle',
  'messo da parte', 'raccolto', 'accumulato', 'ngumpulin', 'kukumpulkan', 'mengumpulkan',
);
// prettier-ignore
const SLEEP_NEVER_WAKE = alt(
  'dormir(?:me)? y no (?:volver a )?despertar', 'dormir e nao acordar(?: mais)?', 'm ?endormir et ne (?:plus|jamais) me reveiller', 'einschlafen und nicht mehr aufwachen',
  'addormentarmi e non svegliarmi', 'tidur dan (?:tidak|gak|nggak|ga) bangun lagi',
);
// prettier-ignore
const BURDEN = alt(
  '(?:una )?carga para (?:mi familia|todos|los demas)', 'um (?:peso|fardo) para (?:minha familia|todos|os outros)', 'un fardeau pour (?:ma famille|tout le monde|les autres)',
  '(?:nur )?eine last fur (?:alle|meine familie|die anderen)', 'un peso per (?:la mia famiglia|tutti|gli altri)', '(?:jadi|menjadi|cuma) beban (?:buat|bagi|untuk) (?:keluarga|semua|orang)',
  'beban (?:buat|bagi|untuk) keluarga(?:ku| saya)?',
);
// prettier-ignore
const EASIER_WITHOUT_ME = alt(
  'ohne mich(?: [a-z]+){0,5} (?:ware|waere|waren|ist|wird)(?: [a-z]+){0,3} (?:leichter|einfacher|besser)', 'sin mi(?: [a-z]+){0,5} (?:seria|estarian|sera)(?: [a-z]+){0,3} (?:mas facil|mejor|mejores)',
  'sem mim(?: [a-z]+){0,5} (?:seria|ficariam|vai ser)(?: [a-z]+){0,3} (?:mais facil|melhor|melhores)', 'sans moi(?: [a-z]+){0,5} (?:serait|seraient|sera)(?: [a-z]+){0,3} (?:plus facile|mieux)',
  'senza (?:di )?me(?: [a-z]+){0,5} (?:sarebbe|starebbero|sara)(?: [a-z]+){0,3} (?:piu facile|meglio)', 'tanpa (?:aku|saya|gue|gw)(?: [a-z]+){0,3} (?:lebih|jadi) (?:mudah|ringan|bahagia|baik)',
  '(?:mending|lebih baik) (?:aku|saya|gue|gw) pergi(?: untuk)? selamanya',
);
// prettier-ignore
const MEANS_BOUGHT = alt(
  '(?:compre|comprei|tengo|tenho|achete|j ai|gekauft|habe|comprato|ho|beli|punya)(?: [a-z]+){0,3} (?:cuerda|soga|corda|corde|seil|strick|tali)',
);
/** A rope for climbing, camping, a boat or the washing. */
// prettier-ignore
const ROPE_PURPOSE = alt(
  'escalar', 'escalada', 'acampar', 'barco', 'tendedero', 'escalade', 'camping', 'bateau', 'klettern', 'zelten', 'boot', 'arrampicata', 'campeggio', 'barca', 'panjat', 'kemah', 'perahu', 'jemuran',
);

const RE = {
  vanish: wordRegex(VANISH_FOREVER),
  noSense: wordRegex(NO_SENSE),
  highPlace: wordRegex(HIGH_PLACE),
  goodbyeOrEnd: wordRegex(GOODBYE_OR_END),
  pills: wordRegex(PILLS),
  collected: wordRegex(COLLECTED),
  neverWake: wordRegex(SLEEP_NEVER_WAKE),
  burden: wordRegex(BURDEN),
  easier: wordRegex(EASIER_WITHOUT_ME),
  bought: wordRegex(MEANS_BOUGHT),
  ropePurpose: wordRegex(ROPE_PURPOSE),
  now: wordRegex(NOW),
  ordinary: wordRegex(ORDINARY_FAREWELL),
};

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds (loose reading). */
export function foreignCrisisBreadth(text: string): 'high' | 'low' | null {
  const ordinary = hasMatch(RE.ordinary, text);
  if (hasMatch(RE.neverWake, text) || hasMatch(RE.easier, text)) return 'high';
  if (hasMatch(RE.pills, text) && hasMatch(RE.collected, text)) return 'high';
  const rope = hasMatch(RE.bought, text) && !hasMatch(RE.ropePurpose, text);
  if (rope && hasMatch(RE.now, text)) return 'high';
  if (!ordinary && hasMatch(RE.vanish, text)) return 'high';
  if (!ordinary && hasMatch(RE.highPlace, text) && hasMatch(RE.goodbyeOrEnd, text)) return 'high';
  const burden = hasMatch(RE.burden, text);
  if (burden && (hasMatch(RE.noSense, text) || hasMatch(RE.now, text))) return 'high';
  return burden || hasMatch(RE.noSense, text) ? 'low' : null;
}
