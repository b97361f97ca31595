/** The list peers' data: a page of contacts fetched with the console's own call, and Next page. */
import { useEffect, useState } from 'react';
import { getJson, listPageUrl, rowsOf, type Contact } from './harness';

export function useContactPages(): { rows: Contact[] | null; next: () => void } {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Contact[] | null>(null);
  useEffect(() => {
    let live = true;
    void getJson<Contact[] | { data: Contact[] }>(listPageUrl(page)).then((body) => live && setRows(rowsOf(body)));
    return () => {
      live = false;
    };
  }, [page]);
  return { rows, next: () => setPage((p) => p + 1) };
}

/** The columns the console's contacts list shows. */
export const COLUMNS = [
  { key: 'name', title: 'Name' },
  { key: 'phone', title: 'Phone' },
  { key: 'email', title: 'E-mail' },
  { key: 'status', title: 'Status' },
] as const;

export const statusText = (status: string) => (status === 'A' ? 'Active' : 'Inactive');
