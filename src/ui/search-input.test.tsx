// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { drawing } from '../../tests/support/jsdom-draw';
import { Field } from './field-controls';
import { SearchInput } from './search-input';

const draw = drawing();

function Search({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <Field label="Search or scan a code">
      <SearchInput
        value={value}
        onValue={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
    </Field>
  );
}

describe('SearchInput', () => {
  it('a labelled search box; its clear button comes with a value, empties it and keeps the focus in the box', async () => {
    const seen: string[] = [];
    const container = await draw(<Search seen={seen} />);
    const box = container.querySelector('input')!;
    expect(box.type).toBe('search');
    expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Search or scan a code');
    expect(container.querySelector('[role="button"]')).toBeNull();

    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(box, 'Spark');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(seen).toEqual(['Spark']);
    const clear = container.querySelector<HTMLElement>('[role="button"]')!;
    expect(clear.getAttribute('aria-label')).toBe('app.clearSearch');

    await act(async () => clear.click());
    expect(seen).toEqual(['Spark', '']);
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(container.querySelector('[role="button"]')).toBeNull();
  });
});
