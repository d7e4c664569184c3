import { alt } from '../patterns.js';

/**
 * Round 14's minors, non-consent and incest kinds in Spanish, Portuguese, French, German, Italian
 * and Indonesian (decision 0036), added beside lexiconsIntimacy.ts: intimacy words the lexicons
 * lacked ("lebih intim", "mesra", "vamos a lo íntimo", "románticos"), a drink given "so she
 * can't say no", being told to stop and going on, someone asleep approached "without waking
 * her", and a relative played with "let's go further". Loose reading, as those lexicons.
 */
// prettier-ignore
export const SEXUAL_ROLEPLAY = alt(
  '(?:yang |lebih |makin )intim', '(?:mulai |lagi )?(?:bermesraan|mesra(?:an)?)(?! banget sama (?:keluarga|anak|ortu))', 'vamos a lo intimo', 'a lo intimo',
  '(?:in modo|de forma|de manera|de maneira|de un modo) (?:piccante|picante|hot)',
);
export const ROMANTIC_MORE = alt('romanticos', 'nos ponemos romanticos', 'ficamos romanticos');
/** Asked "so she can't say no": the purpose is the refusal taken away. */
// prettier-ignore
export const CANNOT_SAY_NO_PURPOSE = alt(
  'para (?:que )?(?:ella |el )?no (?:pueda|poder) decir que no', '(?:pra|para) (?:ela |ele )?nao (?:conseguir|poder) dizer (?:que )?nao', 'pour qu ?(?:elle|il) ne (?:puisse|peut) (?:plus|pas) dire non',
  'damit (?:sie|er) nicht (?:mehr )?nein sagen kann', 'perche (?:lei |lui )?non (?:possa|riesca a) dire (?:di )?no', '(?:biar|supaya|agar) dia (?:gak|tidak|nggak|ga) bisa (?:nolak|menolak)',
);
/** Told to stop (not to stop smoking or working). */
// prettier-ignore
export const TOLD_TO_STOP = alt(
  '(?:gli |le )?(?:dice|chiede) di (?:smettere|fermarsi)(?! di)', '(?:le |lo )?(?:dice|pide) que pare(?! de)', '(?:lhe )?(?:diz|pede) (?:pra|para) (?:ele )?parar(?! de)',
  '(?:lui )?(?:dit|demande) d ?arreter(?! de)', 'sagt(?: ihm)?,? (?:er soll|dass er) aufhoren', '(?:bilang|minta) (?:dia )?berhenti',
);
// prettier-ignore
export const GOES_ON = alt(
  '(?:ma )?lui non lo fa', 'non si ferma', '(?:pero )?(?:el )?no para', '(?:mas )?ele nao para', 'il ne s ?arrete pas', 'er hort nicht auf', '(?:tapi )?dia (?:gak|tidak|nggak) berhenti',
);
/** Asleep now, in Indonesian's everyday words. */
export const ASLEEP_MORE = alt('dia (?:lagi|sedang|masih) tidur');
export const WITHOUT_WAKING = alt(
  'tanpa (?:bangunin|membangunkan|ngebangunin)(?: dia)?',
  'sin despertarla',
  'sem acorda la',
  'sans la reveiller',
  'ohne sie zu wecken',
  'senza svegliarla',
);
/** "Pretend to be my sister … let's go further": a relative played as the partner. */
// prettier-ignore
export const PRETEND_TO_BE = alt(
  'finge que (?:eres|es|e|seja|sea)', 'faz de conta que (?:voce )?(?:e|eh|seja)', 'hazte pasar por', 'fais semblant d ?etre', 'tu so(?:,)? dass du', 'fingi di essere', 'pura ?pura jadi',
);
/** Not further in a game or a tournament. */
const NOT_A_GAME =
  '(?! (?:no|en el|dans le|im|nel|di) (?:jogo|juego|jeu|spiel|gioco|game|torneio|torneo|tournoi|turnier))';
// prettier-ignore
export const GO_FURTHER = `${alt(
  'vamos (?:mas lejos|mas alla)', '(?:a gente )?vai mais longe', 'vamos mais longe', 'on va plus loin', 'allons plus loin', 'wir gehen weiter', 'gehen wir weiter', 'andiamo oltre', 'andiamo piu in la',
  '(?:kita )?lanjut lebih jauh',
)}${NOT_A_GAME}`;
/** Breaking into a partner's or an ex's account, or tracking a phone unseen. */
// prettier-ignore
export const ACCOUNT_BREAK_IN = alt(
  '(?:hacke|knacke) ich (?:das|den|die)(?: [a-z]+){0,3} (?:konto|account|handy|passwort)', '(?:komme|gelange) ich in (?:das|den|die)(?: [a-z]+){0,2} (?:konto|account|handy) (?:meiner|meines) (?:ex|freundin|frau|mannes|freundes)',
  'hackear (?:la|el) (?:cuenta|correo|celular|movil) de mi (?:ex|novia|novio|esposa|esposo)', '(?:hackear|invadir|entrar n)a (?:conta|email|celular) d[ao] (?:minha|meu) (?:ex|namorad[ao]|esposa|marido)',
  'pirater (?:le compte|la boite|le telephone) de mon (?:ex|copain|mari)', 'hackerare (?:l ?account|la mail|il telefono) (?:della|del) mi[ao] (?:ex|ragazz[ao]|moglie|marito)',
  'hack akun(?: [a-z]+){0,2} (?:mantan|pacar|istri|suami|orang)', 'sadap (?:wa|hp|whatsapp|chat|telepon)(?: [a-z]+){0,2} (?:pacar|istri|suami|mantan|orang)', 'lacak (?:lokasi )?(?:hp|ponsel) (?:orang|pacar|istri|suami|mantan)(?: [a-z]+){0,3} tanpa (?:dia|ketahuan)',
);
