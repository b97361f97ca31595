/** Peer: Fluent UI's Table components, bare (no DataGrid state), drawing the contacts list's 100 rows with the same cells and icon buttons. */
import { Button, FluentProvider, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, webLightTheme } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { createRoot } from 'react-dom/client';
import { COLUMNS, statusText, useContactPages } from './list-data';

function Page() {
  const { rows, next } = useContactPages();
  if (!rows) return <p>Loading…</p>;
  return (
    <>
      <Button aria-label="Next page" onClick={next}>
        Next
      </Button>
      <Table aria-label="Contacts">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHeaderCell key={c.key}>{c.title}</TableHeaderCell>
            ))}
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.phone}</TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{statusText(row.status)}</TableCell>
              <TableCell>
                <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${row.name}`} />
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${row.name}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <Page />
  </FluentProvider>,
);
