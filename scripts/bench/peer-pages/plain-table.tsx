/** Peer: a plain <table> of the contacts list's 100 rows, with the same cells and two action buttons a row. */
import { createRoot } from 'react-dom/client';
import { COLUMNS, statusText, useContactPages } from './list-data';

function Page() {
  const { rows, next } = useContactPages();
  if (!rows) return <p>Loading…</p>;
  return (
    <>
      <button type="button" aria-label="Next page" onClick={next}>
        Next
      </button>
      <table aria-label="Contacts">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key}>{c.title}</th>
            ))}
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.phone}</td>
              <td>{row.email}</td>
              <td>{statusText(row.status)}</td>
              <td>
                <button type="button" aria-label={`Edit ${row.name}`}>
                  Edit
                </button>
                <button type="button" aria-label={`Delete ${row.name}`}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
