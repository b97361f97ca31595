/** Peer: Fluent UI's DataGrid (its own column and row state) drawing the contacts list's 100 rows with the same cells and icon buttons. */
import {
  Button,
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  FluentProvider,
  webLightTheme,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { createRoot } from 'react-dom/client';
import type { Contact } from './harness';
import { COLUMNS, statusText, useContactPages } from './list-data';

const columns: TableColumnDefinition<Contact>[] = [
  ...COLUMNS.map((c) => createTableColumn<Contact>({ columnId: c.key, renderHeaderCell: () => c.title, renderCell: (row) => (c.key === 'status' ? statusText(row.status) : row[c.key]) })),
  createTableColumn<Contact>({
    columnId: 'actions',
    renderHeaderCell: () => 'Actions',
    renderCell: (row) => (
      <>
        <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${row.name}`} />
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${row.name}`} />
      </>
    ),
  }),
];

function Page() {
  const { rows, next } = useContactPages();
  if (!rows) return <p>Loading…</p>;
  return (
    <>
      <Button aria-label="Next page" onClick={next}>
        Next
      </Button>
      <DataGrid items={rows} columns={columns} getRowId={(row: Contact) => row.id} aria-label="Contacts">
        <DataGridHeader>
          <DataGridRow>{({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}</DataGridRow>
        </DataGridHeader>
        <DataGridBody<Contact>>{({ item, rowId }) => <DataGridRow<Contact> key={rowId}>{({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}</DataGridRow>}</DataGridBody>
      </DataGrid>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <Page />
  </FluentProvider>,
);
