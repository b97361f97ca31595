import { Button, Card, Field, Spinner, Switch, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ResourceName } from '../../../domain/resources/names';
import { getResource } from '../../../domain/resources/registry';
import type { ResourceDef, ResourceFormField, ResourceRecord } from '../../../domain/resources/resource';
import type { ApiError } from '../../api/client';
import { createRecord, resourceKey, updateRecord, useResourceRecord } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { TextField } from '../../ui/form/text-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useNotify } from '../../ui/notify';
import { ChooseTenant } from './choose-tenant';
import { useResourceContext } from './use-resource-context';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Empty values of the form: status fields start active. */
function emptyValues(def: ResourceDef): FieldValues {
  return Object.fromEntries(def.form.map((f) => [f.field, f.kind === 'status' ? 'A' : '']));
}

function valuesOf(def: ResourceDef, record: ResourceRecord): FieldValues {
  return Object.fromEntries(def.form.map((f) => [f.field, (record[f.field] as string | undefined) ?? (f.kind === 'status' ? 'A' : '')]));
}

/** `/views/<area>/form/:id?` of a declared resource: create without an id, edit with one. */
export function ResourceFormPage({ def, title }: { def: ResourceDef; title: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { tenant, can, loading } = useResourceContext(def);
  const record = useResourceRecord(def, id);
  const { form, showServerErrors } = useZodForm(def.create, emptyValues(def));

  useEffect(() => {
    if (record.data) form.reset(valuesOf(def, record.data));
  }, [record.data, form, def]);

  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backToList = () => void navigate(`/views/${def.area}/list${listSearch}`);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => (id === null ? createRecord(def, tenant!, values) : updateRecord(def, id, values)),
    onSuccess: async () => {
      notify(id === null ? t('resources.created') : t('resources.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: resourceKey(def) });
      backToList();
    },
    onError: (error: ApiError) => {
      showServerErrors(error);
      notify(error.text, 'error');
    },
  });

  const heading = `${t(title)} · ${id === null ? t('resources.newTitle') : t('resources.editTitle')}`;
  const allowed = id === null ? can('create') : can('update');
  const c = form.control;

  const input = (f: ResourceFormField) => {
    const label = t(f.label);
    if (f.kind === 'text') return <TextField key={f.field} control={c} name={f.field} label={label} required={f.required} size="medium" />;
    if (f.kind === 'textarea')
      return (
        <Controller
          key={f.field}
          name={f.field}
          control={c}
          render={({ field, fieldState }) => (
            <Field label={label} required={f.required} validationMessage={fieldState.error?.message}>
              <Textarea {...field} value={(field.value as string | undefined) ?? ''} resize="vertical" />
            </Field>
          )}
        />
      );
    return (
      <Controller
        key={f.field}
        name={f.field}
        control={c}
        render={({ field, fieldState }) => (
          <Field label={label} validationMessage={fieldState.error?.message}>
            <Switch
              checked={field.value === 'A'}
              onChange={(_, d) => field.onChange(d.checked ? 'A' : 'I')}
              label={t('resources.status.A')}
            />
          </Field>
        )}
      />
    );
  };

  return (
    <>
      <PageTitle title={heading} />
      {tenant === null ? (
        <ChooseTenant def={def} loading={loading} />
      ) : id !== null && record.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : record.isError ? (
        <Card role="alert">
          <Text>{(record.error as ApiError).text}</Text>
        </Card>
      ) : (
        <Card className={styles.card}>
          <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values as Record<string, unknown>))}>
            {def.form.map(input)}
            <Text size={200}>{t('validation.requiredInfo')}</Text>
            <div className={styles.buttons}>
              <Button type="submit" appearance="primary" disabled={!allowed || save.isPending}>
                {t('resources.save')}
              </Button>
              <Button appearance="secondary" onClick={backToList}>
                {t('resources.back')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </>
  );
}

/** The form screen of one declared resource, as the routing table's screens take it (`{ title }`). */
export function formScreen(name: ResourceName): ComponentType<{ title: string }> {
  const def = getResource(name);
  const Screen = ({ title }: { title: string }) => <ResourceFormPage def={def} title={title} />;
  Screen.displayName = `ResourceForm(${name})`;
  return Screen;
}
