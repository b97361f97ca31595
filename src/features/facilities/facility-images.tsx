import { Button, Image, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { facilities } from '../../../domain/resources/facilities';
import type { ApiError } from '../../api/client';
import { addFacilityImage, removeFacilityImage } from '../../api/facilities';
import { resourceKey, useResourceRecord } from '../../api/resources';
import { useNotify } from '../../ui/notify';
import { isAcceptableImage } from '../resources/image-input';
import { useResourceContext } from '../resources/use-resource-context';
import { Panel, PanelHeader } from '../../ui/panel';

const facilitiesDef = facilities;

const useStyles = makeStyles({
  card: { maxWidth: '760px', padding: tokens.spacingHorizontalXXL, marginTop: tokens.spacingVerticalL },
  grid: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  image: { width: '160px', height: '100px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  hidden: { display: 'none' },
});

/** A facility's gallery (SPEC §3 Facility images): add an image (sent at once) or remove one. */
export function FacilityImages({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const { can } = useResourceContext(facilitiesDef);
  const record = useResourceRecord(facilitiesDef, id);
  const images = (record.data?.images as string[] | undefined) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey(facilitiesDef) });
  const add = useMutation({
    mutationFn: (file: File) => addFacilityImage(id, file),
    onSuccess: async () => {
      notify(t('facilityImages.added'), 'success');
      await refresh();
    },
    onError: (error: ApiError) => notify(error.fields.images ?? error.fields.file ?? error.text, 'error'),
  });
  const remove = useMutation({
    mutationFn: (url: string) => removeFacilityImage(id, url),
    onSuccess: async () => {
      notify(t('facilityImages.removed'), 'success');
      await refresh();
    },
    onError: (error: ApiError) => notify(error.text, 'error'),
  });
  const busy = add.isPending || remove.isPending;
  return (
    <Panel className={styles.card} role="region" aria-label={t('facilityImages.title')}>
      <PanelHeader header={<Text weight="semibold">{t('facilityImages.title')}</Text>} description={t('facilityImages.hint')} />
      <div className={styles.grid}>
        {images.length === 0 && <Text>{t('facilityImages.none')}</Text>}
        {images.map((url, i) => (
          <div key={url} className={styles.item}>
            <Image className={styles.image} src={url} alt={t('facilityImages.image', { n: i + 1 })} />
            {can('update') && (
              <Button size="small" icon={<DeleteRegular />} disabled={busy} onClick={() => remove.mutate(url)}>
                {t('facilityImages.remove', { n: i + 1 })}
              </Button>
            )}
          </div>
        ))}
      </div>
      {can('update') && (
        <div>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={t('facilityImages.add')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (!isAcceptableImage(file)) notify(t('validation.invalidImage'), 'error');
              else add.mutate(file);
            }}
          />
          <Button icon={<ImageAddRegular />} disabled={busy} onClick={() => input.current?.click()}>
            {t('facilityImages.add')}
          </Button>
        </div>
      )}
    </Panel>
  );
}
