import { Button, Checkbox, FieldContextProvider, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input } from '../../ui/field-controls';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from '../../ui/form/use-zod-form';
import { useTranslation } from 'react-i18next';
import { groupByView } from '../../../domain/access/permissions';
import { contacts as contactsDef } from '../../../domain/resources/contacts';
import type { ResourceDef, ResourceFormField } from '../../../domain/resources/resource';
import { useResourceList, useResourceRecord } from '../../api/resources';
import { requestList } from '../../api/client';
import { usePermissions } from '../../api/organizations';
import { useSessionUser } from '../../session/use-session';
import { useSelection } from '../../shell/selection';
import { formatValue } from './value-text';
import { LoadingSpinner } from '../../ui/loading-spinner';

const useStyles = makeStyles({
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalXS },
  group: { display: 'flex', flexDirection: 'column' },
  nested: { paddingLeft: tokens.spacingHorizontalXL },
  members: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none', width: '100%' },
  member: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

interface Props {
  spec: ResourceFormField;
  control: Control;
}

/** A view's title: `titles.<camelCase key>` (the menu's and the page's own title). */
const viewTitleKey = (key: string) => `titles.${key === 'products-categories' ? 'productCategory' : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/**
 * A role's permissions grouped by view: a checkbox per view (all its permissions, mixed when some)
 * and one per permission. Only what the user holds can be given; what the role already has and the
 * user lacks stays shown, checked and locked (the server refuses granting more, SPEC §6).
 */
export function PermissionsInput({ spec, control }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const permissions = usePermissions();
  const held = new Set(user?.permissions_ids ?? []);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set((field.value as number[] | undefined) ?? []);
        const set = (ids: number[], on: boolean) => {
          const next = new Set(chosen);
          for (const id of ids) {
            if (!held.has(id)) continue;
            if (on) next.add(id);
            else next.delete(id);
          }
          field.onChange([...next].sort((a, b) => a - b));
        };
        const groups = groupByView((permissions.data?.data ?? []).filter((p) => held.has(p.id) || chosen.has(p.id)));
        return (
          <Field label={t(spec.label)} validationMessage={fieldState.error?.message}>
            <FieldContextProvider value={undefined}>
              {permissions.isPending ? (
                <Spinner size="tiny" label={t('app.loading')} />
              ) : (
                <div className={styles.groups} role="group" aria-label={t(spec.label)}>
                  {groups.map((g) => {
                    const ids = g.permissions.map((p) => p.id);
                    const on = ids.filter((id) => chosen.has(id)).length;
                    // Its own name where its page title is another view's too (two 'Payments': view 3 and the POS's, view 24).
                    const view = t(`resources.viewNames.${g.view_key}`, { defaultValue: t(viewTitleKey(g.view_key)) });
                    return (
                      <div key={g.view_id} className={styles.group}>
                        <Checkbox
                          label={view}
                          aria-label={t('resources.permissionsOf', { view })}
                          checked={on === 0 ? false : on === ids.length ? true : 'mixed'}
                          disabled={ids.every((id) => !held.has(id))}
                          onChange={(_, d) => set(ids, d.checked === true)}
                        />
                        <div className={styles.nested}>
                          {g.permissions.map((p) => (
                            <Checkbox
                              key={p.id}
                              size="medium"
                              label={`${t(`resources.permission.${p.key.split('.').pop() ?? ''}`, { defaultValue: p.key })}`}
                              aria-label={`${view} · ${t(`resources.permission.${p.key.split('.').pop() ?? ''}`, { defaultValue: p.key })}`}
                              checked={chosen.has(p.id)}
                              disabled={!held.has(p.id)}
                              onChange={(_, d) => set([p.id], d.checked === true)}
                            />
                          ))}
                        </div>
                      </div>
                    );
                  })}
                </div>
              )}
            </FieldContextProvider>
          </Field>
        );
      }}
    />
  );
}

/** A user's facilities: a checkbox per facility of the organization the user may open; none chosen means all. */
export function FacilitiesInput({ spec, control }: Props) {
  const { t } = useTranslation();
  const { facilities } = useSelection();
  return <IdChoices spec={spec} control={control} choices={facilities} noneHint={t('resources.allFacilities')} />;
}

/** A terminal's operators: the users who may open the chosen facility (names only, from the terminal API). */
export function OperatorsInput({ spec, control }: Props) {
  const { t } = useTranslation();
  const { facilityId } = useSelection();
  const operators = useQuery({
    queryKey: ['terminal-operators', facilityId],
    queryFn: () => requestList<{ id: number; name: string }>({ url: `/terminal/operators/${facilityId}/` }),
    enabled: facilityId !== null,
  });
  return <IdChoices spec={spec} control={control} choices={operators.data?.data ?? []} loading={operators.isPending} noneHint={t('resources.noOperators')} />;
}

/** Ids chosen with a checkbox each, in the order of `choices`; a hint says what none chosen means. */
function IdChoices(props: Props & { choices: readonly { id: number; name: string }[]; noneHint: string; loading?: boolean }) {
  const { spec, control, choices, noneHint, loading = false } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set((field.value as number[] | undefined) ?? []);
        return (
          <Field label={t(spec.label)} validationMessage={fieldState.error?.message} hint={chosen.size === 0 ? noneHint : undefined}>
            <FieldContextProvider value={undefined}>
              <div className={styles.options} role="group" aria-label={t(spec.label)}>
                {loading && <LoadingSpinner size="tiny" />}
                {choices.map((c) => (
                  <Checkbox
                    key={c.id}
                    label={c.name}
                    checked={chosen.has(c.id)}
                    onChange={(_, d) => field.onChange(choices.filter((x) => (x.id === c.id ? d.checked === true : chosen.has(x.id))).map((x) => x.id))}
                  />
                ))}
              </div>
            </FieldContextProvider>
          </Field>
        );
      }}
    />
  );
}

/** A value the server keeps (a register date, a last login): shown, not edited. */
export function ReadonlyValue({ spec, control }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field }) => (
        <Field label={t(spec.label)}>
          <Text>{formatValue(field.value, t('resources.none'), i18n.language)}</Text>
        </Field>
      )}
    />
  );
}

/**
 * A players group's members: contacts of its facility, listed by name with a Remove button each; a
 * search adds more. The saved members' names come with the record (`members`, computed).
 */
export function MembersInput({ def, spec, control, tenant }: Props & { def: ResourceDef; tenant: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { id } = useParams();
  const record = useResourceRecord(def, id ? Number(id) : null);
  const [added, setAdded] = useState<Map<number, string>>(() => new Map());
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useResourceList(contactsDef, tenant, { page: 1, count: 10, order: 'name', filter: search ? { name: search } : {} });
  const names = new Map<number, string>([...((record.data?.members as { id: number; name: string }[] | undefined) ?? []).map((m) => [m.id, m.name] as const), ...added]);
  return (
    <Controller
      name={spec.field}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value as number[] | undefined) ?? [];
        const results = search ? (found.data?.data ?? []).filter((c) => !chosen.includes(c.id)) : [];
        return (
          <Field label={t(spec.label)} validationMessage={fieldState.error?.message} hint={chosen.length === 0 ? t('resources.noMembers') : undefined}>
            <FieldContextProvider value={undefined}>
              <div className={styles.options}>
                <ul role="list" aria-label={t(spec.label)} className={styles.members}>
                  {chosen.map((member) => {
                    const name = names.get(member) ?? `#${member}`;
                    return (
                      <li key={member} className={styles.member}>
                        <Text>{name}</Text>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DismissRegular />}
                          aria-label={t('resources.removeMember', { name })}
                          onClick={() => field.onChange(chosen.filter((x) => x !== member))}
                        />
                      </li>
                    );
                  })}
                </ul>
                <Input type="search" aria-label={t('resources.findMember')} placeholder={t('resources.findMember')} value={typed} onChange={(_, d) => setTyped(d.value)} />
                {results.map((c) => (
                  <Button
                    key={c.id}
                    size="small"
                    icon={<AddRegular />}
                    onClick={() => {
                      setAdded((m) => new Map(m).set(c.id, String(c.name)));
                      field.onChange([...chosen, c.id]);
                    }}
                  >
                    {t('resources.addMember', { name: String(c.name) })}
                  </Button>
                ))}
              </div>
            </FieldContextProvider>
          </Field>
        );
      }}
    />
  );
}
