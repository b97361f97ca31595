import { Text } from '@fluentui/react-components';

/**
 * "1–5 of 5" beside a list's pager. It takes its direction from its own words (`dir="auto"`,
 * isolated), so a right-to-left layout does not reorder it into "of 5 5–1".
 */
export function PageRange({ text }: { text: string }) {
  return (
    <Text aria-live="polite" dir="auto">
      {text}
    </Text>
  );
}
