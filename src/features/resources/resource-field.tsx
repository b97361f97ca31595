import { Checkbox, FieldContextProvider, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input, Select, Textarea } from '../../ui/field-controls';
import { Controller, useWatch, type Control } from '../../ui/form/use-zod-form';
import { useTranslation } from 'react-i18next';
import type { PriceRangeInput } from '../../../domain/organization/price-plan';
import type { ResourceDef, ResourceFormField, WeekSchedule } from '../../../domain/resources/resource';
import { isPlatformRole } from '../../../domain/access/roles';
import { useGroups } from '../../api/organizations';
import { useActiveRows, useSourceChoices } from '../../api/resources';
import { useSessionUser } from '../../session/use-session';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../../domain/money';
import { useSelection } from '../../shell/selection';
import { MoneyInput } from '../../ui/form/money-input';
import { TimeInput } from '../../ui/form/time-input';
import { is12Hour } from '../../../domain/organization/clock';
import { TextField } from '../../ui/form/text-field';
import { FacilitiesInput, MembersInput, OperatorsInput, PermissionsInput, ReadonlyValue } from './link-inputs';
import { RangesInput } from './ranges-input';
import { optionLabelKey, refOptionLabel } from './value-text';
import type { RefDeclarations } from './declarations';

const useStyles = makeStyles({
  week: { display: 'grid', gridTemplateColumns: 'minmax(90px, auto) auto 1fr 1fr', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

interface Props {
  def: ResourceDef;
  /** The declarations `def`'s reference fields point at (./declarations): a reference is chosen among its rows. */
  refs: RefDeclarations;
  spec: ResourceFormField;
  control: Control;
  tenant: number | null;
}

/** The choices of a reference field: the referenced resource's active rows in the same tenant. */
function ReferenceSelect({ def, refs, spec, control, tenant }: Props) {
  const { t } = useTranslation();
  const target = refs[spec.field];
  if (!target) throw new Error(`${def.name}.${spec.field} does not refer to a declared resource`);
  const rows = useActiveRows(target, tenant);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={t(spec.label)} required={spec.required} validationMessage={fieldState.error?.message}>
          <Select
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_, d) => field.onChange(d.value === '' ? null : Number(d.value))}
            onBlur={field.onBlur}
            name={field.name}
          >
            <option value="">{rows.isPending ? t('app.loading') : t('resources.none')}</option>
            {(rows.data?.data ?? []).map((row) => (
              <option key={row.id} value={row.id}>
                {refOptionLabel(t, target, row)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

/** A select whose choices the API lists (`source`, e.g. the time zones): shown as they are, underscores as spaces. */
function SourceSelect({ spec, control }: Props) {
  const { t } = useTranslation();
  const choices = useSourceChoices(spec.source);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const listed = choices.data?.data ?? [];
        return (
          <Field label={t(spec.label)} required={spec.required} validationMessage={fieldState.error?.message}>
            <Select value={value} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} name={field.name}>
              <option value="">{choices.isPending ? t('app.loading') : t('resources.none')}</option>
              {/* A stored value the list no longer has stays visible until it is changed. */}
              {[...(value && !listed.includes(value) ? [value] : []), ...listed].map((v) => (
                <option key={v} value={v}>
                  {v.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          </Field>
        );
      }}
    />
  );
}

/** A multi-choice of organizations (`groups` kind): their ids; none chosen means every organization. */
function GroupsChoice({ spec, control }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const groups = useGroups();
  const label = t(spec.label);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set((field.value as number[] | undefined) ?? []);
        const all = groups.data?.data ?? [];
        return (
          <Field label={label} hint={t('resources.everyoneHint')} validationMessage={fieldState.error?.message}>
            <FieldContextProvider value={undefined}>
              <div className={styles.options} role="group" aria-label={label}>
                {groups.isPending && t('app.loading')}
                {all.map((g) => (
                  <Checkbox key={g.id} label={g.name} checked={chosen.has(g.id)} onChange={(_, d) => field.onChange(all.map((x) => x.id).filter((id) => (id === g.id ? d.checked === true : chosen.has(id))))} />
                ))}
              </div>
            </FieldContextProvider>
          </Field>
        );
      }}
    />
  );
}

/**
 * The currency of a form's amounts: the form's own `currency` (an organization's), else that of the
 * chosen facility's organization (fields, products).
 */
export function useFormCurrency(control: Control): string {
  const own = useWatch({ control, name: 'currency' }) as unknown;
  const { facility } = useSelection();
  return typeof own === 'string' && CURRENCIES.includes(own) ? own : (facility?.currency ?? DEFAULT_CURRENCY);
}

/** The clock of a form's times: the form's own `time_format` (a facility's), else the chosen facility's. */
function useFormTwelveHour(control: Control): boolean {
  const own = useWatch({ control, name: 'time_format' }) as unknown;
  const { facility } = useSelection();
  return is12Hour(typeof own === 'string' ? own : (facility?.time_format ?? ''));
}

/** The `money` kind: cents typed in major units with the currency's symbol beside. */
function MoneyField({ spec, control }: Props) {
  const { t } = useTranslation();
  const currency = useFormCurrency(control);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={t(spec.label)} required={spec.required} validationMessage={fieldState.error?.message}>
          <MoneyInput name={field.name} onBlur={field.onBlur} ref={field.ref} value={field.value as number | null} onChange={field.onChange} currency={currency} />
        </Field>
      )}
    />
  );
}

/** The `ranges` kind: an organization's price plan, its prices in the form's currency. */
function RangesField({ spec, control }: Props) {
  const { t } = useTranslation();
  const currency = useFormCurrency(control);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => (
        <RangesInput label={t(spec.label)} value={(field.value as PriceRangeInput[] | undefined) ?? []} onChange={field.onChange} currency={currency} message={fieldState.error?.message} />
      )}
    />
  );
}

/** The `currency` kind: an ISO 4217 code, each shown with its name in the user's language ("EUR · euro"). */
function CurrencySelect({ spec, control }: Props) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={t(spec.label)} required={spec.required} validationMessage={fieldState.error?.message}>
          <Select name={field.name} onBlur={field.onBlur} ref={field.ref} value={(field.value as string | undefined) ?? ''} onChange={(_, d) => field.onChange(d.value)}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {`${code} · ${names.of(code) ?? code}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

/** One input of a resource form, by the declared kind; bound to the form (useZodForm's Controller) with its validation message. */
export function ResourceField(props: Props) {
  const { spec, control } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const label = t(spec.label);
  const set = spec.options ?? spec.field;
  const { user } = useSessionUser();
  const twelve = useFormTwelveHour(control);
  // Values only platform roles may choose (a role's platform codes) are not offered to anyone else.
  const values = (spec.values ?? []).filter((v) => !spec.platformValues?.includes(v) || isPlatformRole(user?.role ?? ''));

  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'password':
      return <TextField control={control} name={spec.field} label={label} required={spec.required} size="medium" type={spec.kind} autoComplete={spec.kind === 'password' ? 'new-password' : 'off'} />;
    case 'reference':
      return <ReferenceSelect {...props} />;
    case 'select':
      if (spec.source) return <SourceSelect {...props} />;
      break;
    case 'permissions':
      return <PermissionsInput spec={spec} control={control} />;
    case 'references':
      if (props.def.links[spec.field] === 'contacts') return <MembersInput {...props} />;
      return props.def.links[spec.field] === 'console-users' ? <OperatorsInput spec={spec} control={control} /> : <FacilitiesInput spec={spec} control={control} />;
    case 'readonly':
      return <ReadonlyValue spec={spec} control={control} />;
    case 'groups':
      return <GroupsChoice {...props} />;
    case 'money':
      return <MoneyField {...props} />;
    case 'currency':
      return <CurrencySelect {...props} />;
    case 'ranges':
      return <RangesField {...props} />;
    default:
  }

  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const common = { label, required: spec.required, validationMessage: message };
        switch (spec.kind) {
          case 'textarea':
            return (
              <Field {...common}>
                <Textarea name={field.name} ref={field.ref} value={(field.value as string | undefined) ?? ''} onChange={(_, d) => field.onChange(d.value)} resize="vertical" />
              </Field>
            );
          case 'phone':
          case 'time':
          case 'date':
            return (
              <Field {...common}>
                <Input name={field.name} ref={field.ref} value={(field.value as string | undefined) ?? ''} onChange={(_, d) => field.onChange(d.value)} type={spec.kind === 'phone' ? 'tel' : spec.kind} />
              </Field>
            );
          case 'number':
            return (
              <Field {...common}>
                <Input
                  name={field.name}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  value={field.value === null || field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
                  onChange={(_, d) => field.onChange(d.value === '' ? null : Number(d.value))}
                />
              </Field>
            );
          case 'switch':
            return (
              <Field validationMessage={message}>
                <Switch checked={field.value === true} onChange={(_, d) => field.onChange(d.checked)} label={label} />
              </Field>
            );
          case 'status':
            return (
              <Field label={label} validationMessage={message}>
                <Switch checked={field.value === 'A'} onChange={(_, d) => field.onChange(d.checked ? 'A' : 'I')} label={t(field.value === 'A' ? 'resources.status.A' : 'resources.status.I')} />
              </Field>
            );
          case 'select':
            return (
              <Field {...common}>
                <Select value={(field.value as string | undefined) ?? ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} name={field.name}>
                  {!spec.required && <option value="">{t('resources.none')}</option>}
                  {values.map((v) => (
                    <option key={v} value={v}>
                      {t(optionLabelKey(set, v))}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          case 'multiselect': {
            const chosen = new Set((field.value as string[] | undefined) ?? []);
            return (
              <Field {...common}>
                {/* Each checkbox labels itself: the Field's one control id must not reach them. */}
                <FieldContextProvider value={undefined}>
                  <div className={styles.options} role="group" aria-label={label}>
                    {(spec.values ?? []).map((v) => (
                      <Checkbox
                        key={v}
                        label={t(optionLabelKey(set, v))}
                        checked={chosen.has(v)}
                        onChange={(_, d) => field.onChange((spec.values ?? []).filter((x) => (x === v ? d.checked === true : chosen.has(x))))}
                      />
                    ))}
                  </div>
                </FieldContextProvider>
              </Field>
            );
          }
          case 'schedule': {
            const week = (field.value as WeekSchedule | undefined) ?? [];
            const patch = (i: number, change: Partial<WeekSchedule[number]>) => field.onChange(week.map((d, j) => (j === i ? { ...d, ...change } : d)));
            return (
              <Field label={label} validationMessage={message}>
                <FieldContextProvider value={undefined}>
                  <div className={styles.week} role="group" aria-label={label}>
                    {week.map((day, i) => {
                      const name = t(optionLabelKey('weekday', WEEKDAYS[i]!));
                      return (
                        <div key={i} style={{ display: 'contents' }}>
                          <span>{name}</span>
                          <Checkbox label={t('resources.open')} aria-label={`${name} · ${t('resources.open')}`} checked={!day.closed} onChange={(_, d) => patch(i, { closed: d.checked !== true })} />
                          <TimeInput twelveHour={twelve} aria-label={`${name} · ${t('fields.open')}`} value={day.open} disabled={day.closed} onChange={(_, d) => patch(i, { open: d.value })} />
                          <TimeInput
                            twelveHour={twelve}
                            aria-label={`${name} · ${t('fields.close')}`}
                            value={day.close === '24:00' ? '23:59' : day.close}
                            disabled={day.closed}
                            onChange={(_, d) => patch(i, { close: d.value })}
                          />
                        </div>
                      );
                    })}
                  </div>
                </FieldContextProvider>
              </Field>
            );
          }
          default:
            return <></>;
        }
      }}
    />
  );
}
