import { alt } from '../patterns.js';

/**
 * Crisis by means, place, self-injury and imminence in Spanish, Portuguese, French, German,
 * Italian and Indonesian (decision 0033), the concepts the English rules read in
 * concepts/crisisPlaces.ts and concepts/crisisQuestions.ts. Written as the loose reading leaves
 * text: no accents, apostrophes joined ("l'ultima" → "lultima", matched by concepts.ts).
 */

/** Wanting to die with a softening word between ("je veux juste mourir"). */
// prettier-ignore
export const WANT_TO_DIE = alt(
  'quiero (?:solo |solamente |nada mas )?morir(?:me)?', 'quero (?:so |apenas |simplesmente )?morrer',
  'je veux (?:juste |seulement |simplement )?mourir', '(?:will|mochte|moechte) (?:einfach |nur |einfach nur )?sterben',
  'voglio (?:solo |soltanto |semplicemente )?morire', '(?:ingin|mau|pengen|pingin) (?:mati|meninggal) (?:aja|saja)',
  'la faccio finita', 'lo faccio finita', 'je vais en finir', 'voy a acabar con todo', 'vou acabar com tudo',
);
/** The least painful or quickest way to die, asked for. */
// prettier-ignore
export const WAY_TO_DIE = alt(
  '(?:forma|manera) (?:mas )?(?:menos dolorosa|rapida|indolora|facil) de (?:morir|matarme|suicidarme)', 'morir sin (?:sufrir|dolor)',
  '(?:forma|maneira|jeito) (?:mais )?(?:menos dolorosa|rapida|indolor|facil) de (?:morrer|me matar)', 'morrer sem (?:sofrer|dor)',
  '(?:facon|maniere) la (?:moins douloureuse|plus rapide|plus simple) de (?:mourir|me tuer|en finir)', 'mourir sans (?:souffrir|douleur)',
  '(?:schmerzlos|schnellst)(?:e|en|er|es)? (?:art|weg|methode) (?:zu sterben|mich umzubringen)', 'schmerzlos sterben', 'ohne schmerzen sterben',
  'modo (?:piu )?(?:meno doloroso|rapido|indolore|facile) (?:per|di) (?:morire|uccidermi)', 'morire senza (?:soffrire|dolore)',
  'cara (?:mati|bunuh diri|mengakhiri hidup) (?:yang )?(?:tidak sakit|gak sakit|paling cepat|tanpa rasa sakit|paling mudah)', 'mati tanpa rasa sakit',
);
/** Pills and a whole pack or "how many" beside dying: a lethal amount asked about. */
// prettier-ignore
export const PILLS = alt(
  'pastillas', 'somniferos', 'comprimidos', 'remedios', 'cachets', 'somniferes', 'medicaments', 'tabletten', 'schlaftabletten',
  'pillole', 'sonniferi', 'obat tidur', 'pil tidur', 'obat', 'paracetamol',
  // round 12 (decision 0034): the French and Italian words for tablets, pills in German
  'comprimes', 'pilules', 'compresse', 'pastiglie', 'pillen',
);
// prettier-ignore
export const WHOLE_OR_HOW_MANY = alt(
  'toda la caja', 'todo el frasco', 'todas', 'caja entera', 'frasco entero', 'cuantas', 'frasco inteiro', 'caixa inteira', 'quantos', 'quantas',
  'toute la boite', 'tout le flacon', 'tout le tube', 'combien', 'ganze packung', 'ganze schachtel', 'alle', 'wie viele', 'tutta la scatola',
  'tutto il flacone', 'tutte', 'quante', 'sebotol', 'satu botol', 'satu strip', 'semua', 'sekaligus', 'berapa',
);
// prettier-ignore
export const DYING = alt(
  'morir', 'muero', 'moriria', 'muerto', 'muerta', 'letal', 'morrer', 'morreria', 'morto', 'morta', 'mourir', 'mort', 'mortel(?:le)?',
  'sterben', 'sterbe', 'tot', 'todlich', 'morire', 'morirei', 'letale', 'mati', 'meninggal', 'mematikan',
  'no despertar', 'nao acordar', 'ne (?:plus|pas) (?:me|se) reveiller', 'nicht (?:mehr )?aufwachen', 'non svegliarmi', 'tidak bangun lagi',
);
/** At a bridge, roof, cliff or the tracks, beside jumping. */
// prettier-ignore
export const HIGH_PLACE = alt(
  'puente', 'azotea', 'tejado', 'las vias', 'acantilado', 'ponte', 'telhado', 'trilhos', 'penhasco', 'pont', 'toit', 'les rails', 'falaise',
  'brucke', 'dach', 'gleisen', 'klippe', 'tetto', 'binari', 'scogliera', 'jembatan', 'atap', 'rel kereta', 'tebing', 'gedung',
);
// prettier-ignore
export const JUMPING = alt(
  'saltar', 'tirarme', 'lanzarme', 'pular', 'me jogar', 'sauter', 'me jeter', 'springen', 'springe', 'runterspringen',
  'saltare', 'buttarmi', 'gettarmi', 'lompat', 'loncat', 'terjun',
);
/** Jumping for fun: a pool, a bungee, a dive. */
export const FUN_JUMP = alt('bungee', 'piscina', 'pool', 'kolam', 'clavado', 'tuffo', 'paracaidas');
/** Cutting oneself, again or deeper: self-injury getting worse. */
// prettier-ignore
export const SELF_CUT = alt(
  'me corte', 'cortarme', 'me volvi a cortar', 'volvi a cortarme', 'me cortei', 'voltei a me cortar', 'me cortar', 'me suis (?:encore |de nouveau )?(?:re)?coupee?', 'me couper', 'mich (?:wieder |erneut |schon wieder )?geritzt', 'ritze mich', 'mich (?:selbst )?geschnitten',
  'mi sono tagliat[oa]', 'tagliarmi', 'menyilet', 'menyayat', 'melukai diri',
  // round 14 (decision 0036): the present tense
  'mi taglio', 'me corto', 'je me coupe', 'me corto de novo',
);
// prettier-ignore
export const AGAIN_OR_DEEPER = alt(
  'otra vez', 'de nuevo', 'mas profundo', 'de novo', 'outra vez', 'mais fundo', 'mais profundo', 'encore', 'a nouveau', 'plus profond',
  'wieder', 'tiefer', 'erneut', 'di nuovo', 'ancora', 'piu profond[oa]', 'lagi', 'lebih dalam',
  // round 14 (decision 0036): deeper each time
  'piu a fondo', 'a fondo', 'mas hondo', 'cada vez mas', 'sempre piu', 'de plus en plus', 'immer mehr', 'makin dalam',
);
/** Hair, nails, a kitchen: an ordinary cut. */
// prettier-ignore
export const ORDINARY_CUT = alt(
  'pelo', 'cabello', 'unas', 'flequillo', 'cabelo', 'unhas', 'franja', 'cheveux', 'ongles', 'frange', 'haare', 'nagel', 'pony',
  'capelli', 'unghie', 'frangia', 'rambut', 'kuku', 'poni', 'cuchillo de cocina', 'cocinando', 'barba', 'afeitando', 'rasage', 'rasieren', 'rasiert', 'cukur(?:an)?', 'cozinhando', 'cuisine', 'kochen', 'cucinando', 'masak',
);
/** Everyone would be better off without me; my last message; my things given away. */
// prettier-ignore
export const BURDEN_OR_FAREWELL = alt(
  'mejor sin mi', 'melhor sem mim', 'mieux sans moi', 'besser (?:dran )?ohne mich', 'meglio senza (?:di )?me', 'lebih baik tanpa (?:aku|saya|gue|gw)',
  'mi ultimo mensaje', 'minha ultima mensagem', 'mon dernier message', 'meine letzte nachricht', 'il mio ultimo messaggio', 'pesan terakhir(?:ku| saya| aku| dariku)',
  '(?:regale|di|done) (?:todas )?mis cosas', 'doei (?:todas )?(?:as )?minhas coisas', '(?:donne|distribue) (?:toutes )?mes affaires',
  '(?:meine sachen|alles) verschenkt', 'regalato (?:tutte )?le mie cose', '(?:membagikan|kubagikan|ngasih) (?:semua )?barang(?: barang)?(?:ku)?',
  'cartas de despedida', 'lettres d adieu', 'abschiedsbriefe', 'lettere d addio',
);
/** "I won't need them anymore" after giving things away: the crisis reply. */
// prettier-ignore
export const WONT_NEED = alt(
  '(?:ya|you) no (?:lo|la|los|las) (?:voy a necesitar|necesito|necesitare)', 'nao vou (?:mais )?precisar (?:mais )?(?:delas|deles|disso)?',
  'je n en aurai plus besoin', '(?:werde|brauche) (?:sie|es|das|die) nicht mehr', 'non mi serv(?:e|ono|iranno) piu', '(?:tidak|gak|nggak|ga) (?:akan )?butuh lagi',
);
/** Tonight, today, now: a lower signal with a time is the crisis reply. */
// prettier-ignore
export const NOW = alt(
  'esta noche', 'hoy', 'esta noite', 'hoje', 'ce soir', 'cette nuit', 'aujourd hui', 'heute(?: nacht| abend)?', 'stasera', 'stanotte', 'oggi',
  'malam ini', 'hari ini', 'sekarang',
);
/** A past now better: a recovery, not a crisis ("dulu … sekarang udah lebih baik berkat terapi"). */
// prettier-ignore
export const RECOVERED = alt(
  'ahora estoy (?:mucho )?mejor', 'gracias a la terapia', 'agora estou (?:bem |muito )?melhor', 'gracas a terapia',
  'maintenant (?:je vais|ca va) (?:beaucoup )?mieux', 'grace a la therapie', 'jetzt geht es mir (?:viel )?besser', 'dank der therapie',
  'ora sto (?:molto )?meglio', 'grazie alla terapia', 'sekarang (?:sudah|udah) (?:jauh )?(?:lebih )?baik', 'berkat terapi',
);
