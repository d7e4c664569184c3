import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately not tailwind-merge (~9 KB gzipped, a large share of the
 * landing page's JavaScript budget): components take a variant or size prop instead, and
 * callers only add classes that do not conflict with a component's own utilities.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
