// @vitest-environment jsdom
import { Badge, Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableRow, cellBadgeClass } from './table';
import { ROW_ICON_PATHS, useTableClasses, type TableClasses } from './table-classes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useTableClasses', () => {
  it("gives the plain elements of a list's body the very classes of the TableRow and TableCell (./table), and of Fluent's subtle icon Button and tint Badge", async () => {
    let classes: TableClasses | undefined;
    function Probe() {
      classes = useTableClasses();
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <FluentProvider theme={webLightTheme}>
          <Probe />
          <Table>
            <TableBody>
              <TableRow>
                <TableCell>
                  <Button appearance="subtle" icon={<EditRegular />} aria-label="Edit" />
                  <DeleteRegular />
                  <Badge appearance="tint" color="success">
                    Active
                  </Badge>
                  <Badge appearance="tint" color="brand">
                    App user
                  </Badge>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </FluentProvider>,
      ),
    );
    const button = container.querySelector('button')!;
    expect(classes!.row).toBe(container.querySelector('tbody tr')!.className);
    expect(classes!.cell).toBe(container.querySelector('td')!.className);
    // The button and its icon: Fluent's classes, and one more of ours (unclipped: `overflow: visible`).
    const [edit, remove] = container.querySelectorAll('svg');
    // (Griffel's `___…` class names the merged set, so it differs with one class more.)
    const atomic = (classes: string) => classes.split(' ').filter((c) => !c.startsWith('___'));
    const withOneMore = (ours: string, fluent: string) => {
      const mine = atomic(ours);
      expect(atomic(fluent).filter((c) => !mine.includes(c))).toEqual([]);
      expect(mine.length).toBe(atomic(fluent).length + 1);
    };
    withOneMore(classes!.iconButton, button.className);
    // The icon's <svg> carries the button's icon slot (the <span> Fluent wraps it in) and the icon's own classes, four more of ours:
    // unclipped, and the attributes Fluent's icon sets (fill, width, height: these values) as classes.
    const slot = atomic(button.querySelector('span')!.className);
    const ownIcon = atomic(edit!.getAttribute('class')!);
    const svg = atomic(classes!.buttonIcon);
    expect([...slot, ...ownIcon].filter((c) => !svg.includes(c))).toEqual([]);
    expect(svg.length).toBe(new Set([...slot, ...ownIcon]).size + 4);
    expect(['fill', 'width', 'height'].map((a) => edit!.getAttribute(a))).toEqual(['currentColor', '1em', '1em']);
    expect(edit!.querySelector('path')!.getAttribute('d')).toBe(ROW_ICON_PATHS.edit);
    expect(remove!.querySelector('path')!.getAttribute('d')).toBe(ROW_ICON_PATHS.delete);
    const [success, brand] = container.querySelectorAll('.fui-Badge');
    // Fluent's Badge classes, and the one that draws its border as the badge's own (./table.module.css).
    expect(classes!.badge.success).toBe(`${success!.className} ${cellBadgeClass}`);
    expect(classes!.badge.brand).toBe(`${brand!.className} ${cellBadgeClass}`);
    await act(async () => root.unmount());
  });
});
