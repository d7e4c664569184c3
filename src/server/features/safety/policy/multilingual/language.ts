/**
 * Which language a normalised message is in, well enough to choose the lexicons (decision 0027):
 * counted function words of English and of the six languages the multilingual concepts read.
 * A library was measured and not adopted (see the decision); it reads the loose reading of the
 * normaliser (no accents, letter runs capped at two, not squeezed).
 */
export type ForeignLanguage = 'es' | 'pt' | 'fr' | 'de' | 'it' | 'id';

// Words that are also common English ("no", "me", "in", "so", "was", "will", "an", "also",
// "man", "war", "a", "die",) are left out of the foreign lists: they cannot tell the languages apart.
// prettier-ignore
const ENGLISH = 'the a an and is are was were i you he she it we they my your his her our their me him them to of in on at for with not no but or if this that what so do does did have has had be been will would can could just want like about from up out there here then than when how why who am im dont its please write make after before into should all some every more very any one get go know think see off over only really because been being these those us let lets will tell need got'.split(' ');
// prettier-ignore
const FOREIGN: Record<ForeignLanguage, string> = {
  es: 'el la los las una y que de del entre es por para pero mi tu su yo ella muy quiero tiene tengo esta estoy como se lo le hoy ya todo mas sin sobre cuando porque hacer escribe eres soy nos mis tus sus nuestro',
  pt: 'os uma que de entre do da dos das em na nao eu ela ele voce com para por meu minha tem esta muito isso mas quero sou seu sua nos',
  fr: 'le la les une et est je il elle nous vous que qui de entre des du dans pour pas ne sur avec mon ma mes ce cette suis cest jai au aux tres mais veux fais ecris toi moi',
  de: 'der das dass und ist ich du er sie es wir nicht ein eine einen dem den mit fur auf zu im bin sind mein meine dein deine aber auch noch nur schon bitte oder wenn habe hab sehr mich mir dich dir uns schreib ihr ihm',
  it: 'il lo la gli le una di da con per che non sono mio mia tuo tua suo sua ma anche molto questo questa voglio ho hai ha come del della nella alla sei perche cosa scrivi ti ci',
  id: 'yang dan di ke dari ini itu saya aku kamu dia tidak akan sudah ada dengan untuk juga tapi atau mau bisa karena sama jadi lagi buat tolong adalah kita kami mereka masih belum sangat banget ya gak nggak sih dong aja kok ayo anak bikin tentang gimana gue banget',
};

const ENGLISH_SET = new Set(ENGLISH);
/** Foreign function word → the languages it belongs to (a word may be Spanish and Italian). */
const FOREIGN_WORDS = new Map<string, ForeignLanguage[]>();
for (const [language, words] of Object.entries(FOREIGN) as [ForeignLanguage, string][])
  for (const word of words.split(' '))
    if (!ENGLISH_SET.has(word))
      FOREIGN_WORDS.set(word, [...(FOREIGN_WORDS.get(word) ?? []), language]);

const WORD = /[a-z]+/g;

/**
 * The foreign language a message is mostly in, or null for English (and for too little to
 * tell). Mixed messages count as foreign when their foreign function words outnumber the English
 * ones: the English rules and the learned layer read every message anyway.
 */
export function foreignLanguage(text: string): ForeignLanguage | null {
  let english = 0;
  let foreign = 0;
  const votes = new Map<ForeignLanguage, number>();
  for (const [word] of text.matchAll(WORD)) {
    if (ENGLISH_SET.has(word)) english += 1;
    const languages = FOREIGN_WORDS.get(word);
    if (!languages) continue;
    foreign += 1;
    for (const language of languages) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  // One foreign word is enough only when nothing is English ("dia anak SMP …").
  if (foreign <= english || (foreign < 2 && english > 0)) return null;
  let best: ForeignLanguage | null = null;
  for (const [language, count] of votes) if (!best || count > votes.get(best)!) best = language;
  return best;
}

/**
 * Whether any foreign function word occurs: a short message the language check cannot place
 * ("ya no las voy a necesitar") is still read for crisis phrases (decision 0033).
 */
export function hasForeignWord(text: string): boolean {
  for (const [word] of text.matchAll(WORD)) if (FOREIGN_WORDS.has(word)) return true;
  return false;
}
