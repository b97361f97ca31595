// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, tabStep } from './tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const ITEMS = [
  { value: 'schedule', label: 'Schedule' },
  { value: 'list', label: 'Reservations' },
  { value: 'sale', label: 'List for sale' },
] as const;

function Row() {
  const [selected, setSelected] = useState<(typeof ITEMS)[number]['value']>('list');
  return <Tabs aria-label="Views" items={ITEMS} selected={selected} onSelect={setSelected} />;
}

async function draw() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <FluentProvider theme={webLightTheme}>
        <Row />
      </FluentProvider>,
    ),
  );
  return [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
}

const key = (target: Element, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('Tabs', () => {
  it('names its row and marks the selected tab, the one stop for the Tab key', async () => {
    const tabs = await draw();
    expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Views');
    expect(tabs.map((t) => t.textContent)).toEqual(['Schedule', 'Reservations', 'List for sale']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the focus with the arrow keys, Home and End, wrapping at the ends, without selecting', async () => {
    const tabs = await draw();
    tabs[1]!.focus();
    await key(tabs[1]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[2]);
    await key(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    await key(tabs[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    await key(tabs[2]!, 'Home');
    expect(document.activeElement).toBe(tabs[0]);
    await key(tabs[0]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab when it is pressed (a click, or Enter and Space on the button)', async () => {
    const tabs = await draw();
    await act(() => tabs[2]!.click());
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('steps: next and previous wrap, Home and End jump, other keys are not its own', () => {
    expect(tabStep('ArrowRight', 2, 3)).toBe(0);
    expect(tabStep('ArrowLeft', 0, 3)).toBe(2);
    expect(tabStep('End', 0, 3)).toBe(2);
    expect(tabStep('Home', 2, 3)).toBe(0);
    expect(tabStep('Enter', 1, 3)).toBeNull();
  });
});
