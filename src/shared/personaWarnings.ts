import { PERSONA_MAX_CHARS, PERSONA_MIN_CHARS } from './constants.js';

/** Advisory checks on a persona system prompt; they never block saving. */
export function personaWarnings(prompt: string): string[] {
  const warnings: string[] = [];
  if (prompt.length < PERSONA_MIN_CHARS)
    warnings.push('Persona is very short - consider adding more detail');
  if (prompt.length > PERSONA_MAX_CHARS)
    warnings.push('Persona is very long - may exceed token limits');
  if (!prompt.toLowerCase().includes('21+')) warnings.push('Should explicitly mention 21+ age');
  if (!prompt.includes('flirty')) warnings.push('Should include flirty/seductive tone guidance');
  return warnings;
}
