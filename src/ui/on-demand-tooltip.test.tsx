// @vitest-environment jsdom
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawing } from '../../tests/support/jsdom-draw';
import { OnDemandTooltip } from './on-demand-tooltip';

const draw = drawing();
afterEach(() => vi.useRealTimers());

/** Lets `ms` pass with React's updates applied (the page goes idle after 200 ms in jsdom, which has no requestIdleCallback). */
const settle = async (ms: number) => act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));

/** The tooltip shown with `text`, once its code has come (a first import takes a while in a test). */
const shown = (text: string) =>
  vi.waitFor(
    async () => {
      await settle(20);
      expect(document.querySelector('[role="tooltip"]')?.textContent).toBe(text);
    },
    { timeout: 3000 },
  );

describe('OnDemandTooltip', () => {
  // The first two run before the tooltip's code has come (a module loaded by one test stays loaded for the next).
  it('describes its trigger before it is loaded with a hidden text it points to (description)', async () => {
    const container = await draw(
      <OnDemandTooltip content="Ctrl+K" relationship="description">
        <button type="button" aria-label="Search" />
      </OnDemandTooltip>,
    );
    const button = container.querySelector('button')!;
    const described = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Ctrl+K');
    expect(described?.hidden).toBe(true);
  });

  it('never draws its trigger anew while it has the focus, the pointer or a dialog it opened has the focus (a click under way and the way back of the focus are not lost); takes over once left', async () => {
    const container = await draw(
      <OnDemandTooltip content="Collapse menu" relationship="label">
        <button type="button" />
      </OnDemandTooltip>,
    );
    const before = container.querySelector('button')!;
    await act(async () => before.focus());
    // The page is idle and the tooltip's code has come (imported here first, so it comes at once): the focused button stays the same element.
    await import('./tooltip-kit');
    await settle(600);
    expect(container.querySelector('button')).toBe(before);
    expect(document.activeElement).toBe(before);
    // The focus goes into a dialog the button opened: the button stays, for the dialog gives the focus back to it.
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const inside = dialog.appendChild(document.createElement('button'));
    await act(async () => inside.focus());
    await settle(100);
    expect(container.querySelector('button')).toBe(before);
    await act(async () => before.focus());
    dialog.remove();
    // Left: Fluent's Tooltip takes over (the button is drawn anew inside it, named as before).
    await act(async () => before.blur());
    await vi.waitFor(
      async () => {
        await settle(20);
        expect(container.querySelector('button')).not.toBe(before);
      },
      { timeout: 3000 },
    );
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Collapse menu');
  });

  it('names its trigger before the tooltip is loaded, as the Tooltip would (label)', async () => {
    const container = await draw(
      <OnDemandTooltip content="Expand menu" relationship="label">
        <button type="button" />
      </OnDemandTooltip>,
    );
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Expand menu');
    // Once loaded (the page idle), Fluent's Tooltip names it the same way.
    await settle(300);
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Expand menu');
  });

  it('shows the tooltip when its trigger is hovered', async () => {
    const container = await draw(
      <OnDemandTooltip content="Start the timer" relationship="label">
        <button type="button" />
      </OnDemandTooltip>,
    );
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    await act(async () => container.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await shown('Start the timer');
  });

  it('passes a menu trigger’s props through to its child: the button opens the menu', async () => {
    const container = await draw(
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <OnDemandTooltip content="Bookings" relationship="label">
            <button type="button" />
          </OnDemandTooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem>Schedule</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>,
    );
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await act(async () => button.click());
    expect(document.querySelector('[role="menuitem"]')?.textContent).toBe('Schedule');
  });
});
