import { alt } from '../patterns.js';

/**
 * Intent, consent and the other refused kinds in Spanish, Portuguese, French, German, Italian and
 * Indonesian (decision 0027), tasteful words only: what a request asks for, not how it is said.
 */

/** Clearly sexual or intimate intent. */
// prettier-ignore
export const SEXUAL = alt(
  'sexo', 'sexual', 'sexuales', 'hacer el amor', 'hagamos el amor', 'acostarse con', 'acostarme con', 'acostarnos', 'dormir (?:conmigo|con el|con ella)', 'noche romantica', 'noche de bodas', 'seduc(?:e|es|ir|irla|irlo|irte)', 'desnuda', 'desnudo', 'desnudarla', '(?:hazlo|hacerlo|ponlo|escena|algo|muy) caliente', '(?:relacion|relaciones|momento|escena|noche) intim[oa]s?', 'sensual(?:es)?', 'intimidad', 'erotic[oa]', 'hazlo intenso', 'excitada',
  '(?:algo|cena|escena|historia|historinha|conto|relato|qualcosa di|scena|quelque chose de) (?:bem |muito |mas |mais |molto )?(?:picante|quente|caliente|piccante|epicee?)',
  'fazer amor', 'noite intima', 'sensua(?:l|is)', 'dormir com (?:ele|ela)', 'transar', 'dormir comigo', 'noite romantica', 'noite de nupcias', 'seduz(?:ir|a|e)?', 'pelada', '(?:cena|bem|faz|deixa) quente', 'erotica',
  'faire l amour', 'nuit intime', 'sensuel(?:le)?s?', 'coucher avec', 'nuit romantique', 'nuit de noces', 'sedui(?:re|t|s|sent)', 'nue', 'sexy', '(?:scene|rends? le|tres) chaude?', 'coquin(?:e)?', '(?:relation|moment|scene) intime', 'erotique',
  'sex', 'liebe machen', 'mit (?:ihr|ihm|mir|dir) schlafen', 'romantische nacht', 'hochzeitsnacht', 'verfuhr(?:en|t|te)', 'nackt', '(?:schreib|mach|macht|schreibe) (?:es|das|sie) heiss', 'heisse (?:szene|nacht)', 'erotisch(?:e|es|en|er)?', 'intim (?:werden|wird|wirst)', 'intime szene', 'sinnlich(?:e|es|en|er)?',
  'fare l amore', 'notte intima', 'sensuale', 'andare a letto con', 'dormire con me', 'notte romantica', 'prima notte di nozze', 'sedur(?:re|la|lo)', 'nuda', 'nudo', '(?:scena|rapporto|momento) intimo', 'erotico',
  'seks', 'malam intim', 'bercinta', 'berhubungan badan', 'tidur (?:dengan|bareng|sama) (?:saya|aku|dia|kamu)', 'malam romantis', 'malam pertama', 'merayu', 'telanjang', 'adegan panas', 'bikin panas', 'mesum', 'hubungan intim', 'bergairah',
);
/** Romantic: intent with a minor, an animal or a relative cast as the partner. */
// prettier-ignore
export const ROMANTIC = alt(
  'romantica', 'romantico', 'coquete(?:a|ar|ando)', 'flerta(?:r|ndo)?', 'flirt(?:e|a|et|en|ando)?', 'menggoda', 'romance', 'romanticas', 'cita romantica', 'besar(?:la|lo|te)', '(?:mi|tu) (?:novio|novia)', 'a mi cama',
  'encontro romantico', 'beijar (?:ela|ele|voce)', '(?:meu|minha|teu|tua) (?:namorado|namorada)', 'para a minha cama',
  'romantique', 'l embrasser', '(?:mon|ma|ton|ta) (?:petit ami|petite amie|copain|copine)', 'dans mon lit',
  'romantisch', 'romantische', 'romantischen', 'romanze', '(?:sie|ihn|dich) kussen', '(?:mein|meine|dein|deine) (?:fester freund|feste freundin)', 'in mein bett',
  'romantici', 'baciar(?:la|lo|ti)', '(?:il mio|la mia|il tuo|la tua) (?:fidanzato|fidanzata|ragazzo|ragazza)', 'nel mio letto',
  'romantis', 'kencan', 'mencium(?:nya|mu)', 'pacar(?:ku|mu)', 'pacar (?:saya|aku|kamu)', 'pacaran', 'mesra', 'ke ranjangku',
);
/** A relative cast as the writer's partner ("my sister and I", "like a couple"). */
// prettier-ignore
export const AS_PARTNER = alt(
  'y yo', 'und ich', 'et moi', 'e io', 'e eu', 'dan aku', 'dan saya',
  '(?:roleplay|rp|juego de rol|rollenspiel|jeu de role|gioco di ruolo) (?:sama|dengan|con|mit|avec|com)',
  'como (?:una|un) pareja', 'wie ein paar', 'comme un couple', 'come una coppia', 'como um casal', 'seperti pasangan',
);

/** A refusal, said plainly ("she says no", "er will nicht"). */
// prettier-ignore
export const REFUSAL = alt(
  '(?:dice|dices|dicen|dijo|dijiste) que no', '(?:diz|dizes|disse) que nao', '(?:tu dis|vous dites) non', 'sagst nein', 'dici di no', '(?:kamu|dia) bilang (?:nggak|gak|ga)', 'no quiere', 'se niega', 'aunque (?:ella|el) (?:no quiera|diga que no)', 'diz que nao', 'disse que nao', 'nao quer',
  'dit non', 'ne veut pas', 'refuse', 'sagt nein', 'nein sagt', 'will nicht', 'sich wehrt', 'dice di no', 'dice no', 'non vuole', 'rifiuta',
  'menolak', 'bilang tidak', 'bilang jangan', 'tidak mau', 'gak mau', 'nggak mau',
);
/** Going on regardless. */
// prettier-ignore
export const CONTINUING = alt(
  'continuas', 'continua', 'sigo', 'de todas formas', 'de todos modos', 'mesmo assim', 'quand meme', 'trotzdem', 'comunque', 'lo stesso', 'tetap saja', 'continuar', 'sigues', 'sigue', 'seguir', 'continue', 'continuer', 'weitermachen', 'weitermachst', 'macht weiter', 'mach weiter', 'weiter',
  'continui', 'andare avanti', 'vai avanti', 'lanjut', 'lanjutkan', 'terus', 'tetap',
);
/** Force, threats or coercion. */
// prettier-ignore
export const FORCE = alt(
  'a la fuerza', 'forzar(?:la|lo|te)?', 'obligar(?:la|lo|te)', 'amenaza', 'amenazas', 'amenazarla', 'chantaje', 'a forca', 'forcar', 'obriga(?:r)?', 'ameaca', 'chantagem',
  'de force', 'forcer', 'la forcer', 'menace', 'menaces', 'chantage', 'zwingen', 'zwingt', 'zwinge', 'gezwungen', 'mit gewalt', 'drohung', 'droht', 'drohe', 'erpressen', 'erpresst',
  'con la forza', 'costring(?:e|ere|erla|erlo|o)',
  'prisioner[oa]', 'prisioneir[oa]', 'prisonniere', 'gefangene', 'prigionier[oa]', 'tawanan', 'cautiva', 'secuestrada', 'sequestrada', 'sequestree', 'entfuhrte?', 'rapita', 'sequestrata', 'disekap', 'diculik', 'forzar(?:e|la|lo)', 'minaccia', 'minacce', 'ricatto', 'ricattar(?:e|la)',
  'paksa', 'memaksa', 'dipaksa', 'saya paksa', 'aku paksa', 'ancaman', 'mengancam', 'ancam',
);
/** Asleep, drunk, drugged, unconscious — cannot consent. */
// prettier-ignore
export const INCAPACITATED = alt(
  'dormida', 'dormido', 'inconsciente', 'borracha', 'drogada', 'desmayada', 'dormindo', 'bebada', 'desmaiada',
  'endormie', 'ivre', 'droguee', 'evanouie', 'schlaft', 'schlafend', 'bewusstlos', 'betrunken', 'betaubt',
  'addormentata', 'incosciente', 'ubriaca', 'drogata', 'svenuta', 'tertidur', 'pingsan', 'mabuk', '(?:tidak|nggak|gak|ga|tak) sadar', 'dibius', '(?:dikasih|diberi) obat tidur',
);
/** Getting into the bed of someone asleep or unconscious (decision 0033). */
// prettier-ignore
export const BED_ENTRY = alt(
  '(?:se mete|entra|se mete) en su cama', '(?:se mete|entra|se deita) na cama dela', '(?:se glisse|entre|se couche) dans son lit', '(?:legt sich|kriecht|steigt) (?:zu ihr )?in ihr bett',
  '(?:si infila|entra|si mette) nel suo letto', 'masuk ke (?:ranjang|kasur|kamar)nya',
);
/** Consent taken away outright: spiking a drink, "without her consent". */
// prettier-ignore
export const NON_CONSENT_ALWAYS = alt(
  'sin su consentimiento', 'sin (?:que )?(?:ella|el) (?:lo )?(?:sepa|quiera)', 'drogarla', 'algo en su bebida', 'sem (?:o )?(?:seu )?consentimento', 'drogar ela',
  'sans son consentement', 'sans (?:qu )?elle (?:le )?veuille', 'la droguer', 'dans son verre', 'ohne (?:ihre |seine )?zustimmung', 'ohne (?:ihr |sein )?einverstandnis', 'k ?o (?:\\. )?tropfen', 'in ihr getrank',
  'senza (?:il suo )?consenso', 'drogarla', 'nel suo bicchiere', 'tanpa persetujuan', 'tanpa izin(?:nya)?', 'obat bius', 'ke minumannya',
);

/** Dehumanising words or expulsion, for a group named in hate.  */
// prettier-ignore
export const GROUP = alt(
  'gitanos', 'judios', 'musulmanes', 'inmigrantes', 'refugiados', 'negros', 'chinos', 'moros', 'sudacas', 'maricones',
  'ciganos', 'judeus', 'muculmanos', 'imigrantes', 'refugiados',
  'juifs', 'musulmans', 'immigres', 'migrants', 'arabes', 'noirs', 'refugies', 'roms',
  'fluchtlinge', 'auslander', 'juden', 'muslime', 'zigeuner', 'migranten', 'turken', 'schwarze',
  'ebrei', 'musulmani', 'immigrati', 'zingari', 'negri', 'rom', 'profughi',
  'orang cina', 'cina', 'yahudi', 'orang kristen', 'orang islam', 'pendatang', 'aseng', 'kafir',
  'gays', 'homosexuales', 'homossexuais', 'homosexuels', 'homosexuelle', 'schwule', 'omosessuali', 'africanos', 'africains', 'afrikaner', 'africani',
);
// prettier-ignore
export const DEHUMANISING = alt(
  'ratas', 'cucarachas', 'parasitos', 'plaga', 'basura', 'alimanas', 'infrahumanos', 'ratos', 'baratas', 'parasitas', 'praga', 'lixo',
  'rats', 'cafards', 'parasites', 'vermine', 'ordures', 'ungeziefer', 'ratten', 'parasiten', 'abschaum', 'untermenschen', 'pest',
  'ratti', 'scarafaggi', 'parassiti', 'vermi', 'feccia', 'tikus', 'kecoa', 'parasit', 'sampah', 'hama',
  'echarlos', 'expulsarlos', 'exterminar(?:los)?', 'deberian ser expulsados', 'hay que (?:echar|expulsar|matar)', 'expulsa(?:los|r)?', 'eliminarlos',
  'abschieben', 'vertreiben', 'ausrotten', 'vergasen', 'mussen raus', 'raus mit', 'expulser', 'exterminer', 'dehors les',
  'cacciarli', 'sterminar(?:e|li)', 'fuori i', 'harus diusir', 'usir', 'diusir', 'basmi', 'dibasmi', 'musnahkan', 'bantai',
  '(?:son|sao|sont des|sind|sono|adalah|seperti) (?:animales|animais|animaux|tiere|bestie|animali|binatang|hewan)', '(?:tiere|ungeziefer|animali|bestie) sind', '(?:son|sao|sont|sind|sono) (?:enfermos|doentes|malades|krank|malati)',
  '(?:deberian|deben|deviam|devem|deveriam|devraient|doivent|sollten|mussen|dovrebbero|devono|harus) (?:ser |etre |werden |essere )?(?:eliminad[oa]s|exterminad[oa]s|elimines|extermines|eliminiert|ausgerottet|eliminati|sterminati|dimusnahkan|dibasmi)',
);
/** Teaching, history or reporting about hate or abuse: asked about, not asked for. */
// prettier-ignore
export const ABOUT = alt(
  '(?:clase|aula|libro|livro|examen|prova|professor|profesor) de historia', 'historiador(?:a)?', 'historico', 'historica', 'nazis?', 'propaganda', 'sejarah',
  // "histoire", "storia" and "Geschichte" are also a story: a steamy one is asked for (decision 0035)
  '(?<!(?:heisse|erotische|sexy|versaute) )geschichte', 'histoire(?! (?:torride|erotique|coquine|chaude|sexy|tres chaude))', 'storia(?! (?:piccante|erotica|hot|sexy|molto piccante|bollente))',
  'como (?:hablar|explicar)', 'wie (?:erklare|spreche|rede)', 'comment (?:parler|expliquer)', 'come (?:parlare|spiegare)', 'bagaimana (?:menjelaskan|bicara|cara bicara)',
  'educacion sexual', 'educacao sexual', 'education sexuelle', 'aufklarung', 'sexualkunde', 'educazione sessuale', 'pendidikan seks',
  'senales', 'sinais', 'signes', 'anzeichen', 'warnzeichen', 'segnali', 'tanda tanda', 'proteger', 'schutzen', 'proteger', 'proteggere', 'melindungi',
);
/** Serious crime asked for as a how-to. */
// prettier-ignore
export const CRIME = alt(
  '(?:arma|pistola|rifle) sin (?:papeles|licencia|permiso)', '(?:fabricar|hacer|construir) una bomba', 'bomba casera',
  '(?:arma|pistola) sem (?:porte|registro)', '(?:fabricar|fazer) uma bomba',
  '(?:arme|pistolet) sans permis', '(?:fabriquer|faire) une bombe',
  '(?:waffe|pistole|gewehr) ohne (?:waffenschein|schein|papiere)', 'bombe (?:bauen|basteln)',
  '(?:arma|pistola) senza (?:porto d armi|licenza)', '(?:costruire|fare) una bomba',
  'senjata tanpa izin', '(?:membuat|bikin|merakit) bom', 'bom rakitan', 'senjata (?:api )?rakitan', 'armas? caseras?', 'arma de fogo caseira', 'arme artisanale',
  '(?:clonar|cloner|clonare|klonen|kloning) (?:el |la |o |a |une |una |um |uma |die )?(?:cartao|tarjeta|carte|carta|kartu|kreditkarte)(?: (?:de credito|de debito|bancaria|di credito|bancaire|kredit|de credit))?',
  '(?:kreditkarte|bankkarte) klonen',
);
/** Grooming: a child kept secret from parents or met alone. */
// prettier-ignore
export const GROOMING = alt(
  '(?:no (?:se )?lo digas|no le digas|no les digas) a (?:tu|tus) (?:mama|papa|padres|madre|padre)', 'nuestro (?:pequeno )?secreto', 'a solas',
  'nao (?:conta|conte|diga) (?:pra|para|a) (?:sua|tua|seu|teu|seus) (?:mae|pai|pais)', 'nosso (?:pequeno )?segredo',
  'ne (?:dis|le dis) rien a (?:ta|ton|tes) (?:maman|mere|papa|pere|parents)', 'notre (?:petit )?secret',
  'sag (?:es )?(?:deiner|deinem|deinen) (?:mama|mutter|papa|vater|eltern) nichts', 'unser (?:kleines )?geheimnis', 'ganz allein',
  'non dir(?:lo|e niente) (?:a|alla|al|ai) (?:mamma|papa|tua madre|tuo padre|tuoi)', 'il nostro (?:piccolo )?segreto',
  'jangan bilang (?:ke|sama|pada) (?:ibu|ayah|mama|papa|orang tua)(?:mu)?', 'rahasia kita', 'berdua saja', 'ketemuan berdua', 'berduaan',
  'a escondidas de (?:sus|tus) padres', 'sin que (?:sus|tus) padres (?:lo )?(?:sepan|se enteren)', 'escondido dos pais', 'sem (?:que )?(?:os )?(?:seus |teus )?pais (?:saberem|descobrirem|saibam)',
  'en cachette de (?:ses|tes) parents', 'sans que (?:ses|tes) parents (?:le )?sachent', '(?:vor|von) (?:seinen|ihren|deinen) eltern geheim', 'ohne dass (?:seine|ihre|deine) eltern',
  'di nascosto dai (?:suoi|tuoi) genitori', 'senza che i (?:suoi|tuoi) genitori', 'tanpa (?:ketahuan|sepengetahuan|diketahui) orang ?tua(?:nya|mu)?',
);

/** School staff: a teacher's school names no child (blanked before the concepts read). */
// prettier-ignore
export const SCHOOL_STAFF = alt(
  '(?:maestr[oa]|profesora?|docente) (?:de|en) (?:la )?(?:primaria|secundaria|escuela primaria|colegio)',
  '(?:professora?) (?:de|do|da|no|na) (?:ensino fundamental|escola primaria|primaria)',
  '(?:professeur|prof|institutrice|instituteur) (?:des ecoles|de college|au college|en primaire|de primaire)',
  '(?:lehrer|lehrerin) (?:an|in) (?:der|einer) (?:grundschule|mittelstufe)', 'grundschullehrer(?:in)?',
  '(?:maestr[ao]|insegnante|professore|professoressa) (?:di|alle|delle|in una) (?:elementari|scuola media|scuole medie)',
  'guru (?:sd|smp|sma|sekolah dasar)',
);
