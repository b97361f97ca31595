/**
 * The time zones a facility may use (`GET /facility/timezones`): IANA zone ids where sports
 * facilities operate, grouped by region and sorted within it. The server refuses any other value.
 * A curated list rather than the runtime's whole database: the browser and the server must agree on
 * it, and nobody picks `Antarctica/Troll` for a padel club.
 */
export const TIMEZONES = [
  'UTC',
  // Americas
  'America/Anchorage',
  'America/Argentina/Buenos_Aires',
  'America/Asuncion',
  'America/Bogota',
  'America/Caracas',
  'America/Chicago',
  'America/Costa_Rica',
  'America/Denver',
  'America/El_Salvador',
  'America/Guatemala',
  'America/Guayaquil',
  'America/Halifax',
  'America/Havana',
  'America/La_Paz',
  'America/Lima',
  'America/Los_Angeles',
  'America/Managua',
  'America/Mexico_City',
  'America/Monterrey',
  'America/Montevideo',
  'America/New_York',
  'America/Panama',
  'America/Phoenix',
  'America/Puerto_Rico',
  'America/Santiago',
  'America/Santo_Domingo',
  'America/Sao_Paulo',
  'America/Tegucigalpa',
  'America/Tijuana',
  'America/Toronto',
  'America/Vancouver',
  'Pacific/Honolulu',
  // Europe and Africa
  'Atlantic/Canary',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Zurich',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Johannesburg',
  'Africa/Lagos',
  // Asia and Oceania
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Riyadh',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Melbourne',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
export type TimeZoneId = (typeof TIMEZONES)[number];

export function isTimeZone(value: string): value is TimeZoneId {
  return (TIMEZONES as readonly string[]).includes(value);
}
