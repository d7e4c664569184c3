/**
 * Round 13's harmless readings (decision 0035), blanked like the others in masks.ts: adults'
 * children mentioned in passing (at the grandparents', a graduation, moved out), a safe-word
 * check-in (asking, not refusing), how fraud detection works, a parent asking how to talk to a
 * teenager about dating, a recovery told in the past tense, helping someone with suicidal
 * thoughts, a dose asked out of worry, and research on suicide rates. Counter-twins with the
 * same words and a real signal are in policy/round13Readings.test.ts.
 */
const THEIR_KIDS = '(?:the|our|my|their|his|her) (?:kids|children|boys|girls)';
const A_CHILD = '(?:daughter|son|kid|teen|teenager|child)';

// prettier-ignore
export const INCIDENTAL_READINGS = [
  // grown-ups' children in passing, not in the scene
  `${THEIR_KIDS} (?:(?:are|were) )?(?:at|with|over at|staying at|off at) (?:grandmas|grandpas|the grandparents|their grandparents|grandma s|grandpa s|their dads|their moms|a slep ?over|camp|my moms|my mums|his moms|her moms|my sisters|a friends)`,
  '(?:their|our|my|his|her) (?:kids|childrens|sons|daughters|kid s|kids s) (?:graduation|wedding|recital|school play)',
  `(?:after|since|now that|once) ${THEIR_KIDS} (?:have |had |finaly )?(?:moved out|left home|grown up|are grown|went (?:of )?to colege|left for colege|flew the nest)`,
  // a check-in before going on is asking, not a refusal
  '(?:after|with|following|do|did|does) (?:a |the |our |their )?(?:quick )?(?:safe ?word|traffic light|colou?r) check ?ins?',
  // how fraud is caught, asked by someone who explains it
  'how (?:does|do|is) (?:credit card |card |bank |the |our )?fraud (?:detection|prevention|monitoring|alerts?)(?: systems?)? (?:work|caught|done)',
  // a parent asking how to talk to a teenager about dating
  `(?:my|our) (?:(?:teenage |teen |[0-9]+ year old )?${A_CHILD}|[0-9]+ year old)(?: [a-z0-9]+){0,6} (?:wants? to (?:start )?(?:date|dating|go out)|has (?:a|her first|his first) (?:boyfriend|girlfriend|crush)|is dating|started dating)(?: [a-z]+){0,6}(?= [a-z .]{0,20}how (?:do|can|should) (?:i|we) (?:talk|speak|bring it up|aproach|handle))`,
  // a recovery told in the past tense
  'i used to (?:self ?harm|cut myself|hurt myself|want to die|be suicidal|think (?:nobody|no one) would mis me)(?= [a-z0-9 .]{0,90}(?:beter|recovered|recovery|healed|volunteer|prove me wrong|now i have|glad i|grateful))',
  // helping someone else through suicidal thoughts
  '(?:talk to|say to|tell|help|support|be there for|reach out to) (?:someone|somebody|a friend|a person|my [a-z]+) (?:who is|whos|who s|thats|that is|going through|with) (?:having |struggling with |dealing with )?suicidal (?:thoughts|feelings|ideation)',
  // a dose asked out of worry about one's own habit
  '(?:lethal|toxic|fatal|dangerous) (?:dose|amount|level) of (?:caffeine|vitamin [a-z]|salt|water|sugar|energy drinks|nicotine)(?= [a-z0-9 .]{0,60}(?:worried|am i ok|is it safe|i drink|i take|i have))',
  // research on suicide, not a plan
  '(?:how much|what amount of) (?:caffeine|vitamin [a-z]|salt|water|nicotine) is (?:toxic|too much|dangerous|lethal)(?= [a-z0-9 .?]{0,60}(?:worried|am i ok|is it safe|i drink|i take|i have))',
  'suicide (?:rates?|statistics|stats|research|data|epidemiology)',
];
