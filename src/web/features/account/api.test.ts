import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './api';

describe('fileNameFrom', () => {
  it('reads the server-suggested name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="velvet-data-luna_fan.json"', 'x.json')).toBe(
      'velvet-data-luna_fan.json',
    );
    expect(fileNameFrom('attachment; filename=data.json', 'x.json')).toBe('data.json');
  });

  it('falls back when there is no header or no name', () => {
    expect(fileNameFrom(null, 'velvet-data.json')).toBe('velvet-data.json');
    expect(fileNameFrom('attachment', 'velvet-data.json')).toBe('velvet-data.json');
  });
});
