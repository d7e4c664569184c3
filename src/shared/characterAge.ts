import { MIN_CHARACTER_AGE } from './constants.js';

/** Card age: age_label when it starts with digits, else the age, else '21+' (docs/PRODUCT.md#pages). */
export function displayAge(ageLabel: string | null | undefined, age: number | null | undefined) {
  if (ageLabel && /^\d/.test(ageLabel)) return ageLabel;
  if (typeof age === 'number' && Number.isFinite(age) && age > 0) return String(age);
  return `${MIN_CHARACTER_AGE}+`;
}
