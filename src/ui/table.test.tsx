// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { drawing } from '../../tests/support/jsdom-draw';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from './table';

const draw = drawing();

describe('Table (Fluent’s, drawn by the console)', () => {
  it('a sortable heading says how its column is sorted and sorts on a click, Enter or Space; the others are plain headings', async () => {
    const sorted: string[] = [];
    const container = await draw(
      <Table sortable aria-label="Contacts">
        <TableHeader>
          <TableRow>
            <TableHeaderCell sortDirection="ascending" onClick={() => sorted.push('name')}>
              Name
            </TableHeaderCell>
            <TableHeaderCell onClick={() => sorted.push('phone')}>Phone</TableHeaderCell>
            <TableHeaderCell sortable={false}>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ana</TableCell>
            <TableCell>1</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>,
    );
    const [name, phone, actions] = [...container.querySelectorAll('th')];
    expect(name!.getAttribute('aria-sort')).toBe('ascending');
    expect(phone!.getAttribute('aria-sort')).toBe('none');
    expect(actions!.hasAttribute('aria-sort')).toBe(false);
    expect(actions!.querySelector('[role="button"]')).toBeNull();
    // The arrow of the direction only where the column is sorted.
    expect(name!.querySelector('.fui-TableHeaderCell__sortIcon svg')).not.toBeNull();
    expect(phone!.querySelector('.fui-TableHeaderCell__sortIcon')).toBeNull();

    const button = (cell: Element) => cell.querySelector<HTMLElement>('[role="button"]')!;
    expect(button(name!).tabIndex).toBe(0);
    await act(async () => button(name!).click());
    await act(async () => void button(phone!).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await act(async () => void button(phone!).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(sorted).toEqual(['name', 'phone']);
    await act(async () => void button(phone!).dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true })));
    expect(sorted).toEqual(['name', 'phone', 'phone']);
  });

  it('a body row shows the pointer; a heading row does not; a small table has its own cell size', async () => {
    const container = await draw(
      <Table size="small" aria-label="Lines">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Item</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Water</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const [head, body] = [...container.querySelectorAll('tr')];
    expect(body!.className.split(' ').length).toBe(head!.className.split(' ').length + 1);
    expect(container.querySelector('td')!.className).not.toBe(
      (
        await draw(
          <Table aria-label="Lines">
            <TableBody>
              <TableRow>
                <TableCell>Water</TableCell>
              </TableRow>
            </TableBody>
          </Table>,
        )
      ).querySelector('td')!.className,
    );
  });
});
