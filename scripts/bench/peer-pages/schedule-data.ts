/** The schedule peers' data: the fields and one day's bookings, fetched the way the console does, and Next day. */
import { useEffect, useState } from 'react';
import { getJson, rowsOf, setup, type Booking, type Field } from './harness';

export interface Day {
  index: number;
  date: Date;
  fields: (Field & { chunk_frequency?: number | null })[];
  bookings: Booking[];
}

/** Local midnight of a YYYY-MM-DD date (the page runs in the facility's zone). */
const midnight = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** The day shown (null until its data is in) and a Next day action; the first day loads with the fields. */
export function useScheduleDays(): { day: Day | null; next: () => void } {
  const [index, setIndex] = useState(0);
  const [day, setDay] = useState<Day | null>(null);
  const [fields, setFields] = useState<Day['fields'] | null>(null);
  useEffect(() => {
    const { fieldsUrl, dayUrls, dates } = setup();
    let live = true;
    void Promise.all([
      fields ? Promise.resolve(fields) : getJson<Day['fields'] | { data: Day['fields'] }>(fieldsUrl!).then(rowsOf),
      getJson<Booking[] | { data: Booking[] }>(dayUrls![index]!).then(rowsOf),
    ]).then(([f, bookings]) => {
      if (!live) return;
      setFields(f);
      setDay({ index, date: midnight(dates![index]!), fields: f, bookings });
    });
    return () => {
      live = false;
    };
    // The fields are fetched once, with the first day.
  }, [index]);
  return { day, next: () => setIndex((i) => i + 1) };
}

/** Minutes per row: the fields' finest start step, as the console's grid (domain/bookings/schedule.ts dayGrid). */
export const stepOf = (fields: Day['fields']) => Math.min(60, ...fields.map((f) => Number(f.chunk_frequency) || 60));
