import { Button, Divider, Dropdown, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Option, Radio, RadioGroup, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Field } from '../../ui/field-controls';
import { ArrowResetRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { APP_BAR_TYPES, CONTENT_WIDTHS, DEFAULT_SETTINGS, FOOTER_TYPES, MENU_LAYOUTS, ROUTE_TRANSITIONS, SKINS, effectiveSettings, themeStore, useThemeSettings } from '../theme/settings';
import { useLargeScreen } from '../theme/use-large-screen';
import { OnDemandTooltip } from '../../ui/on-demand-tooltip';

const CUSTOMIZER_WIDTH = 400;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
});

/** The theme customizer (SPEC §2.6): a 400-wide drawer on the right (on the left in right-to-left). Its own chunk: it loads when first opened. */
export default function CustomizerDrawer({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const chosen = useThemeSettings();
  const large = useLargeScreen();
  const s = effectiveSettings(chosen, large);
  const horizontal = s.layout === 'horizontal';
  const radio = <K extends 'skin' | 'contentWidth' | 'appBar' | 'footer' | 'layout'>(key: K, values: readonly string[], hidden: readonly string[] = []) => (
    <Field label={t(`customizer.${key}`)}>
      <RadioGroup layout="horizontal" value={s[key]} onChange={(_, d) => themeStore.set({ [key]: d.value })}>
        {values
          .filter((v) => !hidden.includes(v))
          .map((v) => (
            <Radio key={v} value={v} label={t(`customizer.values.${v}`)} />
          ))}
      </RadioGroup>
    </Field>
  );
  const toggle = (key: 'dark' | 'appBarBlur' | 'menuCollapsed' | 'menuHidden' | 'rtl', disabled = false) => (
    <Switch label={t(`customizer.${key}`)} checked={s[key]} disabled={disabled} onChange={(_, d) => themeStore.set({ [key]: d.checked })} />
  );

  return (
    <OverlayDrawer open={open} onOpenChange={(_, d) => setOpen(d.open)} position="end" style={{ width: CUSTOMIZER_WIDTH }} aria-label={t('customizer.title')}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <>
              <OnDemandTooltip content={t('customizer.reset')} relationship="label">
                <Button appearance="subtle" icon={<ArrowResetRegular />} onClick={() => themeStore.set(DEFAULT_SETTINGS)} />
              </OnDemandTooltip>
              <Button appearance="subtle" aria-label={t('app.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />
            </>
          }
        >
          {t('customizer.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {radio('skin', SKINS, horizontal ? ['semi-dark'] : [])}
        {toggle('dark')}
        <Divider />
        {radio('contentWidth', CONTENT_WIDTHS)}
        {radio('appBar', APP_BAR_TYPES, horizontal ? ['hidden'] : [])}
        {radio('footer', FOOTER_TYPES)}
        {toggle('appBarBlur')}
        <Divider />
        {large && radio('layout', MENU_LAYOUTS)}
        {!horizontal && toggle('menuCollapsed')}
        {toggle('menuHidden')}
        {toggle('rtl')}
        <Field label={t('customizer.transition')}>
          <Dropdown value={t(`customizer.values.${s.transition}`)} selectedOptions={[s.transition]} onOptionSelect={(_, d) => themeStore.set({ transition: d.optionValue as typeof s.transition })}>
            {ROUTE_TRANSITIONS.map((v) => (
              <Option key={v} value={v}>
                {t(`customizer.values.${v}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </DrawerBody>
    </OverlayDrawer>
  );
}
