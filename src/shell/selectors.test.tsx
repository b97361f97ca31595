// @vitest-environment jsdom
import { Dropdown, FluentProvider, Option, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ClosedDropdown } from './selectors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type State = { value: string; disabled: boolean; readOnly: boolean };

/** The HTML of what `element` draws inside a FluentProvider (the provider's own element left out). */
async function draw(element: React.ReactElement, dark = false): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<FluentProvider theme={dark ? webDarkTheme : webLightTheme}>{element}</FluentProvider>));
  const html = container.firstElementChild!.innerHTML.replace(/<style[^>]*>.*?<\/style>/g, '');
  act(() => root.unmount());
  return html;
}

const fluent = ({ value, disabled, readOnly }: State) => (
  <Dropdown
    className="picker"
    aria-label="Facility"
    placeholder="Choose a facility"
    expandIcon={<LocationRegular />}
    value={value}
    disabled={disabled}
    aria-readonly={readOnly || undefined}
    selectedOptions={value ? ['1'] : []}
  >
    <Option value="1">Madrid Padel Center</Option>
  </Dropdown>
);
const ours = ({ value, disabled, readOnly }: State) => (
  <ClosedDropdown className="picker" label="Facility" placeholder="Choose a facility" icon={<LocationRegular />} value={value} disabled={disabled} readOnly={readOnly} trigger={(button) => button} />
);

describe('ClosedDropdown', () => {
  // It fails when a Fluent upgrade changes what its closed Dropdown draws: the top bar's selectors would no longer look the same before their first use.
  it.each<[string, State]>([
    ['with a value', { value: 'Madrid Padel Center', disabled: false, readOnly: false }],
    ['with its placeholder', { value: '', disabled: false, readOnly: false }],
    ['disabled', { value: '', disabled: true, readOnly: false }],
    ['read-only (one facility)', { value: 'Madrid Padel Center', disabled: true, readOnly: true }],
  ])("draws Fluent's closed Dropdown %s: the same elements, attributes and classes", async (_, state) => {
    expect(await draw(ours(state))).toBe(await draw(fluent(state)));
    expect(await draw(ours(state), true)).toBe(await draw(fluent(state), true));
  });
});
