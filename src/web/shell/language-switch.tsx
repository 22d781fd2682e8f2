import { Button, Group, Text } from '@mantine/core';
import { useLocale, useT, type Locale } from '../strings/i18n';
import type { StringKey } from '../strings/catalogue';

const languages: { locale: Locale; label: StringKey }[] = [
  { locale: 'es', label: 'a11y.languageSpanish' },
  { locale: 'en', label: 'a11y.languageEnglish' },
];

/** Español / English: each name written in its own language (lang set), the current pressed. */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <Group gap="xs" role="group" aria-labelledby="language-switch-label">
      <Text size="sm" id="language-switch-label">
        {t('a11y.languageSwitch')}
      </Text>
      {languages.map((language) => (
        <Button
          key={language.locale}
          size="compact-sm"
          variant={language.locale === locale ? 'filled' : 'default'}
          lang={language.locale}
          aria-pressed={language.locale === locale}
          onClick={() => setLocale(language.locale)}
        >
          {t(language.label)}
        </Button>
      ))}
    </Group>
  );
}
