import { describe, expect, it } from 'vitest';
import { zoneName } from './zone';

const JAN = new Date('2027-01-15T12:00:00Z');

describe('zoneName', () => {
  it('names a zone in the language by its generic name (never the zone id’s English city in Spanish)', () => {
    expect(zoneName('America/New_York', 'es', JAN)).toBe('hora oriental');
    expect(zoneName('Europe/Madrid', 'es', JAN)).toBe('hora de Europa central');
    expect(zoneName('Europe/London', 'es', JAN)).toBe('hora de Reino Unido');
    expect(zoneName('America/New_York', 'en', JAN)).toBe('Eastern Time');
    expect(zoneName('Europe/Madrid', 'en', JAN)).toBe('Central European Time');
    for (const zone of ['America/New_York', 'America/Mexico_City', 'America/Los_Angeles']) expect(zoneName(zone, 'es', JAN)).not.toMatch(/New York|Mexico City|Los Angeles/);
  });

  it('reads the same name in summer (no standard/daylight switch in the label)', () => {
    const july = new Date('2027-07-15T12:00:00Z');
    expect(zoneName('Europe/Madrid', 'es', july)).toBe(zoneName('Europe/Madrid', 'es', JAN));
    expect(zoneName('America/New_York', 'en', july)).toBe(zoneName('America/New_York', 'en', JAN));
  });

  it('names UTC in words, an offset-only zone by its offset, an unknown zone by its id', () => {
    expect(zoneName('UTC', 'es', JAN)).toBe('tiempo universal coordinado');
    expect(zoneName('UTC', 'en', JAN)).toBe('Coordinated Universal Time');
    expect(zoneName('Etc/GMT+3', 'en', JAN)).toBe('GMT-03:00');
    expect(zoneName('Mars/Olympus', 'en', JAN)).toBe('Mars/Olympus');
  });
});
