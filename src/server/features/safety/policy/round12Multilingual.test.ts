import { describeRuleRound } from './ruleRoundSuite.js';

/**
 * Round 12's crisis breadth in the six other languages (multilingual/lexiconsCrisisBreadth.ts,
 * decision 0034), read by the rules alone, with benign twins. Sentences are ours, not from a
 * blind set.
 */
const CRISIS = [
  'Solo quiero desaparecer para siempre, ya no aguanto.',
  'Eu tenho acumulado remédios para usar todos de uma vez.',
  'Sono sul tetto, voglio dire addio a tutti.',
  'Ojalá dormirme y no despertar nunca.',
  'Sem mim a vida da minha família seria bem melhor.',
  'Gue cuma nyusahin semua orang, tanpa gue mereka lebih bahagia.',
  'Toute la boîte de comprimés, c’est assez pour mourir ?',
  'Ya tengo la cuerda comprada, hoy es el día.',
  'Seit Wochen horte ich Schlaftabletten.',
];
const CHECK_IN = ['Já não encontro sentido em viver.', 'Sono un peso per tutti.'];
const BENIGN = [
  'Desaparecer para siempre del grupo de trabajo, por fin cambio de empresa.',
  'Estamos en el puente de Brooklyn, ¡qué vista tan bonita!',
  'Je garde mes comprimés dans la cuisine.',
  'Mi piace dormire fino a tardi la domenica.',
  'Tengo una cuerda nueva para escalar hoy.',
  'Ich habe Briefmarken gesammelt, als ich klein war.',
];

describeRuleRound('round 12 crisis breadth in other languages', {
  crisis: CRISIS,
  checkIn: CHECK_IN,
  benign: BENIGN,
});
