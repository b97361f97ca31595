import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Field, Input, Select } from '../../ui/field-controls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../domain/api/paths';
import { HIGHLIGHT_TYPES } from '../../../domain/resources/highlights';
import { highlightRefusal, offsetLabel, parseOffset, MAX_HIGHLIGHT_SECONDS } from '../../../domain/videos/highlights';
import type { VideoHighlight } from '../../../domain/videos/video';
import { request, type ApiError } from '../../api/client';
import { useNotify } from '../../ui/notify';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, '& > *': { flexGrow: 1, flexBasis: 0 } },
});

/** What the form edits: a new highlight (no id) or one of the video's. */
export type HighlightDraft = Partial<VideoHighlight>;

interface Values {
  offset: string;
  duration: string;
  type: (typeof HIGHLIGHT_TYPES)[number];
  category: string;
  player: string;
}

const valuesOf = (h: HighlightDraft): Values => ({
  offset: offsetLabel(h.offset_seconds ?? 0),
  duration: String(h.duration_seconds ?? 15),
  type: h.type ?? 'goal',
  category: h.category ?? '',
  player: h.player ?? '',
});

/**
 * A highlight of a video (issue 18 item 6, view 13): where it is (offset as m:ss, duration in
 * seconds), its type, category and who made it. The form checks what it can (the pure rule of
 * domain/videos/highlights.ts: within the video); the server checks it again, and the facility.
 */
export default function HighlightForm({ open, videoId, videoMinutes, draft, onClose }: { open: boolean; videoId: number; videoMinutes: number; draft: HighlightDraft | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>{draft && <HighlightDialog key={draft.id ?? 'new'} videoId={videoId} videoMinutes={videoMinutes} draft={draft} onClose={onClose} />}</DialogSurface>
    </Dialog>
  );
}

function HighlightDialog({ videoId, videoMinutes, draft, onClose }: { videoId: number; videoMinutes: number; draft: HighlightDraft; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(draft));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };

  const offset = parseOffset(values.offset);
  const duration = /^\d+$/.test(values.duration) ? Number(values.duration) : null;
  const errors: Partial<Record<keyof Values, string>> = {};
  if (offset === null) errors.offset = t('videos.highlightForm.offsetFormat');
  if (duration === null || duration < 1 || duration > MAX_HIGHLIGHT_SECONDS) errors.duration = t('videos.highlightForm.durationRange', { max: MAX_HIGHLIGHT_SECONDS });
  if (offset !== null && duration !== null && !errors.duration && highlightRefusal({ offset_seconds: offset, duration_seconds: duration }, videoMinutes)) {
    errors.offset = t('videos.highlightForm.outside', { minutes: videoMinutes });
  }
  if (!values.category.trim()) errors.category = t('validation.required', { field: t('videos.highlight.category') });
  const [touched, setTouched] = useState(false);
  const shown = (field: keyof Values) => (touched ? errors[field] : undefined) ?? serverErrors[field === 'offset' ? 'offset_seconds' : field === 'duration' ? 'duration_seconds' : field];

  const done = async (key: string) => {
    notify(t(key), 'success');
    await queryClient.invalidateQueries({ queryKey: ['videos'] });
    onClose();
  };
  const failed = (error: ApiError) => {
    setServerErrors(error.fields);
    notify(error.text, 'error');
  };
  const save = useMutation({
    mutationFn: () => {
      const body = { offset_seconds: offset ?? 0, duration_seconds: duration ?? 0, type: values.type, category: values.category.trim(), player: values.player.trim() };
      return draft.id
        ? request<VideoHighlight>({ method: 'PUT', url: API_PATHS.videoHighlight(draft.id), data: body })
        : request<VideoHighlight>({ method: 'POST', url: API_PATHS.videoHighlights, data: { video_id: videoId, ...body } });
    },
    onSuccess: () => done(draft.id ? 'videos.highlightForm.saved' : 'videos.highlightForm.created'),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => request<{ id: number }>({ method: 'DELETE', url: API_PATHS.videoHighlight(draft.id ?? 0) }),
    onSuccess: () => done('videos.highlightForm.deleted'),
    onError: failed,
  });
  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const message = (text: string | undefined) => (text ? { validationMessage: text, validationState: 'error' as const } : {});

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogBody>
        <DialogTitle>{draft.id ? t('videos.highlightForm.editTitle') : t('videos.highlightForm.newTitle')}</DialogTitle>
        <DialogContent className={styles.form}>
          <div className={styles.row}>
            <Field label={t('videos.highlightForm.offset')} hint={t('videos.highlightForm.offsetHint', { minutes: videoMinutes })} required {...message(shown('offset'))}>
              <Input value={values.offset} onChange={(_, d) => set({ offset: d.value })} placeholder="m:ss" />
            </Field>
            <Field label={t('videos.highlightForm.duration')} required {...message(shown('duration'))}>
              <Input inputMode="numeric" value={values.duration} onChange={(_, d) => set({ duration: d.value })} />
            </Field>
          </div>
          <Field label={t('videos.highlight.type')} required>
            <Select value={values.type} onChange={(_, d) => set({ type: d.value as Values['type'] })}>
              {HIGHLIGHT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`videos.highlightTypes.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('videos.highlight.category')} required {...message(shown('category'))}>
            <Input value={values.category} maxLength={50} onChange={(_, d) => set({ category: d.value })} />
          </Field>
          <Field label={t('videos.highlightForm.player')} {...message(shown('player'))}>
            <Input value={values.player} maxLength={80} onChange={(_, d) => set({ player: d.value })} />
          </Field>
        </DialogContent>
        <DialogActions>
          {draft.id && (
            <Button disabled={remove.isPending || save.isPending} onClick={() => remove.mutate()}>
              {t('videos.highlightForm.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('videos.close')}</Button>
          <Button type="submit" appearance="primary" disabled={save.isPending || remove.isPending}>
            {t('videos.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
