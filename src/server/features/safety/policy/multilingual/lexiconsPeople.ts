import { alt } from '../patterns.js';

/**
 * Who a message is about, in Spanish, Portuguese, French, German, Italian and Indonesian
 * (decision 0027), written as the normaliser leaves text: no accents ("años" → "anos"), "ß" as
 * "ss", doubled letters squeezed by wordRegex. One alternation per concept, all languages at once.
 */

/** Number words 1–17 (ages under 18), each language's spelling. */
// prettier-ignore
const NUMBER_WORD = alt(
  // es
  'un', 'uno', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete',
  // pt
  'um', 'dois', 'duas', 'quatro', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quatorze', 'quinze', 'dezesseis', 'dezasseis', 'dezessete', 'dezassete',
  // fr
  'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'douze', 'treize', 'seize', 'dix sept',
  // de
  'ein', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn',
  // it
  'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette',
  // id
  'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas', 'dua belas', 'tiga belas', 'empat belas', 'lima belas', 'enam belas', 'tujuh belas',
);
const MINOR_NUMBER = alt('1[0-7]', '[1-9]', NUMBER_WORD);
const YEARS = alt('anos', 'ans', 'jahre', 'jahren', 'jahrig(?:e|en|er|es)?', 'anni', 'tahun');
/** A person's age stated in the language's own shape ("tiene doce años", "sie ist erst 15"). */
// prettier-ignore
const AGE_STATED = alt(
  // "nos 10 ans de mariage", "15 anni insieme": an anniversary, not an age (decision 0035)
  `(?<!(?:nos|nuestros|nossos|unsere|unseren|i nostri|nostri) )${MINOR_NUMBER} ${YEARS}(?! (?:de (?:casad|experiencia|trabajo|edad de|mariage|matrimonio|casamento|vie commune|relation|namoro|noviazgo)|di (?:matrimonio|fidanzamento)|ehe|verheiratet|zusammen|insieme|juntos|ensemble|pernikahan|menikah|later|spater|despues|depois|apres|dopo|lalu|kemudian|ago))`,
  // "tiene 12" alone only where the number ends a clause: "tengo 2 entradas" is not an age.
  `(?:tiene|tengo|tienes|tem|tenho|tens|umur(?:nya)?|usia(?:nya)?|berumur|berusia) (?:solo |apenas |baru |masih )?${MINOR_NUMBER}(?= \\.|$| y | e | pero | mas | dan | tapi | sudah )`,
  `(?:ist|bin|bist|sind) (?:erst |nur |gerade |noch |doch erst )${MINOR_NUMBER}`,
  `(?:sie|er|du) (?:ist|bist) ${MINOR_NUMBER}(?! (?:uhr|euro|minuten|stunden|meter|kilo|mal))`,
);
/** School years and settings of children. */
// prettier-ignore
const SCHOOL = alt(
  `(?:${MINOR_NUMBER}|primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo) (?:grado|de primaria|de secundaria|de la eso|eso|basico|ano do fundamental|serie|classe|klasse|primaria|media|elementare)`,
  `(?:${MINOR_NUMBER})(?: \\.)? klasse`, 'grundschule', 'grundschulerin', 'grundschuler', 'schulmadchen', 'schulerin', 'mittelstufe', 'unterstufe',
  'primaria', 'escuela primaria', 'colegiala', 'colegialas', 'ensino fundamental', 'escola primaria', 'colegial',
  'ecole primaire', 'colleg(?:e|ienne|ien)', '(?:de|en|eleve de) (?:quatrieme|troisieme)', 'ecoliere', 'ecolier', 'cm1', 'cm2', 'sixieme', 'cinquieme',
  'scuola media', 'scuole medie', 'elementari', 'scolaretta', 'scolaro', 'prima media', 'seconda media', 'terza media',
  `kelas ${MINOR_NUMBER}(?: sd| smp)?`, 'sd', 'smp', 'sma', 'sekolah dasar', 'anak sd', 'anak smp', 'siswi', 'siswa smp', 'siswa sd',
);
/** Child words: the person is a child or a minor. */
// prettier-ignore
const CHILD = alt(
  'nina', 'nino', 'ninas', 'ninos', 'nena', 'nene', 'chiquilla', 'chiquillo', 'menor de edad', 'menores', 'adolescente', 'adolescentes', 'preadolescente', 'colegiala',
  'crianca', 'criancas', 'menina', 'menino', 'meninas', 'garotinha', 'garotinho', 'menor',
  'enfant', 'enfants', 'fillette', 'petite fille', 'petit garcon', 'gamine', 'gamin', 'mineure', 'mineur', 'ado', 'adolescent',
  'kind', 'kinder', 'kleines madchen', 'kleine madchen', 'kleiner junge', 'minderjahrig(?:e|en|er)?', 'teenagerin', 'schulkind',
  'bambina', 'bambino', 'bambini', 'bimba', 'bimbo', 'ragazzina', 'ragazzino', 'minorenne', 'minorenni',
  'anak kecil', 'anak anak', 'bocah', 'gadis kecil', 'anak perempuan', 'anak laki laki', 'di bawah umur', 'remaja', 'abg',
);
export const MINOR = alt(AGE_STATED, SCHOOL, CHILD);

/** The writer's own child or pupils: a parent or teacher speaking, not a scene (see concepts.ts). */
// prettier-ignore
export const OWN_CHILD = alt(
  '(?:mi|mis|nuestra|nuestro|nuestros) (?:hija|hijo|hijas|hijos|nieta|nieto|sobrina|sobrino|alumnos|alumnas|peque|pequena|pequeno)',
  '(?:minha|meu|meus|minhas|nossa|nosso) (?:filha|filho|filhas|filhos|neta|neto|alunos)',
  '(?:ma|mon|mes|notre|nos) (?:fille|fils|filles|enfants?|petite fille|petit fils|eleves)',
  '(?:meine|mein|meinen|meinem|meiner|unsere|unser|unseren) (?:tochter|sohn|kind|kinder|enkelin|enkel|schuler|schulerin|klasse)',
  '(?:mia|mio|miei|mie|nostra|nostro|nostri) (?:figlia|figlio|figli|nipote|alunni|bambina|bambino|bambini)',
  '(?:anak|putri|putra|cucu|murid) (?:saya|kami|ku)', 'anakku', 'anaknya', 'putriku', 'putraku',
);

/** Relatives, as partners in a scene (incest). */
// prettier-ignore
export const KIN = alt(
  'hermana', 'hermano', 'hermanos', 'hermanas', 'irmaos', 'irmas', 'freres', 'geschwister', 'fratelli', 'sorelle', 'hermanastra', 'hermanastro', 'madre', 'padre', 'mama', 'mamma', 'papa', 'mami', 'papi', 'hija', 'hijo', 'prima', 'primo', 'tia', 'tio', 'madrastra', 'padrastro', 'suegro', 'suegra', 'abuelo', 'abuela',
  'irma', 'irmao', 'mae', 'pai', 'filha', 'filho', 'madrasta', 'padrasto', 'sogro', 'sogra', 'avo',
  'soeur', 'frere', 'demi soeur', 'demi frere', 'mere', 'pere', 'maman', 'fille', 'fils', 'cousine', 'cousin', 'tante', 'oncle', 'belle mere', 'beau pere', 'grand pere',
  'schwester', 'bruder', 'stiefschwester', 'stiefbruder', 'mutter', 'vater', 'stiefmutter', 'stiefvater', 'tochter', 'sohn', 'cousine', 'onkel', 'schwiegervater', 'opa', 'oma',
  'sorella', 'fratello', 'sorellastra', 'fratellastro', 'matrigna', 'patrigno', 'figlia', 'figlio', 'cugina', 'cugino', 'zia', 'zio', 'suocero', 'nonno',
  'kakak', 'adik', 'kakak tiri', 'adik tiri', 'ibu', 'ayah', 'bapak', 'ibu tiri', 'ayah tiri', 'sepupu', 'paman', 'bibi', 'mertua', 'kakek',
);

/** Animals (bestiality), domestic and farm. */
// prettier-ignore
export const ANIMAL = alt(
  'perro', 'perra', 'perrito', 'caballo', 'yegua', 'gato', 'gata', 'cabra', 'oveja', 'mascota', 'animal', 'animales',
  'cachorro', 'cao', 'cadela', 'cavalo', 'egua', 'bode', 'ovelha',
  'chien', 'chienne', 'cheval', 'jument', 'chat', 'chevre', 'mouton', 'animal',
  'hund', 'hundin', 'pferd', 'stute', 'katze', 'kater', 'ziege', 'schaf', 'tier', 'haustier',
  'cane', 'cagna', 'cavallo', 'cavalla', 'gatto', 'gatta', 'capra', 'pecora', 'animale',
  '(?:anjing|kuda|kucing|kambing|domba|hewan|binatang)(?:nya|ku|mu)?',
);
