import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input, Select } from '../../ui/field-controls';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contacts } from '../../../domain/resources/contacts';
import type { ApiError } from '../../api/client';
import { createRecord, resourceKey, useResourceList } from '../../api/resources';
import { useNotify } from '../../ui/notify';
import { dialogOnDemand } from '../../ui/on-demand-dialogs';
import { useResourceContext } from '../resources/use-resource-context';

const contactsDef = contacts;
const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '180px' },
});

// The new contact's dialog: its own chunk, fetched once the page is idle or when first opened.
const NewContactDialog = dialogOnDemand(() => import('./new-contact-dialog'), 'onCancel');

/**
 * A contact of the facility: search by name, pick one, or create one here (for users who may create
 * contacts). `onPhone` hears the phone of a contact picked or created (when it has one): a video
 * order's form fills its phone with it.
 */
export function ContactPicker(props: {
  facilityId: number;
  value: number | null;
  currentName: string | null;
  label: string;
  error?: string;
  onChange: (id: number | null) => void;
  onPhone?: (phone: string) => void;
}) {
  const { facilityId, value, currentName, label, error, onChange, onPhone } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useResourceContext(contactsDef);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ name: '', phone: '', email: '' });
  const [created, setCreated] = useState<{ id: number; name: string; phone: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useResourceList(contactsDef, facilityId, { page: 1, count: 20, order: 'name', filter: search ? { name: search } : {} });
  const options = (found.data?.data ?? []).map((c) => ({ id: c.id, name: String(c.name), phone: String(c.phone ?? '') }));
  for (const extra of [value !== null && currentName ? { id: value, name: currentName, phone: '' } : null, created]) {
    if (extra && !options.some((o) => o.id === extra.id)) options.unshift(extra);
  }

  const create = useMutation({
    mutationFn: () => createRecord(contactsDef, facilityId, { ...draft, status: 'A' }),
    onSuccess: async (row) => {
      notify(t('reservation.contactCreated'), 'success');
      setCreated({ id: row.id, name: String(row.name), phone: String(row.phone ?? '') });
      onChange(row.id);
      if (row.phone) onPhone?.(String(row.phone));
      setCreating(false);
      setDraft({ name: '', phone: '', email: '' });
      await queryClient.invalidateQueries({ queryKey: resourceKey(contactsDef) });
    },
    onError: (e: ApiError) => notify(Object.values(e.fields)[0] ?? e.text, 'error'),
  });

  return (
    <div className={styles.row}>
      <Field label={t('reservation.searchContact')} className={styles.grow}>
        <Input type="search" value={typed} onChange={(_, d) => setTyped(d.value)} />
      </Field>
      <Field label={label} className={styles.grow} validationMessage={error}>
        <Select
          value={value === null ? '' : String(value)}
          onChange={(_, d) => {
            const id = d.value === '' ? null : Number(d.value);
            onChange(id);
            const phone = options.find((o) => o.id === id)?.phone;
            if (phone) onPhone?.(phone);
          }}
        >
          <option value="">{t('reservation.noContact')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </Field>
      {can('create') && (
        <Button icon={<PersonAddRegular />} onClick={() => setCreating(true)}>
          {t('reservation.newContact')}
        </Button>
      )}
      <NewContactDialog open={creating} draft={draft} onDraft={setDraft} busy={create.isPending} onCancel={() => setCreating(false)} onCreate={() => create.mutate()} />
    </div>
  );
}
