import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../../ui/on-demand-dialogs';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Control, FieldValues } from '../../ui/form/use-zod-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useBlocker } from '../../routing/history';
import { formPath, initialValue, type ResourceDef, type ResourceFormField, type ResourceRecord } from '../../../domain/resources/resource';
import type { ApiError } from '../../api/client';
import { createRecord, resourceKey, updateRecord, uploadImage, useResourceRecord } from '../../api/resources';
import { PageTitle } from '../../layouts/page-title';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useNotify } from '../../ui/notify';
import { ChooseTenant } from './choose-tenant';
import { ImageInput, isAcceptableImage } from './image-input';
import { ResourceField } from './resource-field';
import { useResourceContext } from './use-resource-context';
import { Panel } from '../../ui/panel';
import type { Declared, RefDeclarations } from './declarations';

const useStyles = makeStyles({
  card: { maxWidth: '560px', flexGrow: 1, padding: tokens.spacingHorizontalXXL },
  layout: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, alignItems: 'flex-start' },
  aside: { flexBasis: '360px', flexGrow: 0, position: 'sticky', top: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** The untouched inputs: each field's declared initial value (the write schema's default), else its kind's empty one. */
function emptyValues(fields: readonly ResourceFormField[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.field, initialValue(f)]));
}

/** A resource's write rules, loaded with the form's first check: zod stays off the form's first load (issue 21). */
const loadRules = (def: ResourceDef, create: boolean) => () => import('../../../domain/resources/schemas').then(({ bodyOf }) => (create ? bodyOf(def).create : bodyOf(def).update));

function valuesOf(def: ResourceDef, fields: readonly ResourceFormField[], record: ResourceRecord): FieldValues {
  // A schedule stored before opening hours were kept (not seven days) starts from the default week.
  const stored = (f: ResourceFormField) => (f.kind === 'schedule' && (record[f.field] as unknown[] | undefined)?.length !== 7 ? undefined : record[f.field]);
  return Object.fromEntries(fields.map((f) => [f.field, stored(f) ?? initialValue(f)]));
}

/** What a screen may show beside a resource's form (a live preview), bound to the form's values. */
export type FormAside = ComponentType<{ control: Control }>;

/** What a resource's form adds to the generic one. */
export interface FormOptions {
  /** Shown under the form of a saved record (e.g. a facility's card-payments connection); fetched beside the record where it is a chunk of its own (`preload`). */
  readonly Extra?: ComponentType<{ id: number }> & { preload?: () => Promise<unknown> };
  /** Other queries a save makes stale (e.g. the top bar's organizations and facilities). */
  readonly refresh?: readonly QueryKey[];
  /** Shown beside the form (a console notification's live preview). */
  readonly aside?: FormAside;
}

/** `/views/<area>/form/:id?` of a declared resource: create without an id, edit with one. */
export function ResourceFormPage({ def, refs, title, options = {} }: { def: ResourceDef; refs: RefDeclarations; title: string; options?: FormOptions }) {
  const Aside = options.aside;
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { tenant, ready, can, loading } = useResourceContext(def);
  const record = useResourceRecord(def, id);
  const Extra = options.Extra;
  useEffect(() => {
    if (id !== null) void Extra?.preload?.().catch(() => undefined);
  }, [id, Extra]);
  // Create-only inputs (a password) on create; the server's read-only values (a register date) once there is a record.
  const fields = useMemo(() => def.form.filter((f) => (id === null ? f.kind !== 'readonly' : !f.createOnly)), [def, id]);
  const rules = useMemo(() => loadRules(def, id === null), [def, id]);
  const { form, showServerErrors } = useZodForm(rules, emptyValues(fields));
  const [image, setImage] = useState<File | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (record.data) form.reset(valuesOf(def, fields, record.data));
  }, [record.data, form, def, fields]);

  // Back where the list was opened (a combined view's tab, the page and filter it showed), else the resource's list.
  const listPath = (location.state as { listPath?: string } | null)?.listPath ?? def.listRoute;
  const backToList = () => void navigate(listPath);

  // Unsaved changes: leaving the form (a link, the back button, closing the tab) asks first.
  const dirty = (form.formState.isDirty || image !== null) && !leaving;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (leaving) backToList();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate once the form stops guarding
  }, [leaving]);

  const save = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const saved = id === null ? await createRecord(def, tenant, values) : await updateRecord(def, id, values);
      if (!image || !def.image) return saved;
      try {
        return await uploadImage(def, saved.id, image);
      } catch (error) {
        // The record is saved, its image is not: go on editing the saved record, not a second new one.
        if (id === null) void navigate(formPath(def, saved.id), { replace: true, state: location.state });
        throw error;
      }
    },
    onSuccess: async () => {
      notify(id === null ? t('resources.created') : t('resources.saved'), 'success');
      await Promise.all([resourceKey(def), ...(options.refresh ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setLeaving(true);
    },
    onError: (error: ApiError) => {
      showServerErrors(error);
      notify(error.fields.file ?? error.text, 'error');
      void queryClient.invalidateQueries({ queryKey: resourceKey(def) });
    },
  });

  const heading = `${t(title)} · ${id === null ? t('resources.newTitle') : t('resources.editTitle')}`;
  const allowed = id === null ? can('create') : can('update');
  const c = form.control;
  const imageUrl = def.image && record.data ? (record.data[def.image.field] as string | null) : null;

  return (
    <>
      <PageTitle title={heading} />
      {!ready ? (
        <ChooseTenant def={def} loading={loading} />
      ) : id !== null && record.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : record.isError ? (
        <Panel role="alert">
          <Text>{(record.error as ApiError).text}</Text>
        </Panel>
      ) : (
        <div className={styles.layout}>
          <Panel className={styles.card}>
            <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values as Record<string, unknown>))}>
              {fields.map((f) => (
                <ResourceField key={f.field} def={def} refs={refs} spec={f} control={c} tenant={tenant} />
              ))}
              {def.image && <ImageInput label={t(`fields.${def.image.field}`)} current={imageUrl} file={image} onChange={setImage} />}
              <Text size={200}>{t('validation.requiredInfo')}</Text>
              <div className={styles.buttons}>
                <Button type="submit" appearance="primary" disabled={!allowed || save.isPending || (image !== null && !isAcceptableImage(image))}>
                  {t('resources.save')}
                </Button>
                <Button appearance="secondary" onClick={backToList}>
                  {t('resources.back')}
                </Button>
              </div>
            </form>
          </Panel>
          {Aside && (
            <div className={styles.aside}>
              <Aside control={c} />
            </div>
          )}
        </div>
      )}
      {ready && id !== null && record.data && Extra && <Extra id={id} />}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('resources.unsavedTitle')}
        text={t('resources.unsavedText')}
        cancelLabel={t('resources.stay')}
        confirmLabel={t('resources.leave')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

/** The form screen of one declared resource, as the routing table's screens take it (`{ title }`), with its declaration and its references' (./declarations). */
export function formScreen({ def, refs }: Declared, options?: FormOptions): ComponentType<{ title: string }> {
  const Screen = ({ title }: { title: string }) => <ResourceFormPage def={def} refs={refs} title={title} {...(options ? { options } : {})} />;
  Screen.displayName = `ResourceForm(${def.name})`;
  return Screen;
}
