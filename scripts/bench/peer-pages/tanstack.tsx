/** Peer: TanStack Table (headless) drawing a plain <table> of the contacts list's 100 rows, the same cells and actions. */
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { createRoot } from 'react-dom/client';
import type { Contact } from './harness';
import { COLUMNS, statusText, useContactPages } from './list-data';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Contact>();
const columns = helper.columns([
  ...COLUMNS.map((c) => helper.accessor(c.key, { header: c.title, cell: (info) => (c.key === 'status' ? statusText(String(info.getValue())) : info.getValue()) })),
  helper.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <>
        <button type="button" aria-label={`Edit ${row.original.name}`}>
          Edit
        </button>
        <button type="button" aria-label={`Delete ${row.original.name}`}>
          Delete
        </button>
      </>
    ),
  }),
]);
const NO_ROWS: Contact[] = [];

function Page() {
  const { rows, next } = useContactPages();
  const table = useTable<typeof features, Contact>({ features, columns, data: rows ?? NO_ROWS });
  if (!rows) return <p>Loading…</p>;
  return (
    <>
      <button type="button" aria-label="Next page" onClick={next}>
        Next
      </button>
      <table aria-label="Contacts">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
