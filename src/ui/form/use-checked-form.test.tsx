// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawing } from '../../../tests/support/jsdom-draw';
import '../../i18n';
import '../../i18n/console-texts';
import { ApiError } from '../../api/client';
import { TextInput } from './text-input';
import { useCheckedForm } from './use-checked-form';

const draw = drawing();
const rules = () => import('../../../domain/auth/schemas').then((m) => m.changePasswordRequestSchema);
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** The change-password form's shape: three inputs, a submit, and the form's own controls for the test. */
function draft(onValid: (values: unknown) => void) {
  let form!: ReturnType<typeof useCheckedForm<Awaited<ReturnType<typeof rules>>>>;
  function Form() {
    form = useCheckedForm(rules, EMPTY);
    return (
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextInput {...form.field('current_password')} label="Current password" type="password" />
        <TextInput {...form.field('new_password')} label="New password" type="password" />
        <TextInput {...form.field('confirm_password')} label="Confirm password" type="password" />
        <button type="submit">Save</button>
      </form>
    );
  }
  return { Form, form: () => form };
}

const alerts = (container: HTMLElement) => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
/** Waits for what the form shows once its rules (loaded with the first check) have answered. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });
const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const submit = async (container: HTMLElement) => {
  await act(async () => container.querySelector('form')!.requestSubmit());
};

describe('useCheckedForm: a few text inputs checked by a domain schema', () => {
  it('an empty submit shows each field’s message, focuses the first and sends nothing', async () => {
    const onValid = vi.fn();
    const { Form } = draft(onValid);
    const container = await draw(<Form />);
    await submit(container);
    await until(() => expect(alerts(container)).toHaveLength(3));
    expect(alerts(container)[0]).toBe('Current password is required');
    expect(document.activeElement).toBe(container.querySelectorAll('input')[0]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('once submitted, a field is checked again as it changes; valid values are sent', async () => {
    const onValid = vi.fn();
    const { Form } = draft(onValid);
    const container = await draw(<Form />);
    await submit(container);
    await until(() => expect(alerts(container)).toHaveLength(3));
    const [current, next, confirm] = [...container.querySelectorAll('input')];
    await type(current!, 'secret1');
    await until(() => expect(alerts(container)).toHaveLength(2));
    await type(next!, 'secret22');
    await type(confirm!, 'secret23');
    await until(() => expect(alerts(container)).toEqual(['passwords do not match']));
    await submit(container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onValid).not.toHaveBeenCalled();
    await type(confirm!, 'secret22');
    await until(() => expect(alerts(container)).toEqual([]));
    await submit(container);
    await until(() => expect(onValid).toHaveBeenCalledWith({ current_password: 'secret1', new_password: 'secret22', confirm_password: 'secret22' }));
    expect(alerts(container)).toEqual([]);
  });

  it('the server’s field errors go onto their fields, and reset empties the form', async () => {
    const { Form, form } = draft(() => {});
    const container = await draw(<Form />);
    await type(container.querySelector('input')!, 'wrong');
    await act(async () => form().showServerErrors(new ApiError('E400', 'Invalid data', { fields: { current_password: 'Current password is wrong', unknown_field: 'x' } }, 400)));
    expect(alerts(container)).toEqual(['Current password is wrong']);
    await act(async () => form().reset());
    expect(alerts(container)).toEqual([]);
    expect(container.querySelector('input')!.value).toBe('');
  });

  it('takes values of any type (a number, a list), checks them with a classic zod schema, and reads its latest values', async () => {
    const onValid = vi.fn();
    const weekRules = () => import('zod').then(({ z }) => z.object({ every: z.number().int().min(1), days: z.array(z.number()).min(1, { message: 'validation.passwordsDoNotMatch' }) }));
    let form!: ReturnType<typeof useCheckedForm<Awaited<ReturnType<typeof weekRules>>>>;
    function Week() {
      form = useCheckedForm(weekRules, { every: 1, days: [] as number[] });
      const days = form.field('days');
      return (
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <button type="button" onClick={() => days.onChange([...form.values().days, 3])}>
            Wednesday
          </button>
          {days.error && <p role="alert">{days.error}</p>}
          <button type="submit">Save</button>
        </form>
      );
    }
    const container = await draw(<Week />);
    await submit(container);
    // A refinement's message that is a key is translated.
    await until(() => expect(alerts(container)).toEqual(['passwords do not match']));
    await act(async () => container.querySelector('button')!.click());
    await until(() => expect(alerts(container)).toEqual([]));
    expect(form.values()).toEqual({ every: 1, days: [3] });
    await submit(container);
    await until(() => expect(onValid).toHaveBeenCalledWith({ every: 1, days: [3] }));
  });
});
