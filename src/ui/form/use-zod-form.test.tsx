// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawing } from '../../../tests/support/jsdom-draw';
import '../../i18n';
import '../../i18n/console-texts';
import { Controller, useWatch, useZodForm, type Control } from './use-zod-form';

const draw = drawing();
/** A facility's shape in small: a name, a week of opening days (an issue inside a day), a price. */
const rules = () =>
  import('zod').then(({ z }) =>
    z.object({
      name: z.string().min(1),
      week: z.array(z.object({ open: z.string().regex(/^\d\d:\d\d$/) })),
      price: z.number().int().min(0),
    }),
  );
type Values = { name: string; week: { open: string }[]; price: number };
const START: Values = { name: '', week: [{ open: '09:00' }], price: 0 };

const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });
const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

/** Each input of the form, counting how often it is drawn. */
function Bound({ control, name, drawn }: { control: Control; name: keyof Values; drawn: Record<string, number> }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        drawn[name] = (drawn[name] ?? 0) + 1;
        const text = name === 'week' ? (field.value as Values['week'])[0]!.open : String(field.value);
        return (
          <label>
            {name}
            <input ref={field.ref} aria-label={name} value={text} onChange={(e) => field.onChange(name === 'week' ? [{ open: e.target.value }] : name === 'price' ? Number(e.target.value) : e.target.value)} />
            {fieldState.error && <span role="alert">{`${name}: ${fieldState.error.message}`}</span>}
          </label>
        );
      }}
    />
  );
}

function draft(onValid: (values: unknown) => void) {
  const drawn: Record<string, number> = {};
  let form!: ReturnType<typeof useZodForm<Awaited<ReturnType<typeof rules>>>>['form'];
  function Summary({ control }: { control: Control }) {
    const name = useWatch({ control, name: 'name' }) as string;
    drawn.summary = (drawn.summary ?? 0) + 1;
    return <output>{name}</output>;
  }
  function Form() {
    ({ form } = useZodForm(rules, START));
    drawn.form = (drawn.form ?? 0) + 1;
    return (
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        {form.formState.isDirty && <p>unsaved</p>}
        <Bound control={form.control} name="name" drawn={drawn} />
        <Bound control={form.control} name="week" drawn={drawn} />
        <Bound control={form.control} name="price" drawn={drawn} />
        <Summary control={form.control} />
        <button type="submit">Save</button>
      </form>
    );
  }
  return { Form, drawn, form: () => form };
}

const alerts = (container: HTMLElement) => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const input = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;
const submit = (container: HTMLElement) => act(async () => container.querySelector('form')!.requestSubmit());

describe('useZodForm: a form whose inputs bind one field each', () => {
  it('typing draws the changed input and what watches it, not the other inputs nor the form', async () => {
    const { Form, drawn } = draft(() => {});
    const container = await draw(<Form />);
    // The first change draws the form once more: it became dirty (and its inputs with it, as children).
    await type(input(container, 'name'), 'C');
    expect(container.textContent).toContain('unsaved');
    const before = { ...drawn };
    await type(input(container, 'name'), 'Centre');
    expect(drawn.name).toBe(before.name! + 1);
    expect(drawn.summary).toBe(before.summary! + 1);
    expect(container.querySelector('output')!.textContent).toBe('Centre');
    expect(drawn.week).toBe(before.week);
    expect(drawn.price).toBe(before.price);
    expect(drawn.form).toBe(before.form);
  });

  it('is dirty while its values differ from where it started, lists and records compared by value', async () => {
    const { Form, form } = draft(() => {});
    const container = await draw(<Form />);
    expect(container.textContent).not.toContain('unsaved');
    await type(input(container, 'week'), '10:00');
    expect(container.textContent).toContain('unsaved');
    await type(input(container, 'week'), '09:00');
    expect(container.textContent).not.toContain('unsaved');
    // A loaded record is the new start: untouched.
    await act(async () => form().reset({ name: 'Centre', week: [{ open: '08:00' }], price: 500 }));
    expect(input(container, 'name').value).toBe('Centre');
    expect(input(container, 'week').value).toBe('08:00');
    expect(container.textContent).not.toContain('unsaved');
  });

  it('a refused submit shows each message (inside a list: Invalid Format), focuses the first input in the page and sends nothing', async () => {
    const onValid = vi.fn();
    const { Form } = draft(onValid);
    const container = await draw(<Form />);
    await type(input(container, 'week'), '9');
    await type(input(container, 'price'), '-1');
    await submit(container);
    await until(() => expect(alerts(container)).toHaveLength(3));
    expect(alerts(container)).toEqual(['name: Name is required', 'week: Invalid Format', 'price: Price must be greater than or equal to 0']);
    expect(document.activeElement).toBe(input(container, 'name'));
    expect(onValid).not.toHaveBeenCalled();
    // Once submitted, each field is checked again as it changes; valid values are sent.
    await type(input(container, 'name'), 'Centre');
    await type(input(container, 'week'), '09:30');
    await type(input(container, 'price'), '1200');
    await until(() => expect(alerts(container)).toEqual([]));
    await submit(container);
    await until(() => expect(onValid).toHaveBeenCalledWith({ name: 'Centre', week: [{ open: '09:30' }], price: 1200 }));
  });

  it('a loaded record put in the form by an effect that depends on the form is put once, not again at each drawing', async () => {
    const record = { name: 'Centre', week: [{ open: '08:00' }], price: 500 };
    let resets = 0;
    function Loaded() {
      const { form } = useZodForm(rules, START);
      useEffect(() => {
        resets++;
        form.reset(record);
      }, [form]);
      return <Bound control={form.control} name="name" drawn={{}} />;
    }
    const container = await draw(<Loaded />);
    await type(input(container, 'name'), 'Centre 2');
    await type(input(container, 'name'), 'Centre 3');
    expect(resets).toBe(1);
    expect(input(container, 'name').value).toBe('Centre 3');
  });
});
