// @vitest-environment jsdom
import { Textarea as FluentTextarea } from '@fluentui/react-components';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { drawing } from '../../tests/support/jsdom-draw';
import { Field, Input, Select, Textarea } from './field-controls';

const draw = drawing();

const labelOf = (control: Element) => document.querySelector(`label[for="${control.id}"]`)?.textContent;

describe('Field, Input and Select (Fluent’s, drawn by the console)', () => {
  it('a field names its input by its label, and says nothing is wrong while there is no error', async () => {
    const container = await draw(
      <Field label="Name" hint="As on the card">
        <Input value="" onChange={() => {}} />
      </Field>,
    );
    const input = container.querySelector('input')!;
    expect(labelOf(input)).toBe('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('As on the card');
  });

  it('an error is announced, marks the control invalid and describes it', async () => {
    const container = await draw(
      <Field label="To" validationMessage="“To” is before “from”" required>
        <Select value="a" onChange={() => {}}>
          <option value="a">A</option>
        </Select>
      </Field>,
    );
    const select = container.querySelector('select')!;
    expect(labelOf(select)).toContain('To');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.required).toBe(true);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('“To” is before “from”');
    expect(select.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('a message that is no error (validationState none) is a note: no alert, the control stays valid', async () => {
    const container = await draw(
      <Field label="Progress" validationMessage="2 taken so far" validationState="none">
        <Input value="" onChange={() => {}} />
      </Field>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('input')!.getAttribute('aria-invalid')).toBeNull();
    expect(container.textContent).toContain('2 taken so far');
  });

  it('labels a Fluent control inside it through Fluent’s field context', async () => {
    const container = await draw(
      <Field label="Notes" validationMessage="Too long">
        <FluentTextarea value="" onChange={() => {}} />
      </Field>,
    );
    const area = container.querySelector('textarea')!;
    expect(labelOf(area)).toBe('Notes');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('reports what is typed and chosen as Fluent’s do (the event and { value })', async () => {
    const typed: string[] = [];
    const chosen: string[] = [];
    const container = await draw(
      <>
        <Input defaultValue="" onChange={(_, d) => typed.push(d.value)} />
        <Select defaultValue="a" onChange={(_, d) => chosen.push(d.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </Select>
      </>,
    );
    const input = container.querySelector('input')!;
    const select = container.querySelector('select')!;
    const setValue = (el: HTMLInputElement | HTMLSelectElement, value: string) => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    await act(async () => setValue(input, 'Ana'));
    await act(async () => setValue(select, 'b'));
    expect(typed).toEqual(['Ana']);
    expect(chosen).toEqual(['b']);
    // Fluent's class names stay: the shell's touch-target rules and the tests that find a box by them see the same elements.
    expect(container.querySelector('.fui-Input > input.fui-Input__input')).toBe(input);
    expect(container.querySelector('.fui-Select > select.fui-Select__select')).toBe(select);
  });

  it('a textarea is named by its field, marked invalid with its error, and answers its value', async () => {
    const typed: string[] = [];
    const container = await draw(
      <Field label="Notes" validationMessage="Notes is too long">
        <Textarea value="" resize="vertical" onChange={(_, d) => typed.push(d.value)} />
      </Field>,
    );
    const area = container.querySelector('textarea')!;
    expect(labelOf(area)).toBe('Notes');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toBe('Notes is too long');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'Bring balls');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(typed).toEqual(['Bring balls']);
  });
});
