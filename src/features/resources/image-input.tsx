import { Button, Image, makeStyles, tokens } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  preview: { width: '160px', height: '100px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  hidden: { display: 'none' },
});

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const MAX_BYTES = 2 * 1024 * 1024;

/** What the server takes (server/resources/uploads.ts): these types, at most 2 MB. */
export const isAcceptableImage = (file: File) => ACCEPT.split(',').includes(file.type) && file.size > 0 && file.size <= MAX_BYTES;

/** An image or logo: shows the stored one (or the chosen file), and picks a new file; it is sent when the form is saved. */
export function ImageInput({ label, current, file, onChange }: { label: string; current: string | null; file: File | null; onChange: (file: File | null) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const tooBig = file !== null && !isAcceptableImage(file);
  const src = preview ?? current;
  return (
    <Field label={label} validationMessage={tooBig ? t('validation.invalidImage') : undefined}>
      <div className={styles.row}>
        {src && <Image className={styles.preview} src={src} alt={label} />}
        <input id={inputId} ref={input} className={styles.hidden} type="file" accept={ACCEPT} aria-label={label} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
        <Button icon={<ImageAddRegular />} onClick={() => input.current?.click()}>
          {src ? t('resources.changeImage') : t('resources.chooseImage')}
        </Button>
      </div>
    </Field>
  );
}
