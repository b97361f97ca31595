/**
 * Time-zone rules (DESIGN.md §5): instants are stored in UTC and read in the facility's zone with
 * the platform's IANA zone database (Intl, ./local.ts): the console loads no zone data of its own.
 */
export { startOfDayIn } from './local';
