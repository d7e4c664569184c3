import { alt } from '../patterns.js';

/**
 * Crisis signals in Spanish, Portuguese, French, German, Italian and Indonesian (decision 0027),
 * in the first person: a question about suicide ("señales de alerta del suicidio") names no one.
 */

/** Intent to die or a plan: the crisis reply. */
// prettier-ignore
export const CRISIS_HIGH = alt(
  // es
  'suicidarme', 'me voy a suicidar', 'quiero suicidarme', '(?:voy a|quiero|pienso en|podria) matarme', 'me voy a matar', 'quitarme la vida', '(?:terminar|acabar) con (?:todo|mi vida)', 'no quiero (?:seguir )?vivir(?! (?:en|con|aqui|alli|cerca|lejos|solo|sola|de|asi))', 'quiero morir(?:me)?', 'mejor (?:muerto|muerta)', 'me quiero morir', 'no quiero seguir viviendo', 'cortarme (?:las venas|los brazos|otra vez)', 'tirarme (?:del|de un|desde el) (?:puente|edificio|techo)',
  // pt
  '(?:quero|penso em) me matar', 'vou me matar', 'me suicidar', 'tirar (?:a )?minha (?:propria )?vida', 'acabar com (?:tudo|a minha vida|minha vida)', 'nao quero mais viver', 'quero morrer', 'melhor (?:morto|morta)', 'me cortar (?:de novo|os pulsos)', 'me jogar (?:da|de uma) ponte',
  // fr
  'me suicider', '(?:je vais|je veux|envie de) me tuer', 'mettre fin a (?:mes jours|ma vie)', 'en finir avec (?:la vie|tout)', 'je veux en finir(?! avec)', 'je veux mourir', 'je ne veux plus vivre(?! (?:a|en|ici|avec|dans|comme))', 'envie de mourir', 'me couper (?:les veines|les bras|encore)', 'sauter du pont',
  // de
  '(?:ich will|ich werde|werde ich) mich umbringen', 'mich selbst umbringen', 'bringe mich um', 'mir das leben nehmen', 'selbstmord begehen', 'mich selbst toten', '(?:will|mochte|kann) nicht mehr leben', 'will sterben', 'mochte sterben', 'keinen grund mehr zu leben', 'mich ritzen', 'von der brucke springen',
  // it
  '(?:voglio|vado a|sto per) uccidermi', 'suicidarmi', 'togliermi la vita', 'farla finita', 'non voglio piu vivere(?! (?:a|in|con|qui))', 'voglio morire', 'tagliarmi (?:le vene|i polsi)', 'buttarmi (?:dal|da un) ponte',
  // id
  'bunuh diri', 'mengakhiri (?:hidup|hidupku|semuanya|semua ini)', '(?:aku|saya|gue|gw) (?:ingin|mau|pengen) mati', 'ingin bunuh diri', 'tidak ingin hidup lagi', 'gak mau hidup lagi', 'menyakiti diri', 'menyilet (?:tangan|diri)',
);
/** Tiredness of living, not waking up, being a burden, a farewell: the gentle check-in. */
// prettier-ignore
export const CRISIS_LOW = alt(
  'mi vida no tiene sentido', 'cansad[oa] de (?:todo|vivir)', 'soy una carga', 'no despertar (?:mas|nunca)', 'carta de despedida',
  'cansad[oa] de viver', 'sou um fardo', 'nao acordar mais', 'carta de despedida',
  'fatigue de vivre', 'je suis un fardeau', 'ne plus me reveiller', 'lettre d adieu',
  'keinen sinn mehr', 'ich bin eine last', 'nicht mehr aufwachen', 'abschiedsbrief',
  'stanc[oa] di vivere', 'sono un peso', 'non svegliarmi piu', 'lettera d addio',
  'capek hidup', 'lelah hidup', 'aku beban', 'saya beban', 'tidak bangun lagi', 'lebih baik aku tidak ada', 'lebih baik saya tidak ada', 'surat perpisahan',
);
/** "Forever" or "the last time": a farewell only beside a leaving or goodbye word. */
export const FOREVER = alt(
  'para siempre',
  'la ultima vez',
  'para sempre',
  'a ultima vez',
  'pour toujours',
  'la derniere fois',
  'fur immer',
  'das letzte mal',
  'per sempre',
  'l ultima volta',
  'untuk selamanya',
  'terakhir kali',
);
/** Leaving or saying goodbye. */
// prettier-ignore
export const LEAVING = alt(
  'me despedi', 'despedirme', 'adios', 'me voy', 'irme', 'despedida', 'me despedir', 'vou embora', 'adeus',
  'adieu', 'partir', 'je m en vais', 'abschied', 'gehe', 'verabschiedet', 'addio', 'andarmene', 'me ne vado',
  'pergi', 'selamat tinggal', 'pamit',
);
/** An ordinary farewell: a job, a move, colleagues. */
// prettier-ignore
export const ORDINARY_FAREWELL = alt(
  'colegas', 'trabajo', 'empresa', 'equipo', 'mudanza', 'colegas', 'emprego', 'trabalho', 'collegues', 'travail', 'demenagement',
  'kollegen', 'arbeit', 'firma', 'job', 'umzug', 'colleghi', 'lavoro', 'trasloco', 'rekan', 'kantor', 'kerja', 'pindah', 'amor', 'liebe', 'amour', 'amore', 'cinta', 'te quiero', 'te amo',
);
