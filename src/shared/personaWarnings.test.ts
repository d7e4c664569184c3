import { describe, expect, it } from 'vitest';
import { personaWarnings } from './personaWarnings.js';

describe('personaWarnings', () => {
  it('warns about short prompts without 21+ or tone guidance', () => {
    expect(personaWarnings('Hi')).toEqual([
      'Persona is very short - consider adding more detail',
      'Should explicitly mention 21+ age',
      'Should include flirty/seductive tone guidance',
    ]);
  });
  it('warns about long prompts and is quiet for a good one', () => {
    expect(personaWarnings(`You are 21+ and flirty. ${'x'.repeat(1500)}`)).toEqual([
      'Persona is very long - may exceed token limits',
    ]);
    expect(
      personaWarnings('You are Luna, 24 (21+), a flirty and warm painter who loves the night.'),
    ).toEqual([]);
  });
});
